/**
 * Session info persisted under `user.infos` (spec portal-shell 4 and 9), and
 * the cross-tab rule: when another tab signs out (the stored value becomes
 * null), this tab reloads.
 */
import { isUserInfo, type UserInfo } from './types';

export const SESSION_KEY = 'user.infos';

export function readStoredUser(storage: Storage = window.localStorage): UserInfo | null {
  try {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUserInfo(parsed) ? parsed : null;
  } catch {
    // Corrupt or unavailable storage: treat as signed out rather than crash.
    return null;
  }
}

/**
 * Stores `user` without its `ticket`: a sign-in answer's ticket is a one-time
 * credential for a forward-url and has no business in storage that any script
 * of the origin can read (the session id itself is only in the httpOnly cookie).
 */
export function writeStoredUser(user: UserInfo | null, storage: Storage = window.localStorage): void {
  try {
    if (user) storage.setItem(SESSION_KEY, JSON.stringify({ ...user, ticket: '' }));
    else storage.removeItem(SESSION_KEY);
  } catch {
    // Private mode or full storage: the session still works for this tab.
  }
}

/**
 * Calls `onSignedOutElsewhere` when another tab removes the stored session.
 * Returns the unsubscribe function.
 */
export function watchOtherTabs(onSignedOutElsewhere: () => void, target: Window = window): () => void {
  const listener = (event: StorageEvent): void => {
    if (event.key === SESSION_KEY && !event.newValue && event.oldValue) onSignedOutElsewhere();
    if (event.key === null) onSignedOutElsewhere(); // storage.clear() in another tab
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
