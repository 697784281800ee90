/**
 * The GeeTest v3 client (EPS_LOGIN_GEE_TEST other than N, BUILTIN and Y4):
 * with the challenge the server registered for this attempt
 * (GET /eps/auth/cas/register's `v3`), it loads GeeTest's gt.js once, shows
 * the challenge as a pop-up (product 'bind') and resolves with the JSON of
 * its result (geetest_challenge, geetest_validate, geetest_seccode), which
 * the sign-in sends as `eps_challenge` and the server checks with GeeTest
 * (server/auth/captchaGeetest.ts). Never fails open: no challenge, an
 * offline one (`success: 0`, GeeTest's "failback" mode, which accepts
 * anything), a script that does not load, an error or an empty result all
 * reject; closing it cancels.
 */
import { CaptchaCancelledError, type CaptchaSettings, type CaptchaVerifier } from './captcha';
import { apiServersOf } from './geetest4';
import { loadGlobalScript } from './scriptLoader';

/** GeeTest's v3 loader script (defines window.initGeetest). */
export const GEETEST3_SCRIPT = 'https://static.geetest.com/static/tools/gt.js';
/** How long gt.js may take to load, and then how long until GeeTest hands over its captcha object. */
export const GEETEST3_LOAD_TIMEOUT_MS = 15_000;

/** What the widget gives after a solved challenge. */
export interface Geetest3Result {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** The part of GeeTest's v3 captcha object used here (not relying on its chaining). */
export interface Geetest3Captcha {
  onReady(callback: () => void): unknown;
  onSuccess(callback: () => void): unknown;
  onError(callback: (error?: unknown) => void): unknown;
  onClose(callback: () => void): unknown;
  verify(): void;
  getValidate(): Partial<Geetest3Result> | false | null | undefined;
  destroy?(): void;
}

export interface Geetest3Config {
  gt: string;
  challenge: string;
  offline: false;
  new_captcha: boolean;
  product: 'bind';
  lang: 'zh-cn' | 'en';
  https: true;
  /** A private GeeTest service (EPS_GEE_TEST_API), the one the server registered with. */
  api_server?: string;
  /** gt.js reports a widget script that did not load only here (without it, it throws where nobody catches). */
  onError?: (message?: unknown) => void;
}

export type InitGeetest3 = (config: Geetest3Config, ready: (captcha: Geetest3Captcha) => void) => void;

declare global {
  interface Window {
    initGeetest?: InitGeetest3;
  }
}

/** Loads gt.js once; a failed load is forgotten so the next try loads again. */
export function loadGeetest3(src: string = GEETEST3_SCRIPT, timeoutMs: number = GEETEST3_LOAD_TIMEOUT_MS): Promise<InitGeetest3> {
  return loadGlobalScript(src, () => window.initGeetest, timeoutMs);
}

function isResult(value: unknown): value is Geetest3Result {
  if (!value || typeof value !== 'object') return false;
  const fields = value as Record<string, unknown>;
  return ['geetest_challenge', 'geetest_validate', 'geetest_seccode'].every((k) => typeof fields[k] === 'string' && fields[k] !== '');
}

/**
 * The v3 verifier.
 * @example createCaptchaStep({ v3: geetestV3Verifier({ language: () => i18n.language }) })
 */
export function geetestV3Verifier(options: { language: () => string; load?: () => Promise<InitGeetest3>; readyTimeoutMs?: number }): CaptchaVerifier {
  return {
    async verify(settings: CaptchaSettings) {
      const v3 = settings.v3;
      if (!v3) throw new Error('The server registered no GeeTest v3 challenge');
      if (v3.success !== 1) throw new Error('GeeTest v3 is offline (register failed); refusing its failback mode');
      const init = await (options.load ?? loadGeetest3)();
      const [server] = apiServersOf(settings.api);
      return new Promise<string>((resolve, reject) => {
        let captcha: Geetest3Captcha | undefined;
        let settled = false;
        const settle = (outcome: () => void): void => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          outcome();
          // One challenge per attempt (the next sign-in registers a new one); after GeeTest's own callback returns.
          setTimeout(() => captcha?.destroy?.(), 0);
        };
        const fail = (why: string): void => settle(() => reject(new Error(why)));
        // GeeTest's type lookup and widget script load before the captcha object exists; they may hang.
        const timer = setTimeout(() => fail('GeeTest v3 did not start'), options.readyTimeoutMs ?? GEETEST3_LOAD_TIMEOUT_MS);
        const config: Geetest3Config = {
          gt: v3.gt,
          challenge: v3.challenge,
          offline: false,
          new_captcha: v3.newCaptcha,
          product: 'bind',
          lang: options.language().startsWith('en') ? 'en' : 'zh-cn',
          https: true,
          ...(server ? { api_server: server } : {}),
          onError: () => fail('GeeTest v3 script did not load'),
        };
        init(config, (created) => {
          // Too late (timed out or failed): this attempt is over, its pop-up must not show.
          if (settled) return void created.destroy?.();
          captcha = created;
          clearTimeout(timer);
          created.onReady(() => created.verify());
          created.onSuccess(() => {
            const result = created.getValidate();
            if (isResult(result)) {
              const { geetest_challenge, geetest_validate, geetest_seccode } = result;
              settle(() => resolve(JSON.stringify({ geetest_challenge, geetest_validate, geetest_seccode })));
            } else fail('GeeTest gave no result');
          });
          created.onError((error) => fail(`GeeTest error ${String((error as { error_code?: unknown } | undefined)?.error_code ?? '')}`));
          created.onClose(() => settle(() => reject(new CaptchaCancelledError())));
        });
      });
    },
  };
}
