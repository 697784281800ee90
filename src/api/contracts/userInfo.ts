/**
 * The user info entity of spec portal-shell 3, as session-info and the
 * sign-in calls return it: one definition for the reference server and the
 * portal (types only, no imports, so both sides can use it).
 */

/** Flags of states the portal must resolve before use (spec portal-shell 3 and 4). */
export interface UserErrorFlags {
  /** The password must be changed (passwordStatus '1'). */
  password: boolean;
  /** No phone bound. */
  phone: boolean;
  /** No e-mail bound. */
  email: boolean;
  /** An e-mail is bound but not verified (emailCheck not '1'). */
  unverifiedEmail: boolean;
  /** A supplier in an enterprise tenant with partners has not chosen one. */
  partner: boolean;
}

/** spec portal-shell 3: user info (session). */
export interface UserInfo {
  userId: number;
  username: string;
  account: string;
  avatar: string | null;
  /** -1 when the user has no tenant (spec: tenantId -1 means supplier without enterprise). */
  tenantId: number;
  tenantName: string | null;
  purchaseId: number | null;
  purchaseName: string | null;
  /** Suppliers: the supplier tenant's account (also the login-admin supplierAccount). */
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
  /**
   * Never the session id (that stays in the httpOnly cookie). A sign-in answer
   * carries a one-time ticket here (5 minutes, one use at sso-success), which
   * the login page appends to a forward-url; session-info answers ''. The
   * portal does not store it.
   */
  ticket: string;
  empNo: string | null;
  position: string | null;
  department: string | null;
  lang: string;
  errorFlags: UserErrorFlags;
}
