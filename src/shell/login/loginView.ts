/**
 * The views of the login page (spec portal-shell 2.2: "main, more (project
 * list) or detail"), kept in the URL query so each has an address and the
 * browser's back button works: `?view=more`, `?view=detail&id=7&from=more`.
 */

/** One of the login page's views. */
export type LoginView = 'main' | 'more' | 'detail';

/** The view of a query string, with the detail's id and the view it was opened from. */
export interface LoginViewState {
  view: LoginView;
  id: string | undefined;
  /** Where closing a detail goes back to. */
  from: 'main' | 'more';
}

/** The screen documents of the sign-in pages (schemas/shell/). */
export const SIGN_IN_SCREENS = {
  login: 'shell/login',
  adminLogin: 'shell/login-admin',
  notices: 'shell/visitor-notices',
  projects: 'shell/visitor-projects',
  noticeDetail: 'shell/visitor-notice-detail',
} as const;

/** The screen a visitor view shows below its breadcrumb (VisitorPage). */
export const visitorPageScreen = (view: LoginView): string => (view === 'more' ? SIGN_IN_SCREENS.projects : SIGN_IN_SCREENS.noticeDetail);

/** The screens the login page shows at once in `view`: the form and the notices, or the visitor page's one. */
export function loginPageScreens(view: LoginView): string[] {
  return view === 'main' ? [SIGN_IN_SCREENS.login, SIGN_IN_SCREENS.notices] : [visitorPageScreen(view)];
}

/** Reads the view from `search`; anything unknown (or a detail without a numeric id) is the main view. */
export function loginViewOf(search: string): LoginViewState {
  const query = new URLSearchParams(search);
  const view = query.get('view');
  const id = query.get('id') ?? undefined;
  const from = query.get('from') === 'more' ? 'more' : 'main';
  if (view === 'more') return { view: 'more', id: undefined, from: 'main' };
  if (view === 'detail' && id !== undefined && /^\d+$/.test(id)) return { view: 'detail', id, from };
  return { view: 'main', id: undefined, from: 'main' };
}

/** The address of a view of the login page at `loginPath`, keeping other query entries (redirect, ...). */
export function loginViewPath(loginPath: string, search: string, view: LoginView): string {
  const query = new URLSearchParams(search);
  query.delete('view');
  query.delete('id');
  query.delete('from');
  if (view !== 'main') query.set('view', view);
  const rest = query.toString();
  return rest ? `${loginPath}?${rest}` : loginPath;
}
