/**
 * Menu history (spec portal-shell 2.1): after each navigation under
 * /pages/main the portal records an entry (app id, path, title) and sends a
 * menuClick tracking event; both are skipped for single-route paths, and
 * the event is sent only when a parameter enables analytics. The history
 * feeds the top bar's history and common apps; it is kept per user in
 * local storage.
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { LocalizedText } from '../../core/schema/types';

/** One visit. */
export interface MenuHistoryEntry {
  appId: string;
  path: string;
  title: LocalizedText;
  /** A translation key that wins over `title` when it exists (tenant overrides). */
  titleKey?: string | undefined;
  /** Epoch ms of the visit. */
  time: number;
}

/** Entries kept per user. */
export const HISTORY_LIMIT = 30;
/** Local storage key of the history (an object of user id -> entries). */
export const HISTORY_KEY = 'menu.history';
/** The parameter that turns analytics on ('Y'). */
export const ANALYTICS_PARAM = 'EPS_ANALYTICS_ENABLE';
/** The window event analytics listeners receive. */
export const ANALYTICS_EVENT = 'eps:analytics';

type HistoryStore = Readonly<Record<string, readonly MenuHistoryEntry[]>>;

const storage = createJSONStorage<HistoryStore>(() => window.localStorage);
export const menuHistoryAtom = atomWithStorage<HistoryStore>(HISTORY_KEY, {}, storage, { getOnInit: true });

/** Adds a visit at the front; an older visit of the same path goes, the list stays within the limit. */
export function addEntry(list: readonly MenuHistoryEntry[], entry: MenuHistoryEntry): MenuHistoryEntry[] {
  return [entry, ...list.filter((e) => e.path !== entry.path)].slice(0, HISTORY_LIMIT);
}

/** Records a visit of `userId`. */
export const recordVisitAtom = atom(null, (get, set, userId: number, entry: MenuHistoryEntry) => {
  const all = get(menuHistoryAtom);
  set(menuHistoryAtom, { ...all, [String(userId)]: addEntry(all[String(userId)] ?? [], entry) });
});

/** The history of one user, newest first. */
export const historyOfAtom = (userId: number | undefined) =>
  atom((get) => (userId === undefined ? [] : (get(menuHistoryAtom)[String(userId)] ?? [])));

/**
 * App ids by how often the history holds them, most used first (ties: the
 * most recent first). The top bar's common apps.
 */
export function commonAppIds(list: readonly MenuHistoryEntry[], limit = 6): string[] {
  const counts = new Map<string, number>();
  for (const entry of list) counts.set(entry.appId, (counts.get(entry.appId) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([appId]) => appId);
}

/** True when the parameter enables analytics (spec portal-shell 2.1: only then). */
export function analyticsEnabled(params: Readonly<Record<string, string>>): boolean {
  return ['y', 'yes', '1', 'true'].includes((params[ANALYTICS_PARAM] ?? '').trim().toLowerCase());
}

/**
 * Sends the menuClick event: a window event an analytics script listens to
 * (the product names no analytics server). Does nothing unless enabled.
 */
export function trackMenuClick(enabled: boolean, detail: { appId: string; path: string; title: string }, target: Window = window): boolean {
  if (!enabled) return false;
  target.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { event: 'menuClick', ...detail } }));
  return true;
}
