/**
 * The studio's calls to the low-code server (`/eps/lowcode/...`;
 * the server's README lists them). A screen id holds slashes, so it travels
 * as the query parameter `id`. Every call goes through the portal's api
 * client (same session, envelope and error rules); answers are read
 * defensively here, in one place, so the views get plain typed values.
 */
import type { ApiProvider } from '../core/env';

export type ScreenState = 'shipped' | 'overridden' | 'tenant' | 'deleted';

export interface ScreenListEntry {
  id: string;
  state: ScreenState;
  hasDraft: boolean;
  publishedVersion: number | null;
  /** The shipped file changed since the override was based on it. */
  drift: boolean;
  /** Root node type of the newest document (`page`, `dialog`). */
  kind: string | undefined;
  /**
   * What a menu or a `screenDialog` naming this screen resolves to, by the
   * server's rule (src/core/schema/screenTargets.ts); undefined when the
   * screen is no target (a draft-only `t/` screen, a deleted one).
   */
  targetKind: string | undefined;
}

export interface StoredVersion {
  version: number;
  document: unknown;
}

export interface ScreenDetail {
  shipped: unknown;
  published: StoredVersion | null;
  draft: StoredVersion | null;
  /** The shipped document the override was based on, when it has changed since (drift). */
  basedOn: unknown;
  drift: boolean;
}

export interface VersionEntry {
  version: number;
  state: string;
  author: string;
  time: string;
  message: string;
}

export interface Problem {
  pointer: string;
  /** English text (the server's); `key`/`vars` translate it. */
  message: string;
  key?: string | undefined;
  vars?: Record<string, string> | undefined;
}

const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  // Paged answers are `{ items, total, pageNum, pageSize }`.
  const items = obj(value).items;
  return Array.isArray(items) ? items : [];
};
const str = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const num = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : null);

const STATES: readonly ScreenState[] = ['shipped', 'overridden', 'tenant', 'deleted'];

/** One row of the screens list (ScreenItem in the server's README). */
export function toScreenEntry(raw: unknown): ScreenListEntry | undefined {
  const o = obj(raw);
  const id = str(o.id);
  if (!id) return undefined;
  const state = STATES.find((s) => s === o.state) ?? (id.startsWith('t/') ? 'tenant' : 'shipped');
  return { id, state, hasDraft: o.hasDraft === true, publishedVersion: num(o.publishedVersion), drift: o.drift === true, kind: typeof o.kind === 'string' ? o.kind : undefined, targetKind: typeof o.targetKind === 'string' ? o.targetKind : undefined };
}

function toStored(raw: unknown): StoredVersion | null {
  if (raw === null || raw === undefined) return null;
  const o = obj(raw);
  return { version: num(o.version) ?? 0, document: o.document ?? null };
}

/** The studio's view of one screen (ScreenDetail in the server's README). */
export function toScreenDetail(raw: unknown): ScreenDetail {
  const o = obj(raw);
  const drift = o.drift && typeof o.drift === 'object' ? obj(o.drift) : undefined;
  return {
    shipped: o.shipped ? (obj(o.shipped).document ?? null) : null,
    published: toStored(o.published),
    draft: toStored(o.draft),
    basedOn: drift?.basedOnDocument ?? null,
    drift: drift !== undefined,
  };
}

/** Nothing stored yet: a new `t/` screen. */
export const EMPTY_DETAIL: ScreenDetail = { shipped: null, published: null, draft: null, basedOn: null, drift: false };

export function toVersionEntry(raw: unknown): VersionEntry {
  const o = obj(raw);
  return {
    version: num(o.version) ?? 0,
    state: str(o.state),
    author: str(o.author),
    time: str(o.createdAt),
    message: str(o.message),
  };
}

/** The problems of a refused draft (HTTP 400, `data.problems`), or [] when it was refused for another reason. */
export function problemsOf(error: unknown): Problem[] {
  const envelope = obj(obj(error).envelope);
  return list(obj(envelope.data).problems)
    .map((p) => {
      const o = obj(p);
      const vars = Object.fromEntries(Object.entries(obj(o.vars)).map(([k, v]) => [k, str(v)]));
      return { pointer: str(o.pointer), message: str(o.message), key: typeof o.key === 'string' ? o.key : undefined, vars };
    })
    .filter((p) => p.message !== '');
}

const q = (id: string): { id: string } => ({ id });

/** The calls, bound to the portal's api client. Refusals reject with the client's ApiCallError. */
export function lowcodeApi(api: ApiProvider) {
  return {
    async screens(): Promise<ScreenListEntry[]> {
      const { data } = await api.request<unknown>({ method: 'get', url: '/eps/lowcode/screens', silent: true });
      return list(data).map(toScreenEntry).filter((e): e is ScreenListEntry => e !== undefined);
    },
    /** One screen; a `t/` id never stored is a new screen (the server answers 404). */
    async screen(id: string): Promise<ScreenDetail> {
      try {
        const { data } = await api.request<unknown>({ method: 'get', url: '/eps/lowcode/screens/one', params: q(id), silent: true });
        return toScreenDetail(data);
      } catch (error) {
        const code = String(obj(error).code ?? '');
        if (id.startsWith('t/') && (obj(error).status === 404 || code === '404')) return EMPTY_DETAIL;
        throw error;
      }
    },
    /** `rebase`: the draft is based on the current shipped file, so the drift notice goes (the configurator carried the release over). */
    async saveDraft(id: string, document: unknown, options: { rebase?: boolean } = {}): Promise<void> {
      const rebase = options.rebase ? '&rebase=true' : '';
      await api.request({ method: 'put', url: `/eps/lowcode/screens/draft?id=${encodeURIComponent(id)}${rebase}`, data: document, silent: true });
    },
    async publish(id: string, message: string): Promise<void> {
      await api.request({ method: 'post', url: `/eps/lowcode/screens/publish?id=${encodeURIComponent(id)}`, data: message ? { message } : {}, silent: true });
    },
    async versions(id: string): Promise<VersionEntry[]> {
      const { data } = await api.request<unknown>({ method: 'get', url: '/eps/lowcode/screens/versions', params: { id, pageNum: 1, pageSize: 100 }, silent: true });
      return list(data).map(toVersionEntry);
    },
    /** The version at `index` of the newest-first list, with its document (undefined past the oldest). */
    async versionAt(id: string, index: number): Promise<StoredVersion | undefined> {
      const { data } = await api.request<unknown>({ method: 'get', url: '/eps/lowcode/screens/versions', params: { id, pageNum: index + 1, pageSize: 1, withDocuments: true }, silent: true });
      const row = list(data)[0];
      return row === undefined ? undefined : (toStored(row) ?? undefined);
    },
    async rollback(id: string, version: number): Promise<void> {
      await api.request({ method: 'post', url: `/eps/lowcode/screens/rollback?id=${encodeURIComponent(id)}&version=${version}`, data: {}, silent: true });
    },
    async remove(id: string): Promise<void> {
      await api.request({ method: 'delete', url: `/eps/lowcode/screens?id=${encodeURIComponent(id)}`, silent: true });
    },
    async restore(id: string): Promise<void> {
      await api.request({ method: 'post', url: `/eps/lowcode/screens/restore?id=${encodeURIComponent(id)}`, data: {}, silent: true });
    },
  };
}

export type LowcodeApi = ReturnType<typeof lowcodeApi>;
export { list as listOf, obj as objectOf, str as textOf, num as numberOf };
