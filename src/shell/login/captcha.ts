/**
 * The verification challenge before sign-in (spec portal-shell 4, 8, 9).
 * The mode comes from EPS_LOGIN_GEE_TEST: 'N' none, 'Y4' captcha v4 (with
 * an id and a server list), anything else captcha v3. The challenge itself
 * is pluggable: a {@link CaptchaVerifier} per mode. After 3 failures the
 * step stops asking and resolves empty, so sign-in is never locked out by
 * an unreachable verification server.
 */

/** How the login page verifies a person. */
export type CaptchaMode = 'none' | 'v3' | 'v4';

/** spec portal-shell 9: captcha retries. */
export const CAPTCHA_MAX_FAILURES = 3;

/** The mode named by the EPS_LOGIN_GEE_TEST value. */
export function captchaModeOf(value: string | null | undefined): CaptchaMode {
  const mode = (value ?? '').trim();
  if (mode === 'N') return 'none';
  if (mode === 'Y4') return 'v4';
  return 'v3';
}

/** What the server told the page about its captcha (GET /eps/auth/cas/register). */
export interface CaptchaSettings {
  mode: CaptchaMode;
  /** Captcha v4 id (EPS_GEE_TEST_CID). */
  captchaId: string | null;
  /** Captcha v4 server list (EPS_GEE_TEST_API). */
  api: string | null;
}

/**
 * Runs one challenge and resolves with the token the sign-in call sends
 * (`eps_challenge`), or rejects when the person or the service failed.
 */
export interface CaptchaVerifier {
  verify(settings: CaptchaSettings): Promise<string>;
}

/**
 * The verifier used when no provider is installed for a mode: the
 * reference deployment has no captcha service, so every attempt fails and
 * the step resolves empty after {@link CAPTCHA_MAX_FAILURES} (spec 4).
 */
export const unavailableVerifier: CaptchaVerifier = {
  verify: () => Promise.reject(new Error('No captcha provider is installed')),
};

const installed: Partial<Record<Exclude<CaptchaMode, 'none'>, CaptchaVerifier>> = {};

/**
 * Installs the verifier of a captcha mode for the login pages (a deployment
 * with a captcha service plugs its client in here, once, at start-up).
 * @example installCaptchaVerifier('v4', { verify: (s) => myGeetestV4(s.captchaId, s.api) });
 */
export function installCaptchaVerifier(mode: Exclude<CaptchaMode, 'none'>, verifier: CaptchaVerifier): void {
  installed[mode] = verifier;
}

/** The verifiers installed so far (a copy). */
export function installedCaptchaVerifiers(): Partial<Record<Exclude<CaptchaMode, 'none'>, CaptchaVerifier>> {
  return { ...installed };
}

/** The failure a caller shows ('connection to verification server failed, please retry'). */
export class CaptchaFailedError extends Error {
  constructor(readonly failures: number) {
    super('captcha failed');
    this.name = 'CaptchaFailedError';
  }
}

/** One captcha step per page, counting failures across sign-in attempts. */
export interface CaptchaStep {
  /**
   * Resolves with the token, or '' when the mode is none or after the third
   * failure; rejects with {@link CaptchaFailedError} on the first two.
   */
  run(settings: CaptchaSettings): Promise<string>;
  readonly failures: number;
}

/**
 * Makes the captcha step of a login page.
 * @example
 *   const step = createCaptchaStep({ v3: geetestV3, v4: geetestV4 });
 *   const token = await step.run(settings); // '' when EPS_LOGIN_GEE_TEST is N
 */
export function createCaptchaStep(verifiers: Partial<Record<Exclude<CaptchaMode, 'none'>, CaptchaVerifier>> = {}): CaptchaStep {
  let failures = 0;
  return {
    get failures() {
      return failures;
    },
    async run(settings) {
      if (settings.mode === 'none' || failures >= CAPTCHA_MAX_FAILURES) return '';
      const verifier = verifiers[settings.mode] ?? unavailableVerifier;
      try {
        return await verifier.verify(settings);
      } catch {
        failures += 1;
        if (failures >= CAPTCHA_MAX_FAILURES) return '';
        throw new CaptchaFailedError(failures);
      }
    },
  };
}
