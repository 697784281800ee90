/**
 * The bell popover (spec portal-shell 2.6, 4 "Notification"): opening an
 * unread item calls the read call first, then opens its url (http in a new
 * window, anything else as an in-app route), and the item leaves the unread
 * list; a read item opens without a read call. Message polling waits for a
 * call flagged for messaging (spec 7; `messagingStartedAtom`).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../src/core/env';
import { endSessionAtom } from '../../../src/shell/routing/sessionLifecycle';
import { userAtom, type UserInfo } from '../../../src/shell/session';
import { messagingStartedAtom } from '../../../src/shell/state/messaging';
import { NotificationPopover } from '../../../src/shell/workbench/NotificationPopover';
import { ok } from '../../helpers/testEnv';
import { demoUser, renderShell, type ShellHarness } from './harness';

afterEach(() => window.localStorage.clear());

interface Row {
  id: number;
  messageTitle: string;
  type: '0' | '1';
  url: string | null;
  createTime: string;
}

/** A small message server: search by type, read by id. */
function messageServer(rows: Row[], log: string[], windowsAtRead: () => number) {
  return (request: ApiRequest) => {
    const params = request.params ?? {};
    if (request.url === '/eps/eps-api/msg/data/info/search') {
      const items = rows.filter((row) => row.type === params['type']);
      return ok({ items, total: items.length });
    }
    // The read goes by its permission code (spec workflow 6); the portal's api client resolves it.
    if (request.permission === 'p_eps_api_msg_read' && request.url === '') {
      log.push(`read ${String(params['id'])} after ${windowsAtRead()} window(s)`);
      const row = rows.find((r) => r.id === params['id']);
      if (row) row.type = '1';
      return ok(null);
    }
    log.push(request.url);
    return ok(null);
  };
}

function signedInStore(): ReturnType<typeof createStore> {
  const store = createStore();
  store.set(userAtom, demoUser() as unknown as UserInfo);
  return store;
}

async function openPopover(): Promise<HTMLElement> {
  fireEvent.mouseEnter(screen.getByTestId('notification-bell'));
  return screen.findByTestId('bell-popover');
}

describe('bell popover', () => {
  it('read-then-open: the read call goes first, then an http url opens in a new window and an in-app url as a route', async () => {
    const rows: Row[] = [
      { id: 1, messageTitle: '合同已签署', type: '0', url: 'https://partner.example.com/doc/1', createTime: '2026-11-20 10:00:00' },
      { id: 2, messageTitle: '待办提醒', type: '0', url: '/pages/main/user-notification', createTime: '2026-11-21 09:30:00' },
      { id: 3, messageTitle: '旧消息', type: '1', url: '/pages/main/bulletins', createTime: '2026-11-01 08:00:00' },
    ];
    const log: string[] = [];
    // The server reads how many windows were open when the read call came.
    const harness: ShellHarness = renderShell(<NotificationPopover />, {
      store: signedInStore(),
      path: '/pages/main/home',
      api: messageServer(rows, log, () => harness.env.windows.length),
    });
    const { env } = harness;
    const popover = await openPopover();
    await waitFor(() => expect(within(popover).getAllByTestId('bell-item')).toHaveLength(2));
    expect(screen.getByTestId('bell-unread-dot')).toBeTruthy();

    const contract = within(popover).getByText('合同已签署').closest('[data-testid="bell-item"]') as HTMLElement;
    fireEvent.click(within(contract).getByRole('button', { name: '立即查看' }));
    await waitFor(() => expect(env.windows).toEqual(['https://partner.example.com/doc/1']));
    expect(log).toEqual(['read 1 after 0 window(s)']);
    expect(env.navigations).toEqual([]);
    // It left the unread list.
    await waitFor(() => expect(within(popover).getAllByTestId('bell-item')).toHaveLength(1));
    expect(within(popover).queryByText('合同已签署')).toBeNull();

    fireEvent.click(within(popover).getByRole('button', { name: '立即查看' }));
    await waitFor(() => expect(env.navigations).toEqual(['/pages/main/user-notification']));
    expect(log).toEqual(['read 1 after 0 window(s)', 'read 2 after 1 window(s)']);
    await waitFor(() => expect(screen.queryByTestId('bell-unread-dot')).toBeNull());

    // A read item opens again without a read call.
    fireEvent.click(within(popover).getByRole('tab', { name: '已读' }));
    const old = (await within(popover).findByText('旧消息')).closest('[data-testid="bell-item"]') as HTMLElement;
    fireEvent.click(within(old).getByRole('button', { name: '再次查看' }));
    await waitFor(() => expect(env.navigations).toEqual(['/pages/main/user-notification', '/pages/main/bulletins']));
    expect(log.filter((line) => line.startsWith('read'))).toHaveLength(2);
  });

  it('polls messages only after a call flagged for messaging succeeded, and stops waiting again when the session ends', async () => {
    const log: string[] = [];
    const store = signedInStore();
    const { env, unmount } = renderShell(<NotificationPopover />, { store, path: '/pages/main/home', api: messageServer([], log, () => 0) });
    // The lists load at once; the listener does not.
    await waitFor(() => expect(env.requests.filter((r) => r.url === '/eps/eps-api/msg/data/info/search')).toHaveLength(2));
    expect(log).not.toContain('/eps/sse/polling/increase');

    act(() => store.set(messagingStartedAtom, true));
    await waitFor(() => expect(log).toContain('/eps/sse/polling/increase'));
    unmount();

    act(() => store.set(endSessionAtom, 'deliberate'));
    expect(store.get(messagingStartedAtom)).toBe(false);
  });
});
