/**
 * The brand variants of the public login page (spec portal-shell 1 and 2.2): a platform setting,
 * EPS_LOGIN_FLAVOUR, picks one, and EPS_LOGIN_FOOTER_<lang> carries the footer's licence and ICP
 * text. The variants differ where the spec says they do:
 * - `projects`: the top bar's supplier long-term projects link, a 550 px banner, the lower section;
 * - `notices` (the default): a 700 px banner and the lower section (notices, QR code);
 * - `plain`: a 700 px banner and nothing below it.
 */

export type LoginFlavour = 'projects' | 'notices' | 'plain';

export interface LoginFlavourParts {
  flavour: LoginFlavour;
  /** The banner band's height in px (spec portal-shell 9). */
  bannerHeight: number;
  /** The top bar links to the supplier long-term projects list. */
  projectsLink: boolean;
  /** The lower section: visitor notices, projects and the register QR code. */
  lowerSection: boolean;
}

const FLAVOURS: Readonly<Record<LoginFlavour, LoginFlavourParts>> = {
  projects: { flavour: 'projects', bannerHeight: 550, projectsLink: true, lowerSection: true },
  notices: { flavour: 'notices', bannerHeight: 700, projectsLink: false, lowerSection: true },
  plain: { flavour: 'plain', bannerHeight: 700, projectsLink: false, lowerSection: false },
};

export const DEFAULT_LOGIN_FLAVOUR: LoginFlavour = 'notices';

/** The variant the parameters name (an unknown or missing value: the default). */
export function loginFlavourOf(params: Readonly<Record<string, string>> | undefined): LoginFlavourParts {
  const value = params?.['EPS_LOGIN_FLAVOUR']?.trim() ?? '';
  return Object.hasOwn(FLAVOURS, value) ? FLAVOURS[value as LoginFlavour] : FLAVOURS[DEFAULT_LOGIN_FLAVOUR];
}

/** The footer text of `language` from the parameters, or undefined to use the portal's own. */
export function loginFooterOf(params: Readonly<Record<string, string>> | undefined, language: string): string | undefined {
  const text = params?.[`EPS_LOGIN_FOOTER_${language}`]?.trim();
  return text ? text : undefined;
}

/** The parameter codes these read. */
export const LOGIN_FLAVOUR_PARAMS = ['EPS_LOGIN_FLAVOUR', 'EPS_LOGIN_FOOTER_zh-cn', 'EPS_LOGIN_FOOTER_en'] as const;
