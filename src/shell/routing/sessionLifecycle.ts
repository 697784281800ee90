/**
 * Session lifecycle (spec portal-shell 4): refreshing the user from
 * session-info, and ending the session (cleared, then the login page).
 * The atoms are router-free; the hook adds the server call and navigation.
 */
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { ApiProvider } from '../../core/env';
import { isUserInfo, userAtom, type UserInfo } from '../session';
import { messagingStartedAtom } from '../state/messaging';
import { clearViewsAtom } from '../state/views';
import { clearPermissionDataAtom } from './portalData';
import { LOGIN_PATH } from './paths';
import { sessionInfoRead } from './preloadReads';

/**
 * Reads the session's user info fresh from the server (spec portal-shell 7: session-info).
 * Flagged `sse`: a live session is what the message listener waits for (spec 7, call rules).
 */
export async function fetchSessionInfo(api: ApiProvider, options: { update?: boolean } = {}): Promise<UserInfo> {
  const { data } = await api.request<unknown>(sessionInfoRead(options.update));
  if (!isUserInfo(data)) throw new Error('session-info: unexpected answer');
  return data;
}

/**
 * How the last session ended: `deliberate` (the user logged out: the login
 * page opens plain) or `forced` (expired: the login page brings the user
 * back). The router applies navigations in a transition, after the session
 * is already gone, so the main layout reads this to pick its redirect.
 */
export const sessionEndAtom = atom<'deliberate' | 'forced' | undefined>(undefined);

/** Clears everything the session held: the user (and `user.infos`), opened views, permission data, the message listener. */
export const endSessionAtom = atom(null, (_get, set, how: 'deliberate' | 'forced' = 'deliberate') => {
  set(sessionEndAtom, how);
  set(messagingStartedAtom, false);
  set(userAtom, null);
  set(clearViewsAtom);
  set(clearPermissionDataAtom);
});

/**
 * Signs out: tells the server (errors silent: the session may already be
 * gone), clears the session, goes to the login page.
 */
export function useSignOut(api: ApiProvider, navigate: (to: string, options?: { replace?: boolean }) => void): () => Promise<void> {
  const endSession = useSetAtom(endSessionAtom);
  return useCallback(async () => {
    await api.request({ method: 'post', url: '/eps/auth/cas/logout', silent: true }).catch(() => undefined);
    navigate(LOGIN_PATH, { replace: true });
    endSession('deliberate');
  }, [api, endSession, navigate]);
}
