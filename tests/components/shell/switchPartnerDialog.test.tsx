/**
 * The partner switch of the top bar (spec portal-shell 2.3, 4, 5, 7): the
 * button shows tenant and partner, opens the dialog document
 * schemas/user/dialogs/partner-switch.json, which lists the partners of the
 * current tenant, asks for one ('please select partner'), chooses it, shows
 * the success message and logs out 1.5 s later. The purchaser tenant
 * dropdown switches with GET tenant/switch and ends the same way.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { PartnerSwitch, TenantSwitch } from '../../../src/shell/layout/TenantSwitch';
import { buyerUser, NORTH, pickOption, renderSwitch, SUPPLIER_TENANT, supplierUser, tenantServer, writes } from './switchHarness';

beforeAll(async () => {
  await loadFormEngine();
});

const dialog = async (): Promise<HTMLElement> => (await screen.findByRole('dialog')) as HTMLElement;

describe('partner switch dialog (schemas/user/dialogs/partner-switch.json)', () => {
  it('asks for a partner, chooses it, shows the message and logs out 1.5 s later (zh-cn)', async () => {
    const server = tenantServer(supplierUser());
    const { env } = renderSwitch(<PartnerSwitch />, { user: supplierUser(), server: server.handle });
    const button = screen.getByTestId('partner-switch');
    expect(button.textContent).toBe('恒信精密制造有限公司 / 东方采购集团');
    fireEvent.click(button);

    const box = await dialog();
    expect(within(box).getByText('切换合作伙伴')).toBeTruthy();
    expect(within(box).getByText('当前企业')).toBeTruthy();
    expect(within(box).getByText('当前合作伙伴')).toBeTruthy();
    expect(within(box).getByText('东方采购集团')).toBeTruthy();
    // The list is the current tenant's partners.
    await waitFor(() =>
      expect(env.requests.some((r) => r.url === '/eps/usercenter/cas/multi/supplier/tenant' && r.params?.tenantId === SUPPLIER_TENANT.tenantId)).toBe(true),
    );

    // Nothing chosen: the spec's message, and no call.
    fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));
    expect(await within(box).findByText('请选择合作伙伴')).toBeTruthy();
    expect(writes(env)).toEqual([]);
    expect(env.logouts).toBe(0);

    await pickOption(box, NORTH.tenantName);
    const chosenAt = Date.now();
    fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: '切换成功，即将重新登录！' }));
    expect(writes(env)).toEqual([
      `post /eps/usercenter/uc/user/choose/multi/tenant ${JSON.stringify({ tenantId: 3, tenantName: '恒信精密制造有限公司', purchaser: 2 })}`,
    ]);
    // The dialog closes at once; the logout waits for the message (spec: 1.5 s).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(env.logouts).toBe(0);
    await waitFor(() => expect(env.logouts).toBe(1));
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(1400);
  });

  it('speaks English, and Cancel closes without a call', async () => {
    const server = tenantServer(supplierUser());
    const { env } = renderSwitch(<PartnerSwitch />, { user: supplierUser(), server: server.handle, language: 'en' });
    fireEvent.click(screen.getByTestId('partner-switch'));
    const box = await dialog();
    expect(within(box).getByText('Switch partner')).toBeTruthy();
    expect(within(box).getByText('Current partner')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Confirm' }));
    expect(await within(box).findByText('please select partner')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(env)).toEqual([]);
    expect(env.logouts).toBe(0);
  });

  it('keeps the dialog and does not log out when the server refuses the partner', async () => {
    const server = tenantServer(supplierUser());
    const { env } = renderSwitch(<PartnerSwitch />, {
      user: supplierUser(),
      server: (request) => (request.method === 'post' ? { code: '403', message: '该采购方不是贵企业的合作伙伴', data: null } : server.handle(request)),
    });
    fireEvent.click(screen.getByTestId('partner-switch'));
    const box = await dialog();
    await pickOption(box, NORTH.tenantName);
    fireEvent.click(within(box).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'error', message: '该采购方不是贵企业的合作伙伴' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1700)));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(env.logouts).toBe(0);
    expect(env.notices.some((n) => n.level === 'success')).toBe(false);
  });

  it('is not shown without a tenant', () => {
    const server = tenantServer(supplierUser({ tenantId: -1 }));
    renderSwitch(<PartnerSwitch />, { user: supplierUser({ tenantId: -1 }), server: server.handle });
    expect(screen.queryByTestId('partner-switch')).toBeNull();
  });
});

describe('tenant switch dropdown (purchasers)', () => {
  it('switches with GET tenant/switch, shows the message, logs out 1.5 s later', async () => {
    const server = tenantServer(buyerUser());
    const { env } = renderSwitch(<TenantSwitch />, { user: buyerUser(), server: server.handle });
    fireEvent.click(screen.getByTestId('tenant-switch'));
    const north = await screen.findByRole('menuitem', { name: NORTH.tenantName });
    // The current tenant is ticked and cannot be chosen again.
    const east = screen.getByRole('menuitem', { name: '东方采购集团' });
    expect(east.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(east);
    expect(writes(env)).toEqual([]);
    const at = Date.now();
    fireEvent.click(north);
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: '切换成功，即将重新登录！' }));
    expect(writes(env)).toEqual([`get /eps/auth/cas/tenant/switch ${JSON.stringify({ tenantId: 2 })}`]);
    expect(env.logouts).toBe(0);
    await waitFor(() => expect(env.logouts).toBe(1));
    expect(Date.now() - at).toBeGreaterThanOrEqual(1400);
  });
});
