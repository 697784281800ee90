import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { ForcedStateGate } from '../../../src/shell/layout/ForcedStateGate';
import { userAtom, type UserInfo } from '../../../src/shell/session';
import { ok } from '../../helpers/testEnv';
import { demoUser, renderShell } from './harness';

const flags = (overrides: Partial<UserInfo['errorFlags']>) => ({ password: false, phone: false, email: false, unverifiedEmail: false, partner: false, ...overrides });
const stateShown = (): string | null => document.querySelector('[data-testid="forced-dialog"]')?.getAttribute('data-state') ?? null;

describe('forced-state gate (spec portal-shell 4)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows one blocking dialog per pending state, in the spec order, as each is resolved', async () => {
    const store = createStore();
    const all = demoUser({ tenantId: -1, errorFlags: flags({ password: true, partner: true, phone: true, email: true }) }) as UserInfo;
    store.set(userAtom, all);
    renderShell(<ForcedStateGate />, { store });

    const order: (string | null)[] = [];
    await waitFor(() => expect(stateShown()).toBe('password'));
    expect(screen.getByText('修改密码')).toBeTruthy();
    // No close button, and logout instead of cancel.
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /取消|Cancel/ })).toBeNull();
    order.push(stateShown());

    const resolve = async (next: Partial<UserInfo>): Promise<void> => {
      act(() => store.set(userAtom, { ...(store.get(userAtom) as UserInfo), ...next }));
      await waitFor(() => expect(stateShown()).not.toBe(order.at(-1)));
      order.push(stateShown());
    };
    await resolve({ errorFlags: flags({ partner: true, phone: true, email: true }) });
    await resolve({ tenantId: 3 });
    await resolve({ errorFlags: flags({ phone: true, email: true }) });
    await resolve({ errorFlags: flags({ email: true }) });
    await resolve({ errorFlags: flags({}) });
    expect(order).toEqual(['password', 'tenant', 'partner', 'phone', 'email', null]);
  });

  // A state with no form schema yet (partner; issue 6 adds it) gets the explanation dialog.
  it('logs out from the explanation dialog, and checks the state again with session-info', async () => {
    const store = createStore();
    store.set(userAtom, demoUser({ errorFlags: flags({ partner: true }) }) as UserInfo);
    const { env } = renderShell(<ForcedStateGate />, {
      store,
      api: (request) => {
        expect(request).toMatchObject({ method: 'post', url: '/eps/auth/cas/session-info', data: { isUpdate: 1 } });
        return ok(demoUser());
      },
    });
    await waitFor(() => expect(stateShown()).toBe('partner'));
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(env.logouts).toBe(1);
    // Escape does not close it.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(stateShown()).toBe('partner');
    fireEvent.click(screen.getByRole('button', { name: '我已完成，重新检查' }));
    await waitFor(() => expect(stateShown()).toBeNull());
    expect(store.get(userAtom)?.errorFlags.partner).toBe(false);
  });

  it('shows nothing for a user without pending states', async () => {
    const store = createStore();
    store.set(userAtom, demoUser() as UserInfo);
    renderShell(<ForcedStateGate />, { store });
    expect(stateShown()).toBeNull();
  });
});
