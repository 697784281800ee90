/** Seed area `params`: system parameters (spec portal-shell 3). */
import type { Db } from '../client';
import { params } from '../schema';

/** The portal's help manual (public/help/index.html): both languages, shown by the `lang` query or the portal's language. */
export const HELP_MANUAL_PATH = '/help/index.html';
/** The portal's contact and support page (public/help/contact.html). */
export const CONTACT_PAGE_PATH = '/help/contact.html';

const PARAMS: ReadonlyArray<readonly [code: string, value: string, remark: string]> = [
  ['EPS_LOGIN_GEE_TEST', 'N', "Login captcha: 'N' none, 'BUILTIN' the reference server's challenge, 'Y4' captcha v4, other values captcha v3"],
  ['EPS_GEE_TEST_CID', '', 'Captcha v4 id (unused while EPS_LOGIN_GEE_TEST is N)'],
  ['EPS_GEE_TEST_API', '', 'Captcha v4 server list (unused while EPS_LOGIN_GEE_TEST is N)'],
  // Links with nothing real behind them are not seeded, so the login page hides them: HOME (the brand then opens
  // the login page), BUYER_URL, USER_REGISTERS and FORGOT_PASSWORD (a visitor cannot register or reset a password
  // here), SU_QR_CODE (scanning would register). An operator sets them to its own pages.
  // The help manual and the contact page are the portal's own documents (public/help/), in both languages.
  ['EPS_HELP_MENU_zh-cn', HELP_MANUAL_PATH, 'Help manual (zh-cn)'],
  ['EPS_HELP_MENU_en', HELP_MANUAL_PATH, 'Help manual (en)'],
  ['HOME_USER_POLICY_zh-cn', 'doc-user-policy-zh-cn', 'User agreement attachment id (zh-cn)'],
  ['HOME_USER_POLICY_en', 'doc-user-policy-en', 'User agreement attachment id (en)'],
  ['HOME_PRIVACY_POLICY_zh-cn', 'doc-privacy-policy-zh-cn', 'Privacy policy attachment id (zh-cn)'],
  ['HOME_PRIVACY_POLICY_en', 'doc-privacy-policy-en', 'Privacy policy attachment id (en)'],
  ['EPS_MESSAGE_POLL_INTERVAL', '30000', 'Message poll interval in ms (spec portal-shell 9)'],
  ['EPS_REDIRECT_ALLOWLIST', 'https://help.example.com,https://data.example.com,https://contracts.example.com', 'Origins redirect parameters may go to (comma list)'],
  ['EPS_PORTAL_SSO_URL', '', 'External portal login (ep platform); empty: signed-out visitors use the portal login page'],
  ['EPS_PORTAL_APPKEY', 'eps-demo-portal', 'App key for the external portal'],
  ['EPS_ANALYTICS_ENABLE', 'N', 'Analytics starts only when Y'],
  // The edition before sign-in by the page's origin; EPS_EDITION_BY_ORIGIN in the environment seeds it.
  ['EPS_EDITION_BY_ORIGIN', process.env['EPS_EDITION_BY_ORIGIN'] ?? '', "Edition by origin before sign-in: 'https://su.example.com=su, https://buy.example.com=ep' (else ep)"],
  ['EPS_HIDE_APPROVAL_ACTION', 'N', "Framework (fw-ui) edition: 'Y' hides the approval action bar (spec workflow 2.2)"],
  ['EPS_CUSTOMER_SERVICE_URL', CONTACT_PAGE_PATH, 'Online customer service'],
  // spec portal-shell 1 and 2.2: the login page's brand variant and footer (src/shell/login/loginFlavour.ts).
  ['EPS_LOGIN_FLAVOUR', 'notices', "Login page brand variant: 'projects' (long-term projects link, 550 px banner, lower section), 'notices' (700 px banner, lower section) or 'plain' (no lower section)"],
  ['EPS_LOGIN_FOOTER_zh-cn', '', "Login page footer, licence and ICP text (zh-cn); empty: the portal's own"],
  ['EPS_LOGIN_FOOTER_en', '', "Login page footer, licence and ICP text (en); empty: the portal's own"],
];

/** Seed area `params`. */
export async function seedParams(db: Db): Promise<void> {
  await db.insert(params).values(PARAMS.map(([code, value, remark]) => ({ code, value, remark })));
}
