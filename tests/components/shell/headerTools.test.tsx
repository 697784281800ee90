/**
 * The top bar's full screen, help manual and customer service buttons
 * (untested until now; spec portal-shell 2.3).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SERVICE_PARAM, CustomerServiceButton, FullscreenToggle, HelpManualButton, helpManualUrl } from '../../../src/shell/layout/HeaderTools';
import { paramsAtom } from '../../../src/shell/routing/portalData';
import { renderShell } from './harness';

afterEach(() => vi.restoreAllMocks());

describe('top bar tools', () => {
  it('full screen: asks the browser for full screen, then offers to leave it', async () => {
    let element: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
    const request = vi.fn(() => {
      element = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      element = null;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    document.documentElement.requestFullscreen = request;
    document.exitFullscreen = exit;
    renderShell(<FullscreenToggle />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '全屏' })));
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '退出全屏' })));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '全屏' })).toBeTruthy();
  });

  it('help manual: a page without a manual says so instead of opening a window; the manual address carries the menu path and id', async () => {
    const { env } = renderShell(<HelpManualButton />, { path: '/pages/main/home' });
    fireEvent.click(screen.getByRole('button', { name: '帮助手册' }));
    expect(env.windows).toEqual([]);
    expect(env.notices).toEqual([{ level: 'info', message: '当前页面没有帮助手册' }]);
    expect(helpManualUrl('/pages/main/workbench/todo', 'doc 7')).toBe('/docs-ui/#/app/pages/main/workbench/todo?id=doc%207');
  });

  it('customer service: hidden without its parameter, opens the configured address', () => {
    const without = renderShell(<CustomerServiceButton />);
    expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull();
    without.unmount();
    const store = createStore();
    store.set(paramsAtom, { [CUSTOMER_SERVICE_PARAM]: 'https://service.example.com/chat' });
    const { env } = renderShell(<CustomerServiceButton />, { store });
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(env.windows).toEqual(['https://service.example.com/chat']);
  });
});
