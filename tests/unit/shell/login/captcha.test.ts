/** The captcha step (spec portal-shell 4, 9): modes from EPS_LOGIN_GEE_TEST, a pluggable verifier, 3 failures then empty. */
import { describe, expect, it } from 'vitest';
import { CaptchaFailedError, captchaModeOf, createCaptchaStep, type CaptchaSettings } from '../../../../src/shell/login/captcha';

const settings = (mode: CaptchaSettings['mode']): CaptchaSettings => ({ mode, captchaId: null, api: null });

describe('captcha step', () => {
  it('maps the parameter: N none, Y4 v4, anything else v3', () => {
    expect(captchaModeOf('N')).toBe('none');
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

  it('rejects on the first two failures, then resolves empty from the third on', async () => {
    let calls = 0;
    const step = createCaptchaStep({ v3: { verify: () => (calls++, Promise.reject(new Error('down'))) } });
    await expect(step.run(settings('v3'))).rejects.toBeInstanceOf(CaptchaFailedError);
    await expect(step.run(settings('v3'))).rejects.toBeInstanceOf(CaptchaFailedError);
    expect(await step.run(settings('v3'))).toBe('');
    expect(step.failures).toBe(3);
    expect(await step.run(settings('v3'))).toBe('');
    expect(calls).toBe(3);
  });

  it('treats a mode without an installed verifier as failing (3 tries, then empty)', async () => {
    const step = createCaptchaStep();
    await expect(step.run(settings('v4'))).rejects.toBeInstanceOf(CaptchaFailedError);
    await expect(step.run(settings('v4'))).rejects.toBeInstanceOf(CaptchaFailedError);
    expect(await step.run(settings('v4'))).toBe('');
  });
});
