/** The captcha step (spec portal-shell 4, 9): modes from EPS_LOGIN_GEE_TEST, a pluggable verifier, every failure reported (never skipped). */
import { describe, expect, it } from 'vitest';
import { CaptchaCancelledError, CaptchaFailedError, captchaModeOf, createCaptchaStep, type CaptchaSettings } from '../../../../src/shell/login/captcha';

const settings = (mode: CaptchaSettings['mode']): CaptchaSettings => ({ mode, captchaId: null, api: null });

describe('captcha step', () => {
  it('maps the parameter: N none, BUILTIN the server\'s own, Y4 v4, anything else v3', () => {
    expect(captchaModeOf('N')).toBe('none');
    expect(captchaModeOf('BUILTIN')).toBe('builtin');
    expect(captchaModeOf('Y4')).toBe('v4');
    expect(captchaModeOf('Y')).toBe('v3');
    expect(captchaModeOf('')).toBe('v3');
    expect(captchaModeOf(undefined)).toBe('v3');
  });

  it("resolves empty without asking anyone in mode 'none'", async () => {
    let calls = 0;
    const step = createCaptchaStep({ v3: { verify: () => Promise.resolve(`t${++calls}`) } });
    expect(await step.run(settings('none'))).toBe('');
    expect(calls).toBe(0);
  });

  it('passes the token of the verifier installed for the mode', async () => {
    const seen: CaptchaSettings[] = [];
    const step = createCaptchaStep({ v4: { verify: (s) => (seen.push(s), Promise.resolve('tok-4')) } });
    expect(await step.run({ mode: 'v4', captchaId: 'cid', api: 'https://gt.example' })).toBe('tok-4');
    expect(seen).toEqual([{ mode: 'v4', captchaId: 'cid', api: 'https://gt.example' }]);
  });

  // We change the spec's "after 3 failures resolve empty": a third try skipped verification.
  it('rejects on every failure, the third and later ones too', async () => {
    let calls = 0;
    const step = createCaptchaStep({ v3: { verify: () => (calls++, Promise.reject(new Error('down'))) } });
    for (let i = 0; i < 5; i += 1) await expect(step.run(settings('v3'))).rejects.toBeInstanceOf(CaptchaFailedError);
    expect(step.failures).toBe(5);
    expect(calls).toBe(5);
  });

  it('treats a mode without an installed verifier as failing, every time', async () => {
    const step = createCaptchaStep();
    for (let i = 0; i < 4; i += 1) await expect(step.run(settings('v4'))).rejects.toBeInstanceOf(CaptchaFailedError);
  });

  it('passes a cancel through without counting it as a failure', async () => {
    const step = createCaptchaStep({ builtin: { verify: () => Promise.reject(new CaptchaCancelledError()) } });
    await expect(step.run(settings('builtin'))).rejects.toBeInstanceOf(CaptchaCancelledError);
    expect(step.failures).toBe(0);
  });
});
