/**
 * The studio's calls to the low-code server (`/eps/lowcode/...`, issue 11;
 * the server's README lists them). A screen id holds slashes, so it travels
 * as the query parameter `id`. Every call goes through the portal's api
 * client (same session, envelope and error rules); answers are read
 * defensively here, in one place, so the views get plain typed values.
 */
import type { ApiProvider } from '../core/env';

export type ScreenState = 'shipped' | 'overridden' | 'draft' | 'tenant' | 'deleted';

export interface ScreenListEntry {
  id: string;
  /** The state the list filters by (a draft wins over overridden / tenant-owned). */
  state: ScreenState;
  hasDraft: boolean;
  publishedVersion: number | null;
  /** The shipped file changed since the override was based on it. */
  drift: boolean;
  kind: string | undefined;
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
  message: string;
}

const obj = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  const o = obj(value);
  for (const key of ['items', 'list', 'records', 'rows', 'screens', 'versions', 'entries']) if (Array.isArray(o[key])) return o[key] as unknown[];
  return [];
};
const str = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
const num = (value: unknown): number | null => (typeof value === 'number' ? value : typeof value === 'string' && value !== '' && !Number.isNaN(Number(value)) ? Number(value) : null);

const STATES: readonly ScreenState[] = ['shipped', 'overridden', 'draft', 'tenant', 'deleted'];

/** One row of the screens list, whatever spelling of the state the server uses. */
export function toScreenEntry(raw: unknown): ScreenListEntry | undefined {
  const o = obj(raw);
  const id = str(o.id);
  if (!id) return undefined;
  const given = str(o.state).toLowerCase().replace(/[^a-z]/g, '');
  const hasDraft = o.hasDraft === true || given === 'draft' || given === 'hasdraft';
  const deleted = o.deleted === true || given === 'deleted';
  const tenantOwned = id.startsWith('t/');
  let state: ScreenState = STATES.find((s) => s === given) ?? (given.startsWith('tenant') ? 'tenant' : given.startsWith('shipped') ? 'shipped' : 'overridden');
  if (deleted) state = 'deleted';
  else if (hasDraft) state = 'draft';
  else if (tenantOwned) state = 'tenant';
  return {
    id,
    state,
    hasDraft,
    publishedVersion: num(o.publishedVersion ?? obj(o.published).version),
    drift: o.drift === true || obj(o.drift).changed === true,
    kind: typeof o.kind === 'string' ? o.kind : undefined,
  };
}

function toStored(raw: unknown): StoredVersion | null {
  if (raw === null || raw === undefined) return null;
  const o = obj(raw);
  if ('document' in o) return { version: num(o.version) ?? 0, document: o.document };
  return { version: 0, document: raw };
}

/** The studio's view of one screen. */
export function toScreenDetail(raw: unknown): ScreenDetail {
  const o = obj(raw);
  const shipped = o.shipped === undefined ? null : 'document' in obj(o.shipped) ? obj(o.shipped).document : o.shipped;
  const drift = obj(o.drift);
  return {
    shipped: shipped ?? null,
    published: toStored(o.published),
    draft: toStored(o.draft),
    basedOn: drift.basedOn ?? drift.oldShipped ?? o.basedOn ?? null,
    drift: o.drift === true || drift.changed === true || (drift.basedOn ?? drift.oldShipped) !== undefined,
  };
}

export function toVersionEntry(raw: unknown): VersionEntry {
  const o = obj(raw);
  return {
    version: num(o.version) ?? 0,
    state: str(o.state),
    author: str(o.author ?? o.authorName ?? o.account),
    time: str(o.time ?? o.createdAt ?? o.createTime),
    message: str(o.message),
  };
}

/** The problems of a refused draft (HTTP 400, `data.problems`), or [] when it was refused for another reason. */
export function problemsOf(error: unknown): Problem[] {
  const envelope = obj(obj(error).envelope);
  return list(obj(envelope.data).problems)
    .map((p) => ({ pointer: str(obj(p).pointer), message: str(obj(p).message) }))
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
    async screen(id: string): Promise<ScreenDetail> {
      const { data } = await api.request<unknown>({ method: 'get', url: '/eps/lowcode/screens/one', params: q(id), silent: true });
      return toScreenDetail(data);
    },
    async saveDraft(id: string, document: unknown): Promise<void> {
      await api.request({ method: 'put', url: `/eps/lowcode/screens/draft?id=${encodeURIComponent(id)}`, data: document, silent: true });
    },
    async publish(id: string, message: string): Promise<void> {
      await api.request({ method: 'post', url: `/eps/lowcode/screens/publish?id=${encodeURIComponent(id)}`, data: message ? { message } : {}, silent: true });
    },
    async versions(id: string): Promise<VersionEntry[]> {
      const { data } = await api.request<unknown>({ method: 'get', url: '/eps/lowcode/screens/versions', params: q(id), silent: true });
      return list(data).map(toVersionEntry);
    },
    async version(id: string, version: number): Promise<unknown> {
      const { data } = await api.request<unknown>({ method: 'get', url: '/eps/lowcode/screens/version', params: { id, version }, silent: true });
      return 'document' in obj(data) ? obj(data).document : data;
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
