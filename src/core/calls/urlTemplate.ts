/**
 * URL templates of permission keys (spec workflow-enterprise-embedding 6:
 * calls named by code). A code stands for one URL, but some calls carry an
 * id in their path (`GET /eps/config/file/oss/ids/{id}`), so a key's URL may
 * hold `{name}` placeholders that the call's params fill. Each value is
 * encoded as one path segment, so no value can choose another route, and a
 * placeholder segment matches only a `:param` segment of a route
 * (screenCalls.ts). UI-free: the api client, the call guard and the tests use it.
 */

/** A `{name}` placeholder; the name is an identifier, so `${...}` document templates never count. */
const PLACEHOLDER = /(?<!\$)\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** True when `text` holds a `{name}` placeholder. */
export function hasPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

/** The placeholder names of `template`, in order, each once. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** A template filled: the URL, and the params left for the query (the filled ones removed). */
export interface FilledUrl {
  readonly url: string;
  readonly params: Record<string, unknown> | undefined;
}

/** Why a template could not be filled: the first placeholder without a usable value. */
export interface UnfilledUrl {
  readonly missing: string;
}

/** The text a param gives a path segment, or undefined when it gives none (absent, empty, `.`/`..`, not a scalar). */
function segmentValue(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
  // `.` and `..` survive encoding and would move the path up a level once the URL is resolved.
  if (text === undefined || text === '' || text === '.' || text === '..') return undefined;
  return text;
}

/**
 * Fills the `{name}` placeholders of `template` from `params`, each value
 * encoded with encodeURIComponent (so `a/b` or `../admin` stays one segment),
 * and removes the filled params from the query.
 * @example fillUrlTemplate('/eps/config/uc/news/{id}', { id: 7, x: 1 }) // { url: '/eps/config/uc/news/7', params: { x: 1 } }
 * @example fillUrlTemplate('/eps/config/uc/news/{id}', {}) // { missing: 'id' }
 */
export function fillUrlTemplate(template: string, params: Readonly<Record<string, unknown>> | undefined): FilledUrl | UnfilledUrl {
  const names = placeholdersOf(template);
  if (names.length === 0) return { url: template, params: params === undefined ? undefined : { ...params } };
  const values = new Map<string, string>();
  for (const name of names) {
    const value = params && Object.hasOwn(params, name) ? segmentValue(params[name]) : undefined;
    if (value === undefined) return { missing: name };
    values.set(name, encodeURIComponent(value));
  }
  const url = template.replace(PLACEHOLDER, (_match, name: string) => values.get(name) ?? '');
  const rest = Object.fromEntries(Object.entries(params ?? {}).filter(([key]) => !values.has(key)));
  return { url, params: Object.keys(rest).length > 0 ? rest : undefined };
}
