/**
 * What a menu node's `uri` shows: a schema screen, a built-in
 * screen, an embedded `{name}-ui` app or an external link (another site, or a
 * document of the portal's own origin opened beside it).
 */

export type UriTarget =
  | { kind: 'schema'; id: string }
  | { kind: 'builtin'; name: string }
  | { kind: 'embedded'; app: string; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

const SCHEMA_ID = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const EMBEDDED = /^\/?([a-z][a-z0-9-]*-ui)(\/.*)?$/;

/** Parses a `uri`; anything unrecognised is `{ kind: 'none' }` (the page says so, never a crash). */
export function parseUri(uri: string | null | undefined): UriTarget {
  const value = (uri ?? '').trim();
  if (value.startsWith('schema:')) {
    const id = value.slice('schema:'.length);
    return SCHEMA_ID.test(id) ? { kind: 'schema', id } : { kind: 'none' };
  }
  if (value.startsWith('builtin:')) {
    const name = value.slice('builtin:'.length);
    return /^[a-z][a-z0-9-]*$/.test(name) ? { kind: 'builtin', name } : { kind: 'none' };
  }
  if (/^https?:\/\//i.test(value)) return { kind: 'external', url: value };
  const embedded = EMBEDDED.exec(value);
  if (embedded?.[1]) return { kind: 'embedded', app: embedded[1], path: embedded[2] ?? '/' };
  // A path of the portal's own origin that is no sub-app (a served document such as /help/index.html).
  if (/^\/[^/\\]/.test(value)) return { kind: 'external', url: value };
  return { kind: 'none' };
}
