/**
 * App notices (spec portal-shell 4 "App notices", 7): when an app is opened,
 * its unread notices (`/eps/usercenter/appMsg/getAppMsg/{appId}`) are shown
 * once per app per session; each shown notice is marked read
 * (`setAppMsgRed/{id}`). Nothing is shown for an empty list or an unknown app.
 * Failures are silent: a notice must never block opening the app.
 */
import type { ApiProvider } from '../../core/env';

/** An app notice (spec portal-shell 3). */
export interface AppNotice {
  id: number;
  title: string;
  content: string;
  attachment: { attachmentId: string; filename: string | null } | null;
}

/** sessionStorage key of the apps whose notices were asked for in this session. */
export const APP_NOTICES_SEEN_KEY = 'eps.appNotices.seen';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function seenApps(storage: SessionStore): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(APP_NOTICES_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The notices to show for `appId` now: [] when the app is unknown, was seen in
 * this session, or has none. Marks the app seen before asking, so two quick
 * clicks never show the notices twice.
 */
export async function takeAppNotices(appId: number | undefined, api: ApiProvider, storage: SessionStore = window.sessionStorage): Promise<AppNotice[]> {
  if (appId === undefined) return [];
  const seen = seenApps(storage);
  if (seen.includes(appId)) return [];
  storage.setItem(APP_NOTICES_SEEN_KEY, JSON.stringify([...seen, appId]));
  try {
    const envelope = await api.request<AppNotice[]>({ method: 'get', url: `/eps/usercenter/appMsg/getAppMsg/${appId}`, silent: true });
    return Array.isArray(envelope.data) ? envelope.data : [];
  } catch {
    return [];
  }
}

/** Marks notices read (silently); the panel marks each one as it is shown. */
export async function markAppNoticesRead(notices: readonly AppNotice[], api: ApiProvider): Promise<void> {
  await Promise.all(
    notices.map((notice) => api.request({ method: 'get', url: `/eps/usercenter/appMsg/setAppMsgRed/${notice.id}`, silent: true }).catch(() => undefined)),
  );
}

/** Shows notices to the user (the main layout's notice panel). */
export type AppNoticePanel = (notices: readonly AppNotice[]) => void;

// One portal page has one main layout, so one panel at a time. A registry
// rather than a jotai atom or a new parameter: the launcher runs before the
// renderer runtime exists, and the callers' imports stay as they are (a
// changed import graph here tipped the production chunks into a cycle that
// broke module evaluation: "S is not a function", a blank portal).
let panel: AppNoticePanel | undefined;

/** AppNoticesHost registers the panel while mounted; returns the unregister. */
export function registerAppNoticePanel(next: AppNoticePanel): () => void {
  panel = next;
  return () => {
    if (panel === next) panel = undefined;
  };
}

/** The registered panel, if the main layout is mounted. */
export function appNoticePanel(): AppNoticePanel | undefined {
  return panel;
}
