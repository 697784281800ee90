/** The session of the shell: the user, its persistence and its forced states. */
export { userAtom, signedInAtom, pendingForcedStateAtom, forcedStatesOf, FORCED_STATE_ORDER, type ForcedState } from './atoms';
export { SESSION_KEY, readStoredUser, writeStoredUser, watchOtherTabs } from './storage';
export { isUserInfo, type UserInfo, type UserErrorFlags } from './types';
