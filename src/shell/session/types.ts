/** The signed-in user as the shell keeps it: the shared contract plus a shape check. */
import type { UserInfo } from '../../api/contracts/userInfo';

export type { UserErrorFlags, UserInfo } from '../../api/contracts/userInfo';

/** True for a value shaped like UserInfo (what the server or local storage gave us). */
export function isUserInfo(value: unknown): value is UserInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.userId === 'number' && typeof v.account === 'string' && typeof v.ticket === 'string' && typeof v.type === 'number';
}
