/**
 * The GeeTest v4 client (EPS_LOGIN_GEE_TEST = 'Y4'): loads
 * GeeTest's gt4.js once, shows its challenge and resolves with the JSON of
 * its result (lot_number, captcha_output, pass_token, gen_time), which the
 * sign-in sends as `eps_challenge` and the server validates with its private
 * key (server/auth/captchaGeetest.ts). Never fails open: a script that does
 * not load (blocked, offline, CSP without the GeeTest hosts), a missing id,
 * an error or an empty result all reject, so the sign-in stops with the
 * spec's "connection to verification server failed"; closing it cancels.
 */
import { CaptchaCancelledError, type CaptchaSettings, type CaptchaVerifier } from './captcha';
import { loadGlobalScript } from './scriptLoader';

/** GeeTest's v4 loader script. */
export const GEETEST4_SCRIPT = 'https://static.geetest.com/v4/gt4.js';
/** How long the script may take to load. */
export const GEETEST4_LOAD_TIMEOUT_MS = 15_000;

/** The part of GeeTest's captcha object used here. */
export interface Geetest4Captcha {
  onReady(callback: () => void): Geetest4Captcha;
  onSuccess(callback: () => void): Geetest4Captcha;
  onError(callback: (error?: { code?: number | string; msg?: string }) => void): Geetest4Captcha;
  onClose(callback: () => void): Geetest4Captcha;
  showCaptcha(): void;
  getValidate(): Readonly<Record<string, string>> | false | null | undefined;
}

export interface Geetest4Config {
  captchaId: string;
  product: 'bind';
  language: 'zho' | 'eng';
  apiServers?: string[];
}

export type InitGeetest4 = (config: Geetest4Config, ready: (captcha: Geetest4Captcha) => void) => void;

declare global {
  interface Window {
    initGeetest4?: InitGeetest4;
  }
}

/** Loads gt4.js once; a failed load is forgotten so the next try loads again. */
export function loadGeetest4(src: string = GEETEST4_SCRIPT, timeoutMs: number = GEETEST4_LOAD_TIMEOUT_MS): Promise<InitGeetest4> {
  return loadGlobalScript(src, () => window.initGeetest4, timeoutMs);
}

/** EPS_GEE_TEST_API ("a server list", comma-separated URLs or hosts) as GeeTest's apiServers (hosts). */
export function apiServersOf(api: string | null): string[] {
  return (api ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
    .filter((host) => host !== '');
}

/**
 * The v4 verifier.
 * @example createCaptchaStep({ v4: geetestV4Verifier({ language: () => i18n.language }) })
 */
export function geetestV4Verifier(options: { language: () => string; load?: () => Promise<InitGeetest4> }): CaptchaVerifier {
  return {
    async verify(settings: CaptchaSettings) {
      const captchaId = settings.captchaId?.trim();
      if (!captchaId) throw new Error('EPS_GEE_TEST_CID is not set');
      const init = await (options.load ?? loadGeetest4)();
      const servers = apiServersOf(settings.api);
      const config: Geetest4Config = {
        captchaId,
        product: 'bind',
        language: options.language().startsWith('en') ? 'eng' : 'zho',
        ...(servers.length > 0 ? { apiServers: servers } : {}),
      };
      return new Promise<string>((resolve, reject) => {
        init(config, (captcha) => {
          captcha
            .onReady(() => captcha.showCaptcha())
            .onSuccess(() => {
              const result = captcha.getValidate();
              if (result && typeof result === 'object') resolve(JSON.stringify(result));
              else reject(new Error('GeeTest gave no result'));
            })
            .onError((error) => reject(new Error(`GeeTest error ${String(error?.code ?? '')}`)))
            .onClose(() => reject(new CaptchaCancelledError()));
        });
      });
    },
  };
}
