/** What the portal does with a sub-app's messages: context requests, navigation inside the allow-list only. */
import { describe, expect, it, vi } from 'vitest';
import { createSubAppHandler } from '../../../../src/shell/embedding/messageTypes';
import { subAppContext } from '../../../../src/shell/embedding/subAppContext';

const PORTAL = 'http://127.0.0.1:8080';

function handler() {
  const navigate = vi.fn();
  const log = vi.fn();
  const context = subAppContext(null, 'en');
  return { navigate, log, handle: createSubAppHandler('demo-ui', { context: () => context, navigate, portalOrigin: PORTAL, log }) };
}

describe('sub-app message types', () => {
  it('answers a context request with the context', () => {
    const { handle } = handler();
    expect(handle({ type: 'context', status: 'request' })).toEqual({ user: null, tenant: null, language: 'en', ticket: null });
  });

  it('navigates the portal to one of its own paths', () => {
    const { handle, navigate } = handler();
    handle({ type: 'navigate', status: 'pass', params: { path: '/pages/main/home?x=1' } });
    handle({ type: 'navigate', status: 'pass', params: { path: `${PORTAL}/pages/main/todo` } });
    expect(navigate.mock.calls).toEqual([['/pages/main/home?x=1'], ['/pages/main/todo']]);
  });

  it('refuses and logs navigation outside the redirect allow-list', () => {
    const { handle, navigate, log } = handler();
    for (const path of ['https://evil.example.com/', '//evil.example.com', 'javascript:alert(1)', undefined]) {
      handle({ type: 'navigate', status: 'pass', params: { path } });
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(4);
  });

  it('logs unknown types but not responses', () => {
    const { handle, log } = handler();
    handle({ type: 'mystery', status: 'pass' });
    handle({ type: 'mystery', status: 'response' });
    handle({ type: 'ready', status: 'pass' });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('ignore-risk: the company-register app (em-ui) puts the redirect off; any other app is refused and logged', () => {
    const context = subAppContext(null, 'en');
    const ignoreRisk = vi.fn();
    const log = vi.fn();
    const fromRegister = createSubAppHandler('em-ui', { context: () => context, navigate: vi.fn(), ignoreRisk, portalOrigin: PORTAL, log });
    expect(fromRegister({ type: 'ignore-risk', status: 'pass' })).toBeUndefined();
    expect(ignoreRisk).toHaveBeenCalledTimes(1);
    const fromOther = createSubAppHandler('demo-ui', { context: () => context, navigate: vi.fn(), ignoreRisk, portalOrigin: PORTAL, log });
    fromOther({ type: 'ignore-risk', status: 'pass' });
    expect(ignoreRisk).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('demo-ui: "ignore-risk" refused'));
  });
});
