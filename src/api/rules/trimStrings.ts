/**
 * spec portal-shell 7 (call rules), workflow-enterprise-embedding 7: string
 * params are trimmed; form values too. Walks plain objects and arrays only,
 * so files, blobs, dates and class instances pass through untouched.
 */

/** True for `{}`-style objects (prototype Object.prototype or null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with every string trimmed, deeply through plain objects
 * and arrays. Other values are returned as they are.
 * @example trimStrings({ name: ' a ', tags: [' b '] }) // { name: 'a', tags: ['b'] }
 */
export function trimStrings<T>(value: T): T {
  return trimValue(value) as T;
}

function trimValue(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimValue);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = trimValue(item);
    return out;
  }
  return value;
}
