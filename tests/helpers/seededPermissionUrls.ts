/**
 * The URLs the seeded permission keys stand for (server/db/seed/menuData.ts
 * DEMO_KEYS), as a signed-in user's permission sets give them: pass as
 * `permissionUrls` to createTestEnv so calls named by code reach the same
 * paths the reference server serves.
 */
import { DEMO_KEYS } from '../../server/db/seed/menuData';

export const SEEDED_PERMISSION_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  DEMO_KEYS.flatMap((key) => (key.url === undefined ? [] : [[key.code, key.url] as const])),
);

/** The seeded URLs without `codes`: a user whose permission sets lack those keys. */
export function seededUrlsWithout(...codes: string[]): Readonly<Record<string, string>> {
  return Object.fromEntries(Object.entries(SEEDED_PERMISSION_URLS).filter(([code]) => !codes.includes(code)));
}
