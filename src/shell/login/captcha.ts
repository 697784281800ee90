/**
 * The verification challenge before sign-in (spec portal-shell 4, 8, 9).
 * The mode comes from EPS_LOGIN_GEE_TEST: 'N' none, 'BUILTIN' the reference
 * server's own challenge, 'Y4' captcha v4 (with an id and a server list),
 * anything else captcha v3. The challenge itself is pluggable: a
 * {@link CaptchaVerifier} per mode. The spec's "after 3 failures
 * the step resolves empty" let a third try skip verification; the server now
 * checks the token, so every failure is reported and nothing is skipped.
 */

/** How the login page verifies a person. */
export type CaptchaMode = 'none' | 'builtin' | 'v3' | 'v4';


/** The mode named by the EPS_LOGIN_GEE_TEST value. */
export function captchaModeOf(value: string | null | undefined): CaptchaMode {
  const mode = (value ?? '').trim();
  if (mode === 'N') return 'none';
  if (mode === 'BUILTIN') return 'builtin';
  if (mode === 'Y4') return 'v4';
  return 'v3';
}

/**
 * The GeeTest v3 challenge the server registered for this attempt (server/auth/captchaGeetest3.ts).
 * `success: 0` means GeeTest could not be asked: the page refuses rather than run offline.
 */
export type Geetest3Challenge = { success: 1; gt: string; challenge: string; newCaptcha: boolean } | { success: 0 };

/** The `v3` field of the register answer; anything malformed counts as `success: 0` (a failure, not a crash). */
export function geetest3ChallengeOf(value: unknown): Geetest3Challenge | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object') return { success: 0 };
  const { success, gt, challenge, newCaptcha } = value as Record<string, unknown>;
  if (success !== 1 || typeof gt !== 'string' || !gt.trim() || typeof challenge !== 'string' || !challenge.trim()) return { success: 0 };
  return { success: 1, gt: gt.trim(), challenge: challenge.trim(), newCaptcha: newCaptcha !== false };
}

/** What the server told the page about its captcha (GET /eps/auth/cas/register). */
export interface CaptchaSettings {
  mode: CaptchaMode;
  /** Captcha v4 id (EPS_GEE_TEST_CID). */
  captchaId: string | null;
  /** Captcha v4 server list (EPS_GEE_TEST_API). */
  api: string | null;
  /** Captcha v3: this attempt's challenge (mode v3 only). */
  v3?: Geetest3Challenge;
}

/**
 * Runs one challenge and resolves with the token the sign-in call sends
 * (`eps_challenge`), or rejects when the person or the service failed.
 */
export interface CaptchaVerifier {
  verify(settings: CaptchaSettings): Promise<string>;
}

/** The verifier used when no provider is installed for a mode: every attempt fails (and is reported). */
export const unavailableVerifier: CaptchaVerifier = {
  verify: () => Promise.reject(new Error('No captcha provider is installed')),
};

/** The person closed the challenge: sign-in stops without a notice. */
export class CaptchaCancelledError extends Error {
  constructor() {
    super('captcha cancelled');
    this.name = 'CaptchaCancelledError';
  }
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
   * Resolves with the token, or '' when the mode is none; rejects with
   * {@link CaptchaCancelledError} when the person closed it, else with
   * {@link CaptchaFailedError} (every time: a failure is never skipped).
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
      if (settings.mode === 'none') return '';
      const verifier = verifiers[settings.mode] ?? unavailableVerifier;
      try {
        return await verifier.verify(settings);
      } catch (error) {
        if (error instanceof CaptchaCancelledError) throw error;
        failures += 1;
        throw new CaptchaFailedError(failures);
      }
    },
  };
}
