/**
 * The forced tenant and partner forms (schemas/user/forced-tenant.json and
 * forced-partner.json) inside the forced-state gate (spec portal-shell 4, 5,
 * 7): the exact requests and messages, the move to the next state through
 * the `refreshSession` host action, the automatic choice of a single
 * partner without a dialog, and the partner choice hidden in development.
 */
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { ForcedStateGate } from '../../../src/shell/layout/ForcedStateGate';
import { userAtom } from '../../../src/shell/session';
import { buyerUser, EAST, NORTH, pickOption, renderSwitch, SUPPLIER_TENANT, supplierUser, tenantServer, writes } from './switchHarness';

beforeAll(async () => {
  await loadFormEngine();
});

const shownState = (): string | null => document.querySelector('[data-testid="forced-dialog"]')?.getAttribute('data-state') ?? null;
const forcedDialog = async (state: string): Promise<HTMLElement> => {
  await waitFor(() => expect(shownState()).toBe(state));
  return document.querySelector('.ant-modal') as HTMLElement;
};
const flags = { password: false, phone: false, email: false, unverifiedEmail: false, partner: false };
const SESSION_REFRESH = `post /eps/auth/cas/session-info ${JSON.stringify({ isUpdate: 1 })}`;

describe('forced tenant choice (schemas/user/forced-tenant.json)', () => {
  it("lists the user's tenants, asks for one ('请选择租户！'), chooses it and closes (zh-cn)", async () => {
    const start = buyerUser({ tenantId: -1, tenantName: null });
    const server = tenantServer(start);
    const { env, store } = renderSwitch(<ForcedStateGate development={false} />, { user: start, server: server.handle });
    const box = await forcedDialog('tenant');
    expect(within(box).getByText('选择租户')).toBeTruthy();
    expect(await within(box).findByText('您的账号尚未进入任何租户。请先选择要使用的租户，或退出登录。')).toBeTruthy();
    // Blocking: no close button; logout instead of cancel.
    expect(box.querySelector('.ant-modal-close')).toBeNull();
    expect(within(box).queryByRole('button', { name: /取\s*消/ })).toBeNull();

    fireEvent.click(await within(box).findByRole('button', { name: '进入租户' }));
    expect(await within(box).findByText('请选择租户！')).toBeTruthy();
    expect(writes(env)).toEqual([]);

    await pickOption(box, NORTH.tenantName);
    fireEvent.click(within(box).getByRole('button', { name: '进入租户' }));
    await waitFor(() => expect(shownState()).toBeNull());
    expect(writes(env)).toEqual([`post /eps/usercenter/uc/user/choose/multi/tenant ${JSON.stringify({ tenantId: NORTH.tenantId })}`, SESSION_REFRESH]);
    expect(store.get(userAtom)).toMatchObject({ tenantId: NORTH.tenantId, tenantName: NORTH.tenantName });
    expect(env.logouts).toBe(0);
  });

  it("says 'Please select a tenant!' in English, and logs out from the dialog", async () => {
    const start = buyerUser({ tenantId: -1, tenantName: null });
    const { env } = renderSwitch(<ForcedStateGate development={false} />, { user: start, server: tenantServer(start).handle, language: 'en' });
    const box = await forcedDialog('tenant');
    fireEvent.click(await within(box).findByRole('button', { name: 'Enter the tenant' }));
    expect(await within(box).findByText('Please select a tenant!')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Log out' }));
    expect(env.logouts).toBe(1);
    expect(writes(env)).toEqual([]);
  });
});

describe('forced partner choice (schemas/user/forced-partner.json)', () => {
  it("asks for one of the tenant's partners ('请选择合作伙伴'), chooses it, then the next state follows", async () => {
    const start = supplierUser({ purchaseId: null, purchaseName: null, errorFlags: { ...flags, partner: true, phone: true }, phone: null });
    const server = tenantServer(start);
    const { env, store } = renderSwitch(<ForcedStateGate development={false} />, { user: start, server: server.handle });
    const box = await forcedDialog('partner');
    expect(within(box).getByText('选择合作伙伴')).toBeTruthy();
    expect(await within(box).findByText(SUPPLIER_TENANT.tenantName)).toBeTruthy();

    fireEvent.click(await within(box).findByRole('button', { name: /确\s*定/ }));
    expect(await within(box).findByText('请选择合作伙伴')).toBeTruthy();
    expect(writes(env)).toEqual([]);

    await pickOption(box, NORTH.tenantName);
    fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));
    // The phone binding is next (spec order), and no logout: a forced choice is not a switch.
    await waitFor(() => expect(shownState()).toBe('phone'));
    expect(writes(env)).toEqual([
      `post /eps/usercenter/uc/user/choose/multi/tenant ${JSON.stringify({ tenantId: 3, tenantName: SUPPLIER_TENANT.tenantName, purchaser: NORTH.tenantId })}`,
      SESSION_REFRESH,
    ]);
    expect(store.get(userAtom)).toMatchObject({ purchaseId: NORTH.tenantId, purchaseName: NORTH.tenantName });
    expect(env.logouts).toBe(0);
  });

  it('chooses a single partner by itself and never shows the dialog', async () => {
    const start = supplierUser({ purchaseId: null, purchaseName: null, errorFlags: { ...flags, partner: true } });
    const server = tenantServer(start, [EAST]);
    const seen: (string | null)[] = [];
    const { env, store } = renderSwitch(<ForcedStateGate development={false} />, { user: start, server: server.handle });
    const observer = new MutationObserver(() => seen.push(shownState()));
    observer.observe(document.body, { childList: true, subtree: true });
    await waitFor(() => expect(store.get(userAtom)?.errorFlags.partner).toBe(false));
    observer.disconnect();
    expect(writes(env)).toEqual([
      `post /eps/usercenter/uc/user/choose/multi/tenant ${JSON.stringify({ tenantId: 3, tenantName: SUPPLIER_TENANT.tenantName, purchaser: EAST.tenantId })}`,
      SESSION_REFRESH,
    ]);
    expect(store.get(userAtom)).toMatchObject({ purchaseId: EAST.tenantId, purchaseName: EAST.tenantName });
    expect(seen.filter((state) => state !== null)).toEqual([]);
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('is hidden in development mode, while other states still show', async () => {
    const start = supplierUser({ purchaseId: null, purchaseName: null, errorFlags: { ...flags, password: true, partner: true } });
    const { env, store } = renderSwitch(<ForcedStateGate development />, { user: start, server: tenantServer(start).handle });
    await forcedDialog('password');
    act(() => store.set(userAtom, { ...start, errorFlags: { ...flags, partner: true } }));
    await waitFor(() => expect(shownState()).toBeNull());
    // Not even the automatic choice runs.
    expect(env.requests.filter((r) => r.url.includes('tenant'))).toEqual([]);
  });
});

describe('the gate without a usable form schema', () => {
  it('explains the state and checks again with session-info', async () => {
    const start = buyerUser({ tenantId: -1, tenantName: null });
    const server = tenantServer(start);
    const { env, store } = renderSwitch(<ForcedStateGate development={false} />, { user: start, server: server.handle, screens: { bundled: {} } });
    const box = await forcedDialog('tenant');
    expect(await within(box).findByText('您的账号尚未进入任何租户。请先选择要使用的租户，或退出登录。')).toBeTruthy();
    // Escape does not close it.
    fireEvent.keyDown(document.querySelector('.ant-modal-wrap') as HTMLElement, { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(shownState()).toBe('tenant');
    // Someone chose a tenant elsewhere: checking again closes the dialog.
    await act(async () => {
      server.handle({ method: 'post', url: '/eps/usercenter/uc/user/choose/multi/tenant', data: { tenantId: EAST.tenantId } });
    });
    fireEvent.click(within(box).getByRole('button', { name: '我已完成，重新检查' }));
    await waitFor(() => expect(shownState()).toBeNull());
    expect(store.get(userAtom)?.tenantId).toBe(EAST.tenantId);
    expect(writes(env)).toEqual([SESSION_REFRESH]);
  });
});
