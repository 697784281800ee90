/**
 * What a tenant-added menu node must satisfy ("Menus without code"),
 * checked before anything touches the database: a known menu type, a `uri`
 * the portal's menu model can read, a parent when the type needs one. Pure;
 * the same tables the portal uses (src/menu), so server and portal agree.
 */
import { NODE_TYPE_CODES, parseUri, traitsOf } from '../../src/menu/index';
import type { UriTarget } from '../../src/menu/index';

/** Codes a tenant may add: every menu type of spec portal-shell 2.3 (3 is a permission key, not a menu). */
export const MENU_NODE_TYPES: readonly number[] = NODE_TYPE_CODES.filter((code) => code !== 3);

/** The body of `POST /eps/lowcode/menus`. */
export interface NewMenuBody {
  parentId?: number | null;
  type: number;
  name: string;
  i18nTitle?: { 'zh-cn'?: string; en?: string } | null;
  uri?: string | null;
  sort?: number;
  /** Path segment(s) under the parent; default: a generated code. */
  appRoute?: string;
  /** An embedded app root only: host its `{name}-ui` app in an iframe (default: a micro-app). */
  iframe?: boolean;
}

/** A broken rule: the `server` message key and its variables. */
export interface MenuRuleIssue {
  key: string;
  vars: Record<string, string | number>;
}

/** The menu entry type that is a group when it has no target (its children are listed under it). */
export const GROUP_TYPE = 1;

/** Types whose node shows nothing by itself, so a `uri` is optional: app roots, tab containers and groups. */
function uriOptional(type: number): boolean {
  const traits = traitsOf(type);
  return Boolean(traits?.appRoot || traits?.tabContainer || type === GROUP_TYPE);
}

/** The parent fields the placement rule reads. */
export interface MenuParent {
  type: number;
  uri: string | null;
}

/** True for a group: a menu entry without a target. */
export function isGroup(node: MenuParent): boolean {
  return node.type === GROUP_TYPE && parseUri(node.uri).kind === 'none';
}

/**
 * Where a node of `type` may go (the portal's menu model reads only these):
 * under an app root or a group; a tab only under a tab container, which holds
 * only tabs; a sub-link or workflow page (routes reached from a page) under
 * any node. Returns the broken rule, if any.
 */
export function checkPlacement(type: number, parent: MenuParent): MenuRuleIssue | undefined {
  const traits = traitsOf(type);
  const parentTraits = traitsOf(parent.type);
  if (!traits || !parentTraits) return { key: 'lowcode.unknownType', vars: { type, allowed: MENU_NODE_TYPES.join(', ') } };
  if (traits.subLink || traits.camunda) return undefined;
  if (traits.tab !== Boolean(parentTraits.tabContainer)) return { key: traits.tab ? 'lowcode.tabNeedsContainer' : 'lowcode.containerHoldsTabs', vars: { type } };
  if (traits.tab || parentTraits.appRoot || isGroup(parent)) return undefined;
  return { key: 'lowcode.parentNotGroup', vars: { type: parent.type } };
}

/**
 * Checks type, uri and the parent's presence. Returns the first broken rule,
 * or the parsed target when the node is fine.
 */
export function checkNewMenu(body: NewMenuBody): { issue: MenuRuleIssue } | { target: UriTarget } {
  const traits = MENU_NODE_TYPES.includes(body.type) ? traitsOf(body.type) : undefined;
  if (!traits) return { issue: { key: 'lowcode.unknownType', vars: { type: body.type, allowed: MENU_NODE_TYPES.join(', ') } } };

  const uri = (body.uri ?? '').trim();
  const target = parseUri(uri);
  if (uri === '' && !uriOptional(body.type)) return { issue: { key: 'lowcode.uriRequired', vars: { type: body.type } } };
  if (uri !== '' && target.kind === 'none') return { issue: { key: 'lowcode.badUri', vars: { uri } } };
  // spec portal-shell 2.3: 9 and 10 are external links; a link must be http(s).
  if (traits.externalLink && target.kind !== 'external') return { issue: { key: 'lowcode.linkNeedsUrl', vars: { type: body.type } } };

  if (body.iframe !== undefined && !traits.appRoot) return { issue: { key: 'lowcode.iframeOnlyForApps', vars: { type: body.type } } };
  const hasParent = body.parentId !== undefined && body.parentId !== null;
  if (traits.appRoot && hasParent) return { issue: { key: 'lowcode.rootHasParent', vars: { type: body.type } } };
  if (!traits.appRoot && !hasParent) return { issue: { key: 'lowcode.parentMissing', vars: { parentId: '-' } } };
  return { target };
}

/** JSON Schema of the body (Fastify validates it before the rules above). */
export const newMenuBodySchema = {
  type: 'object',
  required: ['type', 'name'],
  additionalProperties: false,
  properties: {
    parentId: { type: ['integer', 'null'], minimum: 1 },
    type: { type: 'integer' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    i18nTitle: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { 'zh-cn': { type: 'string', maxLength: 100 }, en: { type: 'string', maxLength: 100 } },
    },
    uri: { type: ['string', 'null'], maxLength: 1000 },
    sort: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    appRoute: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*(/[a-z0-9][a-z0-9-]*)*$', maxLength: 100 },
    iframe: { type: 'boolean' },
  },
} as const;
