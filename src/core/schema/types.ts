/**
 * The shapes of screen documents, as the core sees them. The core knows no
 * business words: a node is a `type` plus props that its renderer defines.
 */

/**
 * A text shown to a person: a translation key (`"home.title"`) or a pair per
 * language (`{ "zh-cn": "首页", "en": "Home" }`). zh-cn is the default language.
 */
export type LocalizedText = string | Readonly<Record<string, string>>;

/**
 * A permission rule: one key, all of a list, or some of a list
 * (spec portal-shell 6).
 */
export type PermissionRule = string | { readonly all: readonly string[] } | { readonly some: readonly string[] };

/** Props every node may carry, whatever its type. */
export interface NodeCommon {
  /** The renderer type, looked up in the registry. */
  type: string;
  /** A name other nodes and actions use to address this node (reload, setValue). */
  id?: string;
  /** Safe expression; the node renders only when it is truthy. */
  visibleOn?: string;
  /** Safe expression; the node is hidden when it is truthy. */
  hiddenOn?: string;
  /** Safe expression; the node and its children are disabled when it is truthy. */
  disabledOn?: string;
  permission?: PermissionRule;
  className?: string;
  style?: Readonly<Record<string, string | number>>;
  /** Put on the node's root element as `data-testid` (browser tests). */
  testId?: string;
}

/**
 * A node of a screen document. Props beyond the common ones are defined by the
 * renderer's props schema and read by the renderer with its own typed view.
 */
export type SchemaNode = NodeCommon & { readonly [prop: string]: unknown };

/** A whole screen document: a root node with the format version it was written in. */
export type ScreenDocument = SchemaNode & {
  schemaVersion: number;
  /** Optional JSON Schema pointer for editors; ignored by the renderer. */
  $schema?: string;
};

/** HTTP methods a data source may use. */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * A call described as data (ARCHITECTURE 6). `params` and `data` are templated
 * against the scope (`"${user.tenantId}"`). `responseData` maps the envelope
 * into the node's data: a path (`"data"`) or an object of paths
 * (`{ "items": "data.items", "total": "data.total" }`).
 */
export interface DataSource {
  method?: HttpMethod;
  /** The URL (templated). A source has `url` or `permission`. */
  url?: string;
  /**
   * A permission code whose URL the portal reads from the user's permission
   * sets (spec workflow-enterprise-embedding 6); used when `url` is absent.
   */
  permission?: string;
  params?: Readonly<Record<string, unknown>>;
  data?: unknown;
  /** Send the body as multipart form data (uploads, enterprise change). */
  dataType?: 'json' | 'form-data';
  responseData?: string | Readonly<Record<string, string>>;
  /** Expression; the call is made only while it is truthy. */
  sendOn?: string;
  silent?: boolean;
  successMsg?: LocalizedText;
  errorMsg?: LocalizedText;
}
