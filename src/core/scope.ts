/**
 * The data scope expressions and templates read: a chain of plain objects
 * (constants, platform, session user, route, page data, form values, table
 * row...), the innermost first. Lookups read own properties only, so nothing
 * reachable through a prototype (`constructor`, `__proto__`) is ever visible.
 */

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

/** Names that are never resolved, whatever the data holds. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'prototype', 'constructor']);

export class Scope {
  readonly data: Readonly<Record<string, unknown>>;
  readonly parent: Scope | undefined;

  constructor(data: Readonly<Record<string, unknown>> = {}, parent?: Scope) {
    this.data = data;
    this.parent = parent;
  }

  /** A child scope whose names shadow this one's. */
  extend(data: Readonly<Record<string, unknown>>): Scope {
    return new Scope(data, this);
  }

  /** True when a level of the chain defines `name` as an own property. */
  has(name: string): boolean {
    if (FORBIDDEN_NAMES.has(name)) return false;
    return hasOwn(this.data, name) || (this.parent?.has(name) ?? false);
  }

  /** The innermost value of `name`, or undefined. */
  get(name: string): unknown {
    if (FORBIDDEN_NAMES.has(name)) return undefined;
    if (hasOwn(this.data, name)) return this.data[name];
    return this.parent?.get(name);
  }

  /** The whole chain flattened, inner names winning (for request bodies, debugging). */
  toObject(): Record<string, unknown> {
    return { ...this.parent?.toObject(), ...this.data };
  }
}

/**
 * Reads a dotted path (`data.items`, `rows.0.name`) from a value, own
 * properties only. Used for response mapping and `${a.b}` shortcuts.
 */
export function readPath(value: unknown, path: string): unknown {
  if (path === '' || path === '.') return value;
  let current: unknown = value;
  for (const segment of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    if (FORBIDDEN_NAMES.has(segment) || !hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
