/**
 * spec portal-shell 8: server error and warning notices are notifications
 * that stay until closed; success toasts go after 1500 ms. Real antd.
 */
import { act, render, screen } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiNotifier } from '../../../src/api';
import { createApiNotifier } from '../../../src/shell/env/apiNotifier';

let notifier: ApiNotifier | undefined;

function Capture(): ReactElement {
  const { message, notification } = AntApp.useApp();
  useEffect(() => {
    notifier = createApiNotifier(message, notification, (key) => key);
  }, [message, notification]);
  return <p>ready</p>;
}

function mount(): ApiNotifier {
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntApp>
        <Capture />
      </AntApp>
    </ConfigProvider>,
  );
  if (!notifier) throw new Error('notifier not captured');
  return notifier;
}

describe('api notices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps error and warning notifications until they are closed', async () => {
    const api = mount();
    act(() => {
      api.error('服务器响应错误');
      api.warning('菜单正在准备中');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByText('服务器响应错误')).not.toBeNull();
    expect(screen.getByText('菜单正在准备中')).not.toBeNull();
    // Closing is the user's choice.
    const close = document.querySelectorAll('.ant-notification-notice-close');
    expect(close.length).toBe(2);
  });

  it('shows one notice for the same text met twice (two reads refused alike), not two stacked', async () => {
    const api = mount();
    act(() => {
      api.error('无权限');
      api.error('无权限');
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getAllByText('无权限')).toHaveLength(1);
  });

  it('lets a success toast go after 1500 ms', async () => {
    const api = mount();
    act(() => api.success('保存成功', 1500));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('保存成功')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    expect(screen.queryByText('保存成功')).toBeNull();
  });
});
