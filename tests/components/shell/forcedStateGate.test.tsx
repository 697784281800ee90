import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { ForcedStateGate } from '../../../src/shell/layout/ForcedStateGate';
import { userAtom, type UserInfo } from '../../../src/shell/session';
import { demoUser, renderShell } from './harness';

const flags = (overrides: Partial<UserInfo['errorFlags']>) => ({ password: false, phone: false, email: false, unverifiedEmail: false, partner: false, ...overrides });
const stateShown = (): string | null => document.querySelector('[data-testid="forced-dialog"]')?.getAttribute('data-state') ?? null;

describe('forced-state gate (spec portal-shell 4)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows one blocking dialog per pending state, in the spec order, as each is resolved', async () => {
    const store = createStore();
    const all = demoUser({ tenantId: -1, errorFlags: flags({ password: true, partner: true, phone: true, email: true }) }) as UserInfo;
    store.set(userAtom, all);
    renderShell(<ForcedStateGate development={false} />, { store });

    const order: (string | null)[] = [];
    await waitFor(() => expect(stateShown()).toBe('password'));
    expect(screen.getByText('修改密码')).toBeTruthy();
    // No close button, and logout instead of cancel.
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取消|Cancel/ })).toBeNull();
    order.push(stateShown());

    // Each step waits for the state it expects: between two dialogs the gate may briefly show none
    // (the partner state first checks, behind a full-screen spinner, whether one partner can be chosen).
    const resolve = async (next: Partial<UserInfo>, expected: string | null): Promise<void> => {
      act(() => store.set(userAtom, { ...(store.get(userAtom) as UserInfo), ...next }));
      await waitFor(() => expect(stateShown()).toBe(expected));
      order.push(stateShown());
    };
    await resolve({ errorFlags: flags({ partner: true, phone: true, email: true }) }, 'tenant');
    await resolve({ tenantId: 3 }, 'partner');
    await resolve({ errorFlags: flags({ phone: true, email: true }) }, 'phone');
    await resolve({ errorFlags: flags({ email: true }) }, 'email');
    await resolve({ errorFlags: flags({}) }, null);
    expect(order).toEqual(['password', 'tenant', 'partner', 'phone', 'email', null]);
  });

  // The fallback for a missing schema is in switchForcedForms.test.tsx.
  it('logs out from a forced dialog; Escape and the mask leave it open', async () => {
    const store = createStore();
    store.set(userAtom, demoUser({ errorFlags: flags({ password: true }) }) as UserInfo);
    const { env } = renderShell(<ForcedStateGate development={false} />, { store });
    await waitFor(() => expect(stateShown()).toBe('password'));
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.keyDown(wrap, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.mouseDown(wrap);
    fireEvent.click(wrap);
    await act(async () => {});
    expect(stateShown()).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(env.logouts).toBe(1);
  });

  it('shows nothing for a user without pending states', async () => {
    const store = createStore();
    store.set(userAtom, demoUser() as UserInfo);
    renderShell(<ForcedStateGate development={false} />, { store });
    expect(stateShown()).toBeNull();
  });
});
