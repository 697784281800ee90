// @vitest-environment jsdom
/** Success toasts are announced through a polite live region. */
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { describe, expect, it, vi } from 'vitest';
import type { ApiProvider, I18nProvider } from '@core/env';
import { createPortalEnv } from '../../../../src/shell/env/createPortalEnv';
import { announce } from '../../../../src/shell/env/liveAnnouncer';

const region = (): HTMLElement | null => document.getElementById('eps-live-status');

describe('live announcer', () => {
  it('fills one polite, visually hidden status region, again for a repeated text', async () => {
    announce('Saved');
    await vi.waitFor(() => expect(region()?.textContent).toBe('Saved'));
    expect(region()?.getAttribute('aria-live')).toBe('polite');
    expect(region()?.getAttribute('role')).toBe('status');
    announce('Saved');
    expect(region()?.textContent).toBe('');
    await vi.waitFor(() => expect(region()?.textContent).toBe('Saved'));
    expect(document.querySelectorAll('#eps-live-status')).toHaveLength(1);
  });

  it("the portal env announces its success toasts (antd's message is not a live region)", async () => {
    const message = { success: vi.fn(() => Promise.resolve(true)) } as unknown as MessageInstance;
    const env = createPortalEnv({
      api: {} as ApiProvider,
      i18n: { t: (key: string) => key } as unknown as I18nProvider,
      message,
      notification: {} as NotificationInstance,
      modal: {} as ModalHookAPI,
      navigate: () => undefined,
      logout: () => Promise.resolve(),
      hasPermission: () => false,
    });
    env.notify('success', 'Contact saved');
    expect(message.success).toHaveBeenCalled();
    await vi.waitFor(() => expect(region()?.textContent).toBe('Contact saved'));
  });
});
