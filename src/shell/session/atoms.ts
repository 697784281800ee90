/**
 * The session in jotai: the signed-in user (persisted, see storage.ts) and
 * the forced states still to resolve. Tested with createStore, no DOM.
 */
import { atom } from 'jotai';
import { readStoredUser, writeStoredUser } from './storage';
import type { UserErrorFlags, UserInfo } from './types';

const userBaseAtom = atom<UserInfo | null>(typeof window === 'undefined' ? null : readStoredUser());

/** The signed-in user, or null. Writing persists it under `user.infos`. */
export const userAtom = atom(
  (get) => get(userBaseAtom),
  (_get, set, user: UserInfo | null) => {
    writeStoredUser(user);
    set(userBaseAtom, user);
  },
);

/** spec portal-shell 4: the forced dialogs, in this order. */
export const FORCED_STATE_ORDER = ['password', 'tenant', 'partner', 'phone', 'email'] as const;
export type ForcedState = (typeof FORCED_STATE_ORDER)[number];

/**
 * The forced states of a user, in the spec's order: password change, tenant
 * choice (a purchaser without a tenant), partner choice, phone binding,
 * e-mail binding (or verification).
 */
export function forcedStatesOf(user: UserInfo): ForcedState[] {
  const flags: UserErrorFlags = user.errorFlags;
  const states: ForcedState[] = [];
  if (flags.password) states.push('password');
  if (user.type === 0 && user.tenantId <= 0) states.push('tenant');
  if (flags.partner) states.push('partner');
  if (flags.phone) states.push('phone');
  if (flags.email || flags.unverifiedEmail) states.push('email');
  return states;
}
