/**
 * Permission rules (spec portal-shell 6): "A check accepts a single key, all
 * of a list, or some of a list."
 */
import type { PermissionRule } from './schema/types';

const hasOwn = (value: object, key: string): boolean => Object.prototype.hasOwnProperty.call(value, key);

const keyList = (value: unknown): readonly string[] | undefined =>
  Array.isArray(value) && value.every((key) => typeof key === 'string') ? (value as string[]) : undefined;

/**
 * True when the session satisfies `rule`. No rule allows; `{ all: [] }`
 * allows (nothing is missing); `{ some: [] }` denies (nothing is held). A rule
 * of any other shape (a schema mistake) denies, so a typo never opens a door.
 * @example checkPermission({ some: ['p_eps_api_msg', 'p_eps_api_msg_read'] }, env.hasPermission)
 */
export function checkPermission(rule: PermissionRule | undefined, has: (key: string) => boolean): boolean {
  if (rule === undefined) return true;
  if (typeof rule === 'string') return has(rule);
  if (rule === null || typeof rule !== 'object') return false;
  if (hasOwn(rule, 'all')) {
    const keys = keyList((rule as { all: unknown }).all);
    return keys !== undefined && keys.every((key) => has(key));
  }
  if (hasOwn(rule, 'some')) {
    const keys = keyList((rule as { some: unknown }).some);
    return keys !== undefined && keys.some((key) => has(key));
  }
  return false;
}
