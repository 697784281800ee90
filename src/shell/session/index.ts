/** The session of the shell: the user, its persistence and its forced states. */
export { userAtom, forcedStatesOf, type ForcedState } from './atoms';
export { SESSION_KEY, watchOtherTabs } from './storage';
export { isUserInfo, type UserInfo } from './types';
