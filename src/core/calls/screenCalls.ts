/**
 * What a screen document may call, and when. The server declares each route a
 * screen may call (`config: { screen: 'read' | 'write' | 'product' }` on the
 * route); `npm run schemas:calls` writes that list to screenCallList.json, and
 * both doors use it: the document check (save, `schemas:check`, the studio's
 * lint) and the runtime guard (a document that got in some other way is
 * still held).
 * - read: may run on load (data sources, tables, selects) and on a gesture;
 * - write: runs only from a person's gesture (a button, a form submit);
 * - product: a write only the product's own shipped documents may make
 *   (workflow state, sessions, tenants, passwords, bindings);
 * - a route not listed: no screen may call it.
 * UI-free: the server, the scripts, the studio and the renderers import it.
 */
import type { HttpMethod } from '../schema/types';
import { hasPlaceholder } from './urlTemplate';

export type CallKind = 'read' | 'write' | 'product';

/** One route a screen may call: its method, its path pattern (`:name` for a segment) and its kind. */
export interface ScreenCall {
  readonly method: HttpMethod;
  readonly path: string;
  readonly kind: CallKind;
  /** The query params the route declares (absent when it declares none). */
  readonly query?: readonly string[];
}

/** Why a call runs: on load (a data source) or from a person's gesture (a button, a submit). */
export type CallTrigger = 'load' | 'gesture';

/** Whose document makes the call: one the product ships, or a tenant's (an override or a `t/` screen, a draft). */
export type DocumentOrigin = 'product' | 'tenant';

/** Why a call is refused; each has a translated message (`core.calls.<reason>`). */
export type CallRefusal = 'unlisted' | 'writeOnLoad' | 'productOnly' | 'foreign';

/** The path of a URL without its query or fragment, or undefined when it leaves this origin. */
export function callPath(url: string): string | undefined {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  // Only a path on this origin: no scheme, no `//host`, no backslash tricks.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  return path;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment, index) => index > 0 || segment !== '');

/**
 * True when a concrete path matches a route pattern. A segment of `path`
 * that still holds a `${...}` template (the check at save) or a `{name}`
 * placeholder (a permission key's URL template, judged before it is filled:
 * urlTemplate.ts) matches only a `:param` segment: a template may fill an
 * id, never choose the route.
 */
function matches(pattern: string, path: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path.replace(/\/+$/, ''));
  if (want.length !== have.length) return false;
  return want.every((segment, index) => {
    const actual = have[index] ?? '';
    if (segment.startsWith(':')) return actual !== '' && actual !== '.' && actual !== '..';
    return !actual.includes('${') && !hasPlaceholder(actual) && safeDecode(actual) === segment;
  });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The declared route a call goes to. The bpm, fw and jcy editions' prefixes
 * (`/eps-sign4bpm/`, ...) are the same routes as `/eps/`. A literal route wins
 * over a parameter one, as in the server's router.
 */
export function findCall(calls: readonly ScreenCall[], method: HttpMethod, url: string): ScreenCall | undefined {
  const raw = callPath(url);
  if (raw === undefined) return undefined;
  const path = raw.replace(/^\/(eps-sign4bpm|eps-sycBpm|eps-sign)\//, '/eps/');
  const candidates = calls.filter((call) => call.method === method && matches(call.path, path));
  return candidates.find((call) => !call.path.includes(':')) ?? candidates[0];
}

/** Why `origin`'s document may not make this call on `trigger`, or undefined when it may. */
export function refusalOf(call: ScreenCall | undefined, trigger: CallTrigger, origin: DocumentOrigin): CallRefusal | undefined {
  if (call === undefined) return 'unlisted';
  if (call.kind === 'product' && origin !== 'product') return 'productOnly';
  if (call.kind !== 'read' && trigger === 'load') return 'writeOnLoad';
  return undefined;
}
