/**
 * Drops undefined entries, so optional props can be spread under
 * `exactOptionalPropertyTypes` (antd props are `id?: string`, not `string | undefined`).
 * @example <Input {...defined({ id, placeholder })} />
 */
export function defined<T extends Record<string, unknown>>(props: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (value !== undefined) out[key] = value;
  return out as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** The keys that are there (a value with no option has no key). */
export const definedKeys = (keys: readonly (string | undefined)[]): string[] => keys.filter((k): k is string => k !== undefined);
