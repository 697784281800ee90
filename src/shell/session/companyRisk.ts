/**
 * The company-register redirect (spec portal-shell 2.1): after sign-in, on
 * entering the main layout, a supplier's portal asks the server whether its
 * company's registration needs completing (`hit`); when it does and the tab
 * has not put it off (sessionStorage `ignoreRisk` is "1"), the portal opens
 * the company-register page. Putting it off ("Later" on that page) is for
 * this tab's session only. The check never blocks the portal: a failed call
 * (network, 500, a malformed answer) means no redirect. Purchasers are never
 * checked.
 */
import type { ApiProvider } from '../../core/env';
import { platformForUser } from '../platform';
import type { UserInfo } from './types';

/** The sessionStorage flag that puts the redirect off for this tab ("1"). */
export const IGNORE_RISK_KEY = 'ignoreRisk';
/** The check: `data: { hit: boolean, reason }`. */
export const RISK_CHECK_URL = '/eps/usercenter/enterprise/risk/check';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** spec portal-shell 1: type 1, or tenantId -1, is a supplier (the same rule as the edition). */
export function isSupplierUser(user: Pick<UserInfo, 'type' | 'tenantId'>): boolean {
  return platformForUser('ep', user) === 'su';
}

/** True when this tab put the redirect off. Unreadable storage counts as not put off. */
export function riskIgnored(storage: SessionStore = window.sessionStorage): boolean {
  try {
    return storage.getItem(IGNORE_RISK_KEY) === '1';
  } catch {
    return false;
  }
}

/** Puts the redirect off for this tab's session ("Later"). */
export function ignoreRisk(storage: SessionStore = window.sessionStorage): void {
  try {
    storage.setItem(IGNORE_RISK_KEY, '1');
  } catch {
    // No storage (private mode, full): the redirect may come back on the next entry, nothing breaks.
  }
}

/** True when the answer's data says the registration needs completing. */
function isHit(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { hit?: unknown }).hit === true;
}

/**
 * Whether `user` should be sent to the company-register page now: a supplier
 * whose check answers `hit: true`, in a tab that has not put it off. Never
 * throws; a purchaser, or a tab that put it off, makes no call at all.
 */
export async function needsCompanyRegister(user: Pick<UserInfo, 'type' | 'tenantId'>, api: ApiProvider, storage: SessionStore = window.sessionStorage): Promise<boolean> {
  if (!isSupplierUser(user) || riskIgnored(storage)) return false;
  try {
    const envelope = await api.request({ method: 'get', url: RISK_CHECK_URL, silent: true });
    // Put off while the answer was on its way (another view of this tab): no redirect either.
    return isHit(envelope.data) && !riskIgnored(storage);
  } catch {
    return false;
  }
}
