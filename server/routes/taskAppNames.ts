/**
 * Names of the apps that tasks and notifications come from, in the reader's
 * language. A task or message row stores its app's code and the name the
 * publishing app gave (one language); the dictionary `dict_task_app` holds
 * each known app's name in every language, so the to-do tabs and columns and
 * the notification source follow the session's language. An app the
 * dictionary does not know keeps the name it was published with.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dictItems } from '../db/schema';
import type { Lang } from '../http/messages';
import { PlatformCache } from '../http/platformCache';
import type { LocalizedText } from '../db/tables/menu';

/** The dictionary of task app names (server/db/seed/dicts.ts). */
export const TASK_APP_DICT = 'dict_task_app';

/** The app name for a row's code in `lang`: the dictionary's, else the stored one. */
export type AppNameOf = (appCode: string, stored: string) => string;

/** Each database's dictionary rows, read at most once per PLATFORM_FRESH_MS: a platform dictionary no request writes. */
const dictionaries = new WeakMap<Db, PlatformCache<ReadonlyArray<{ value: string; label: LocalizedText }>>>();

/** The dictionary as a request names its apps (kept per database, see http/platformCache.ts). */
export async function taskAppNames(db: Db, lang: Lang): Promise<AppNameOf> {
  let dictionary = dictionaries.get(db);
  if (!dictionary) {
    dictionary = new PlatformCache(() => db.select({ value: dictItems.value, label: dictItems.label }).from(dictItems).where(eq(dictItems.dictCode, TASK_APP_DICT)));
    dictionaries.set(db, dictionary);
  }
  const rows = await dictionary.get(TASK_APP_DICT);
  const names = new Map(rows.map((row) => [row.value, row.label[lang] ?? row.label['zh-cn']]));
  return (appCode, stored) => names.get(appCode) || stored;
}
