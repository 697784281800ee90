// @vitest-environment jsdom
/**
 * The GeeTest v4 client: it loads gt4.js once, passes the id,
 * language and server list, resolves with the JSON result GeeTest gives, and
 * rejects (never resolves empty) when the script does not load, the id is
 * missing, GeeTest reports an error or gives no result; closing cancels.
 * GeeTest itself is a stand-in here (the edge we do not own).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaCancelledError, createCaptchaStep, CaptchaFailedError, type CaptchaSettings } from '../../../../src/shell/login/captcha';
import { apiServersOf, geetestV4Verifier, loadGeetest4, type Geetest4Captcha, type Geetest4Config, type InitGeetest4 } from '../../../../src/shell/login/geetest4';

const SETTINGS: CaptchaSettings = { mode: 'v4', captchaId: 'cid-1', api: 'https://gcaptcha4.example.com, gcaptcha4-backup.example.com' };
const RESULT = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };

type Outcome = 'success' | 'empty' | 'error' | 'close';

function fakeGeetest(outcome: Outcome, seen: Geetest4Config[]): InitGeetest4 {
  return (config, ready) => {
    seen.push(config);
    const handlers: Partial<Record<'ready' | 'success' | 'error' | 'close', (arg?: unknown) => void>> = {};
    const captcha: Geetest4Captcha = {
      onReady: (cb) => ((handlers.ready = cb), captcha),
      onSuccess: (cb) => ((handlers.success = cb), captcha),
      onError: (cb) => ((handlers.error = cb as (arg?: unknown) => void), captcha),
      onClose: (cb) => ((handlers.close = cb), captcha),
      showCaptcha: () => {
        if (outcome === 'success' || outcome === 'empty') handlers.success?.();
        else if (outcome === 'error') handlers.error?.({ code: 1, msg: 'network' });
        else handlers.close?.();
      },
      getValidate: () => (outcome === 'success' ? RESULT : false),
    };
    ready(captcha);
    handlers.ready?.();
  };
}

afterEach(() => {
  delete window.initGeetest4;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('GeeTest v4 client', () => {
  it('resolves with the JSON of GeeTest result, with the id, language and server hosts', async () => {
    const seen: Geetest4Config[] = [];
    const verifier = geetestV4Verifier({ language: () => 'en', load: () => Promise.resolve(fakeGeetest('success', seen)) });
    await expect(verifier.verify(SETTINGS)).resolves.toBe(JSON.stringify(RESULT));
    expect(seen).toEqual([{ captchaId: 'cid-1', product: 'bind', language: 'eng', apiServers: ['gcaptcha4.example.com', 'gcaptcha4-backup.example.com'] }]);
    expect(apiServersOf(null)).toEqual([]);
  });

  it('fails, every time, on an error, an empty result, a missing id or a script that does not load; closing cancels', async () => {
    const seen: Geetest4Config[] = [];
    const step = (outcome: Outcome) => createCaptchaStep({ v4: geetestV4Verifier({ language: () => 'zh-cn', load: () => Promise.resolve(fakeGeetest(outcome, seen)) }) });
    await expect(step('error').run(SETTINGS)).rejects.toBeInstanceOf(CaptchaFailedError);
    await expect(step('empty').run(SETTINGS)).rejects.toBeInstanceOf(CaptchaFailedError);
    await expect(step('success').run({ ...SETTINGS, captchaId: null })).rejects.toBeInstanceOf(CaptchaFailedError);
    await expect(step('close').run(SETTINGS)).rejects.toBeInstanceOf(CaptchaCancelledError);
    expect(seen.every((c) => c.language === 'zho')).toBe(true);

    // The real loader: a script that errors rejects, and four tries in a row all fail (no "third try skips").
    const unloadable = createCaptchaStep({ v4: geetestV4Verifier({ language: () => 'zh-cn', load: () => loadGeetest4('https://static.example.invalid/gt4.js') }) });
    for (let i = 1; i <= 4; i += 1) {
      const attempt = unloadable.run(SETTINGS);
      await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));
      await expect(attempt).rejects.toEqual(new CaptchaFailedError(i));
    }
  });

  it('loads the script once and uses its initGeetest4', async () => {
    const first = loadGeetest4('https://static.example.com/gt4.js');
    const second = loadGeetest4('https://static.example.com/gt4.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    const init = fakeGeetest('success', []);
    window.initGeetest4 = init;
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(init);
    await expect(second).resolves.toBe(init);
    await expect(loadGeetest4()).resolves.toBe(init);
  });
});
