/**
 * The addresses the login page shows, from system parameters (spec
 * portal-shell 2.2: "Top-bar links (home, register, forgot-password URLs)
 * come from system parameters and carry a lang query"; 3: the params).
 * Pure, so it is tested without a page.
 */
import { isOpenableUrl } from '../security/urls';
import { LOGIN_FLAVOUR_PARAMS } from './loginFlavour';

/** The parameters the login page reads (GET /eps/config/params/list?codes=...). */
export function loginParamCodes(): string[] {
  return [
    'HOME',
    'BUYER_URL',
    'USER_REGISTERS',
    'FORGOT_PASSWORD',
    'SU_QR_CODE',
    'EPS_CUSTOMER_SERVICE_URL',
    'EPS_REDIRECT_ALLOWLIST',
    'EPS_LOGIN_GEE_TEST',
    ...LOGIN_FLAVOUR_PARAMS,
    // Both languages, so a switch needs no new call.
    ...['zh-cn', 'en'].flatMap((lang) => [`EPS_HELP_MENU_${lang}`, `HOME_USER_POLICY_${lang}`, `HOME_PRIVACY_POLICY_${lang}`]),
  ];
}

/** `url` with `lang=<language>` in its query; '' for a missing or unsafe address. */
export function withLang(url: string | undefined, language: string, origin: string): string {
  if (!url || !isOpenableUrl(url, origin)) return '';
  const parsed = new URL(url, origin);
  parsed.searchParams.set('lang', language);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}

/** The links of the top bar and the link bar. Empty strings mean "not configured". */
export interface LoginLinks {
  home: string;
  buyerLogin: string;
  register: string;
  forgotPassword: string;
  help: string;
  onlineService: string;
  qrCode: string;
}

/** The links for `language` from the parameter map. */
export function loginLinksOf(params: Readonly<Record<string, string>>, language: string, origin: string): LoginLinks {
  return {
    home: withLang(params['HOME'], language, origin),
    buyerLogin: withLang(params['BUYER_URL'], language, origin),
    register: withLang(params['USER_REGISTERS'], language, origin),
    forgotPassword: withLang(params['FORGOT_PASSWORD'], language, origin),
    help: withLang(params[`EPS_HELP_MENU_${language}`], language, origin),
    // An external chat: opened as configured.
    onlineService: withLang(params['EPS_CUSTOMER_SERVICE_URL'], language, origin),
    qrCode: withLang(params['SU_QR_CODE'], language, origin),
  };
}

/** The attachment ids of the two policy documents for `language` (HOME_USER_POLICY_{lang}, HOME_PRIVACY_POLICY_{lang}). */
export function policyDocumentsOf(params: Readonly<Record<string, string>>, language: string): { user: string; privacy: string } {
  return { user: params[`HOME_USER_POLICY_${language}`] ?? '', privacy: params[`HOME_PRIVACY_POLICY_${language}`] ?? '' };
}
