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

/** Each database's names by language, read at most once per PLATFORM_FRESH_MS: a platform dictionary no request writes. */
const dictionaries = new WeakMap<Db, PlatformCache<ReadonlyMap<string, string | undefined>>>();

/** The dictionary's names in `lang` (the zh-cn name where `lang` has none). */
async function loadNames(db: Db, lang: Lang): Promise<ReadonlyMap<string, string | undefined>> {
  const rows: ReadonlyArray<{ value: string; label: LocalizedText }> = await db
    .select({ value: dictItems.value, label: dictItems.label })
    .from(dictItems)
    .where(eq(dictItems.dictCode, TASK_APP_DICT));
  return new Map(rows.map((row) => [row.value, row.label[lang] ?? row.label['zh-cn']]));
}

/** A number for each dictionary read: answers named with one are kept apart from another's (routes/taskPageCache.ts). */
const readNumbers = new WeakMap<object, number>();
let lastReadNumber = 0;

/** The dictionary as a request names its apps, and which read of it that is (a new one at most every PLATFORM_FRESH_MS). */
export async function taskAppNaming(db: Db, lang: Lang): Promise<{ nameOf: AppNameOf; read: number }> {
  let dictionary = dictionaries.get(db);
  if (!dictionary) {
    dictionary = new PlatformCache((key) => loadNames(db, key as Lang));
    dictionaries.set(db, dictionary);
  }
  const names = await dictionary.get(lang);
  let read = readNumbers.get(names);
  if (read === undefined) readNumbers.set(names, (read = ++lastReadNumber));
  return { nameOf: (appCode, stored) => names.get(appCode) || stored, read };
}

/** The dictionary as a request names its apps (kept per database and language, see http/platformCache.ts). */
export async function taskAppNames(db: Db, lang: Lang): Promise<AppNameOf> {
  return (await taskAppNaming(db, lang)).nameOf;
}
