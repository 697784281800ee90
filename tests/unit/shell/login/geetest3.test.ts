// @vitest-environment jsdom
/**
 * The GeeTest v3 client: with the challenge the server registered
 * it loads gt.js once, passes gt, challenge and language, resolves with the
 * JSON result GeeTest gives, and rejects (never resolves empty) when there is
 * no challenge, GeeTest is offline (success 0: its failback mode would accept
 * anything), the script does not load, GeeTest reports an error, gives no
 * result or never starts; closing cancels. The sign-in passes the register
 * answer's v3 field through, checked. GeeTest itself is a stand-in here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiProvider } from '@core/env';
import { CaptchaCancelledError, CaptchaFailedError, createCaptchaStep, geetest3ChallengeOf, type CaptchaSettings } from '../../../../src/shell/login/captcha';
import { geetestV3Verifier, loadGeetest3, type Geetest3Captcha, type Geetest3Config, type InitGeetest3 } from '../../../../src/shell/login/geetest3';
import { signIn, SignInStoppedError, type SignInEnvironment } from '../../../../src/shell/login/signIn';

const SETTINGS: CaptchaSettings = { mode: 'v3', captchaId: null, api: null, v3: { success: 1, gt: 'gt-1', challenge: 'c'.repeat(32), newCaptcha: true } };
const RESULT = { geetest_challenge: `${'c'.repeat(32)}xy`, geetest_validate: 'v', geetest_seccode: 'v|jordan' };

type Outcome = 'success' | 'empty' | 'error' | 'close' | 'never';

function fakeGeetest(outcome: Outcome, seen: Geetest3Config[], destroyed: { count: number } = { count: 0 }): InitGeetest3 {
  return (config, ready) => {
    seen.push(config);
    if (outcome === 'never') return;
    const handlers: Partial<Record<'ready' | 'success' | 'error' | 'close', (arg?: unknown) => void>> = {};
    const captcha: Geetest3Captcha = {
      onReady: (cb) => (handlers.ready = cb),
      onSuccess: (cb) => (handlers.success = cb),
      onError: (cb) => (handlers.error = cb),
      onClose: (cb) => (handlers.close = cb),
      verify: () => {
        if (outcome === 'success' || outcome === 'empty') handlers.success?.();
        else if (outcome === 'error') handlers.error?.({ error_code: 'error_21' });
        else handlers.close?.();
      },
      getValidate: () => (outcome === 'success' ? { ...RESULT, extra: 'dropped' } : false),
      destroy: () => void (destroyed.count += 1),
    };
    ready(captcha);
    handlers.ready?.();
  };
}

afterEach(() => {
  delete window.initGeetest;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  vi.useRealTimers();
});

describe('GeeTest v3 client', () => {
  it('resolves with the JSON of GeeTest result, online, in the page language, then destroys the pop-up', async () => {
    const seen: Geetest3Config[] = [];
    const destroyed = { count: 0 };
    const verifier = geetestV3Verifier({ language: () => 'en', load: () => Promise.resolve(fakeGeetest('success', seen, destroyed)) });
    await expect(verifier.verify(SETTINGS)).resolves.toBe(JSON.stringify(RESULT));
    expect(seen).toEqual([{ gt: 'gt-1', challenge: 'c'.repeat(32), offline: false, new_captcha: true, product: 'bind', lang: 'en', https: true, onError: expect.any(Function) }]);
    await vi.waitFor(() => expect(destroyed.count).toBe(1));
    await geetestV3Verifier({ language: () => 'zh-cn', load: () => Promise.resolve(fakeGeetest('success', seen)) }).verify({ ...SETTINGS, api: 'https://gt3.example.com/' });
    expect(seen[1]).toMatchObject({ lang: 'zh-cn', api_server: 'gt3.example.com' });
  });

  it('fails, every time, on an error, an empty result, a script error or GeeTest never starting; closing cancels', async () => {
    const seen: Geetest3Config[] = [];
    const step = (outcome: Outcome) => createCaptchaStep({ v3: geetestV3Verifier({ language: () => 'zh-cn', load: () => Promise.resolve(fakeGeetest(outcome, seen)), readyTimeoutMs: 20 }) });
    await expect(step('error').run(SETTINGS)).rejects.toBeInstanceOf(CaptchaFailedError);
    await expect(step('empty').run(SETTINGS)).rejects.toBeInstanceOf(CaptchaFailedError);
    await expect(step('never').run(SETTINGS)).rejects.toBeInstanceOf(CaptchaFailedError);
    await expect(step('close').run(SETTINGS)).rejects.toBeInstanceOf(CaptchaCancelledError);
    // gt.js reports a widget script that did not load through the config's onError.
    const scriptError: InitGeetest3 = (config) => config.onError?.('网络错误');
    await expect(createCaptchaStep({ v3: geetestV3Verifier({ language: () => 'en', load: () => Promise.resolve(scriptError) }) }).run(SETTINGS)).rejects.toBeInstanceOf(CaptchaFailedError);
  });

  it('refuses without loading anything when the server has no challenge or GeeTest is offline (success 0)', async () => {
    const load = vi.fn(() => Promise.resolve(fakeGeetest('success', [])));
    const step = createCaptchaStep({ v3: geetestV3Verifier({ language: () => 'en', load }) });
    await expect(step.run({ ...SETTINGS, v3: { success: 0 } })).rejects.toEqual(new CaptchaFailedError(1));
    const { v3: _dropped, ...noChallenge } = SETTINGS;
    await expect(step.run(noChallenge)).rejects.toEqual(new CaptchaFailedError(2));
    expect(load).not.toHaveBeenCalled();
  });

  it('rejects when gt.js does not load, every try, and loads it once when it does', async () => {
    const unloadable = createCaptchaStep({ v3: geetestV3Verifier({ language: () => 'en', load: () => loadGeetest3('https://static.example.invalid/gt.js') }) });
    for (let i = 1; i <= 3; i += 1) {
      const attempt = unloadable.run(SETTINGS);
      await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));
      await expect(attempt).rejects.toEqual(new CaptchaFailedError(i));
    }
    const first = loadGeetest3('https://static.example.com/gt.js');
    const second = loadGeetest3('https://static.example.com/gt.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    const init = fakeGeetest('success', []);
    window.initGeetest = init;
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(init);
    await expect(second).resolves.toBe(init);
  });

  it('rejects a script that loads but defines no initGeetest, and one that times out', async () => {
    const empty = loadGeetest3('https://static.example.com/empty.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow(/defined nothing/);
    vi.useFakeTimers();
    const slow = loadGeetest3('https://static.example.com/slow.js', 1000);
    vi.advanceTimersByTime(1001);
    await expect(slow).rejects.toThrow(/timed out/);
  });
});

describe('the register answer (signIn)', () => {
  it('reads the v3 challenge, and a malformed one as offline (a failure, not a crash)', () => {
    expect(geetest3ChallengeOf(undefined)).toBeUndefined();
    expect(geetest3ChallengeOf({ success: 1, gt: 'g', challenge: 'c', newCaptcha: true })).toEqual({ success: 1, gt: 'g', challenge: 'c', newCaptcha: true });
    for (const bad of ['x', 7, { success: 1, gt: 5, challenge: 'c' }, { success: 1, gt: 'g', challenge: '' }, { success: '1', gt: 'g', challenge: 'c' }, { success: 0 }]) {
      expect(geetest3ChallengeOf(bad)).toEqual({ success: 0 });
    }
  });

  it('passes the v3 challenge of GET /eps/auth/cas/register to the captcha step', async () => {
    for (const [v3, expected] of [
      [{ success: 1, gt: 'g', challenge: 'c', newCaptcha: true }, { success: 1, gt: 'g', challenge: 'c', newCaptcha: true }],
      ['garbage', { success: 0 }],
    ] as const) {
      const seen: CaptchaSettings[] = [];
      const api: ApiProvider = {
        request: <T,>(request: { url: string }) =>
          Promise.resolve({ code: '200', data: (request.url === '/eps/auth/cas/register' ? { mode: 'Y', captchaId: 'cid', api: null, v3 } : null) as T }),
      };
      const captcha = createCaptchaStep({ v3: { verify: (s) => (seen.push(s), Promise.reject(new CaptchaCancelledError())) } });
      const env = { api, language: () => 'en', captcha, notify: () => undefined, t: (k: string) => k } as unknown as SignInEnvironment; // only what signIn reaches before the captcha
      await expect(signIn({ loginType: '1', agreement: true, username: 'u', password: 'p' }, env)).rejects.toBeInstanceOf(SignInStoppedError);
      expect(seen).toEqual([{ mode: 'v3', captchaId: 'cid', api: null, v3: expected }]);
    }
  });
});
