/**
 * The sign-in flow (spec portal-shell 4, "Login"): validate, lock the
 * language on the server, run the verification challenge (unless
 * EPS_LOGIN_GEE_TEST is 'N'), sign in, read session-info, keep the user
 * (`user.infos`), save or remove the remembered login, then go to the
 * forward-url, the redirect or the main route. Written against small
 * interfaces so it runs in tests against a real HTTP server.
 */
import type { ApiProvider, NotifyLevel } from '../../core/env';
import { isUserInfo, type UserInfo } from '../session';
import { CaptchaCancelledError, captchaModeOf, CaptchaFailedError, geetest3ChallengeOf, type CaptchaSettings, type CaptchaStep } from './captcha';
import { destinationAfterSignIn, type Destination } from './destination';
import type { RememberMe } from './rememberMe';

/** Login type (spec portal-shell 4): account '1', phone '2'. */
export type LoginType = '1' | '2';

/** What `login.signIn` receives from the login form. */
export interface SignInInput {
  loginType: LoginType;
  agreement: boolean;
  username?: string;
  password?: string;
  remember?: boolean;
  phone?: string;
  key?: string;
  code?: string;
}

/** What `login.adminSignIn` receives from the admin login form. */
export interface AdminSignInInput {
  supplierAccount: string;
  username: string;
  password: string;
  code: string;
}

/** What the flow needs from the shell. */
export interface SignInEnvironment {
  api: ApiProvider;
  language: () => string;
  captcha: CaptchaStep;
  rememberMe: RememberMe;
  setUser: (user: UserInfo) => void;
  /** The page URL's origin and query. */
  location: () => { origin: string; search: string };
  /** Origins redirect targets may have besides the portal's own (EPS_REDIRECT_ALLOWLIST). */
  allowedOrigins: () => Promise<readonly string[]>;
  /** Goes to an in-app route or, for another origin, loads the URL. */
  go: (destination: Destination) => void;
  notify: (level: NotifyLevel, text: string) => void;
  t: (key: string) => string;
}

/** A sign-in that stopped before calling the server; the user has been told why. */
export class SignInStoppedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'SignInStoppedError';
  }
}

/** Base64 of the UTF-8 text: the spec's "encoded" password and phone data (a transport habit, not security). */
export function encodeText(text: string): string {
  return btoa(Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join(''));
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** spec portal-shell 4: a changed language is locked on the server before sign-in. A failure does not block sign-in. */
async function lockLanguage(env: SignInEnvironment): Promise<void> {
  await env.api.request({ method: 'post', url: '/eps/auth/i18n/locale/', data: { lang: env.language() }, silent: true }).catch(() => undefined);
}

/** The captcha's answer, and whether it came from a GeeTest widget (account sign-in then uses /gtlogin). */
interface CaptchaAnswer {
  token: string;
  geetest: boolean;
}

async function captchaToken(env: SignInEnvironment): Promise<CaptchaAnswer> {
  const { data } = await env.api.request<{ mode?: string; captchaId?: string | null; api?: string | null; v3?: unknown }>({
    method: 'get',
    url: '/eps/auth/cas/register',
  });
  const settings: CaptchaSettings = { mode: captchaModeOf(data?.mode), captchaId: data?.captchaId ?? null, api: data?.api ?? null };
  // Captcha v3: the fresh challenge the server registered for this attempt (checked, not trusted).
  const v3 = geetest3ChallengeOf(data?.v3);
  if (v3) settings.v3 = v3;
  try {
    return { token: await env.captcha.run(settings), geetest: settings.mode === 'v3' || settings.mode === 'v4' };
  } catch (error) {
    if (error instanceof CaptchaCancelledError) throw new SignInStoppedError('captcha cancelled');
    if (error instanceof CaptchaFailedError) {
      env.notify('error', env.t('login.captchaFailed'));
      throw new SignInStoppedError('captcha');
    }
    throw error;
  }
}

/** The GeeTest widget's answer as the object /gtlogin takes (its text fields), or undefined for any other token. */
function geetestDataOf(answer: CaptchaAnswer): Record<string, string> | undefined {
  if (!answer.geetest || answer.token === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(answer.token);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The one-time ticket of a sign-in answer (for a forward-url), or '' when it has none. */
function oneTimeTicketOf(answer: { data?: unknown }): string {
  const data = answer.data;
  const ticket = data && typeof data === 'object' ? (data as { ticket?: unknown }).ticket : undefined;
  return typeof ticket === 'string' ? ticket : '';
}

/**
 * Reads session-info, keeps the user and goes on; resolves with the user.
 * `ticket` is the sign-in answer's one-time ticket: only a forward-url gets
 * it, it is not stored.
 */
async function finish(env: SignInEnvironment, ticket: string): Promise<UserInfo> {
  const { data } = await env.api.request<unknown>({ method: 'post', url: '/eps/auth/cas/session-info' });
  if (!isUserInfo(data)) {
    env.notify('error', env.t('login.sessionInfoFailed'));
    throw new SignInStoppedError('session-info');
  }
  // Where to go is settled before the user is stored: a page that sends signed-in
  // visitors away must see both changes together.
  const { origin, search } = env.location();
  const destination = destinationAfterSignIn(search, origin, await env.allowedOrigins().catch(() => []), ticket);
  env.setUser(data);
  env.go(destination);
  return data;
}

function requireAgreement(env: SignInEnvironment, agreed: unknown): void {
  // spec portal-shell 4 and 5: login is blocked until the agreement is ticked.
  if (agreed !== true) {
    env.notify('warning', env.t('validation.agreement'));
    throw new SignInStoppedError('agreement');
  }
}

/**
 * Account ('1') or phone ('2') sign-in from the login form.
 * @example await signIn({ loginType: '1', agreement: true, username: 'buyer', password: 'x', remember: true }, env)
 */
export async function signIn(input: SignInInput, env: SignInEnvironment): Promise<UserInfo> {
  requireAgreement(env, input.agreement);
  if (input.loginType === '2' && !text(input.key)) {
    env.notify('warning', env.t('login.messages.getCodeFirst'));
    throw new SignInStoppedError('no code key');
  }
  await lockLanguage(env);
  const challenge = await captchaToken(env);
  if (input.loginType === '2') {
    // Phone login sends phone, key and code, encoded as one value (spec 7).
    const data = encodeText(`${text(input.phone)}:${text(input.key)}:${text(input.code)}`);
    const answer = await env.api.request({ method: 'post', url: '/eps/auth/cas/login/phone', data: { data, eps_challenge: challenge.token } });
    return finish(env, oneTimeTicketOf(answer));
  }
  const username = text(input.username);
  const password = typeof input.password === 'string' ? input.password : '';
  // spec 7: with a GeeTest widget the account sign-in is /gtlogin with its answer as `gtData`.
  const gtData = geetestDataOf(challenge);
  const answer = await env.api.request(
    gtData
      ? { method: 'post', url: '/eps/auth/cas/gtlogin', data: { mobile: username, password: encodeText(password), gtData } }
      : { method: 'post', url: '/eps/auth/cas/login', data: { mobile: username, password: encodeText(password), eps_challenge: challenge.token } },
  );
  // spec portal-shell 4: ticked, the login is kept 7 days; otherwise the entry is removed.
  if (input.remember === true) await env.rememberMe.save(username, password).catch(() => undefined);
  else env.rememberMe.remove();
  return finish(env, oneTimeTicketOf(answer));
}

/** The supplier admin sign-in (`/login-admin`): account, password, admin code and supplier account. */
export async function adminSignIn(input: AdminSignInInput, env: SignInEnvironment): Promise<UserInfo> {
  await lockLanguage(env);
  const challenge = await captchaToken(env);
  const answer = await env.api.request({
    method: 'post',
    url: '/eps/usercenter/cas/login-admin',
    data: {
      mobile: text(input.username),
      password: encodeText(typeof input.password === 'string' ? input.password : ''),
      eps_challenge: challenge.token,
      code: text(input.code),
      supplierAccount: text(input.supplierAccount),
    },
  });
  return finish(env, oneTimeTicketOf(answer));
}
