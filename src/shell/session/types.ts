/** The signed-in user as the shell keeps it (spec portal-shell 3, user info and error flags). */

/** States the portal must resolve before use, in this order (spec portal-shell 4). */
export interface UserErrorFlags {
  password: boolean;
  phone: boolean;
  email: boolean;
  unverifiedEmail: boolean;
  partner: boolean;
}

export interface UserInfo {
  userId: number;
  username: string;
  account: string;
  avatar: string | null;
  tenantId: number;
  tenantName: string | null;
  purchaseId: number | null;
  purchaseName: string | null;
  supplierId: string | null;
  /** 0 purchaser, 1 supplier. */
  type: number;
  userLevel: string | null;
  bizAdmin: string;
  passwordStatus: string;
  isAccredit: string;
  phone: string | null;
  phonePrefix: string;
  email: string | null;
  emailCheck: string;
  ticket: string;
  empNo: string | null;
  position: string | null;
  department: string | null;
  lang: string;
  errorFlags: UserErrorFlags;
}

/** True for a value shaped like UserInfo (what the server or local storage gave us). */
export function isUserInfo(value: unknown): value is UserInfo {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.userId === 'number' && typeof v.account === 'string' && typeof v.ticket === 'string' && typeof v.type === 'number';
}
