/**
 * The user settings screen as shipped (schemas/user/setting.json) with the real
 * registry (spec portal-shell 2.7, 4, 6): the supplier variant (username
 * editable, supplier fields, the user level from the dict_user_level
 * dictionary in the active language, the admin status, the enterprise
 * actions), the read-only enterprise variant, verify-email when the email is
 * unverified, and the special account's fixed avatar. The dialogs have their
 * own tests (dialogs.*.test.tsx).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { BUYER, SUPPLIER, renderSettings } from './harness';

beforeAll(async () => {
  await loadFormEngine();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const avatar = () => screen.getByAltText('Avatar');

describe('user settings (schemas/user/setting.json)', () => {
  it('supplier: editable username, supplier fields, 3-4-4 phone, admin status and every edit entry', async () => {
    renderSettings(SUPPLIER, 'su');
    expect(await screen.findByDisplayValue('李供应')).toBeTruthy();
    expect(screen.getByText('SUP001')).toBeTruthy();
    expect(screen.getByText('华东采购')).toBeTruthy();
    expect(screen.getByText('139 0000 0002')).toBeTruthy();
    expect(screen.getByText('Not an administrator')).toBeTruthy();
    expect(screen.queryByText('Position')).toBeNull();
    for (const name of ['Change password', 'Change phone', 'Change email', 'Exit enterprise', 'Apply for admin', 'Add partner', 'Business contact']) {
      expect(button(name)).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Verify email' })).toBeNull();
    expect(document.querySelector('.eps-security-password.ant-alert-success')).not.toBeNull();
    expect(avatar().getAttribute('src')).toBe('/avatar-default.svg');
  });

  it('user level: the name in the preloaded dict_user_level of the session language (level as text or number)', async () => {
    renderSettings({ ...SUPPLIER, userLevel: '2' }, 'su');
    expect(await screen.findByText('Sub-account')).toBeTruthy();
  });

  it('user level 1 as a number (the demo supplier) shows its name, not an empty field', async () => {
    renderSettings({ ...SUPPLIER, userLevel: 1 }, 'su');
    expect(await screen.findByText('Main account')).toBeTruthy();
  });

  it('user level in zh-cn', async () => {
    renderSettings({ ...SUPPLIER, lang: 'zh-cn' }, 'su', { language: 'zh-cn' });
    expect(await screen.findByText('主账号')).toBeTruthy();
    expect(screen.getByText('用户级别')).toBeTruthy();
  });

  it('admin status: administrators and pending changes see no apply entry', async () => {
    renderSettings({ ...SUPPLIER, bizAdmin: '1' }, 'su');
    expect(await screen.findByText('Administrator', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply for admin' })).toBeNull();
  });

  it('admin status: a change under review', async () => {
    renderSettings({ ...SUPPLIER, bizAdmin: '3' }, 'su');
    expect(await screen.findByText('Change under review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply for admin' })).toBeNull();
  });

  it('a supplier without enterprise (tenantId -1) sees no admin, partner, contact or exit entries', async () => {
    renderSettings({ ...SUPPLIER, tenantId: -1, tenantName: null, purchaseId: null, purchaseName: null }, 'su');
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeTruthy();
    for (const name of ['Exit enterprise', 'Apply for admin', 'Add partner', 'Business contact']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('Administrator')).toBeNull();
  });

  it('a sub-account (userLevel 2) cannot add partners; the business contact needs its permission', async () => {
    renderSettings({ ...SUPPLIER, userLevel: '2' }, 'su', { permissions: [] });
    expect(await screen.findByRole('button', { name: 'Exit enterprise' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add partner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Business contact' })).toBeNull();
  });

  it('enterprise: read-only, position and department, no edit entries', async () => {
    renderSettings(BUYER, 'ep');
    expect(await screen.findByText('采购经理')).toBeTruthy();
    expect(screen.getByText('采购部')).toBeTruthy();
    expect(screen.getByText('张采购')).toBeTruthy();
    expect(screen.queryByDisplayValue('张采购')).toBeNull();
    expect(document.querySelectorAll('input').length).toBe(0);
    for (const name of ['Change password', 'Change phone', 'Change email', 'Verify email', 'Exit enterprise', 'Apply for admin', 'Add partner']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByText('SUP001')).toBeNull();
    expect(screen.queryByText('User level')).toBeNull();
  });

  it('unverified email: verify-email replaces change-email, with a warning', async () => {
    renderSettings({ ...SUPPLIER, emailCheck: '0' }, 'su');
    expect(await screen.findByRole('button', { name: 'Verify email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change email' })).toBeNull();
    expect(screen.getByText('Your email supplier@example.com is not verified yet.')).toBeTruthy();
    expect(document.querySelector('.eps-security-email.ant-alert-warning')).not.toBeNull();
  });

  it('the special account gets the fixed avatar; others their own', async () => {
    renderSettings({ ...SUPPLIER, account: 'admin', avatar: '/eps/own.png' }, 'su');
    await waitFor(() => expect(avatar().getAttribute('src')).toBe('/avatar-special.svg'));
  });

  it("another account's own avatar", async () => {
    renderSettings({ ...SUPPLIER, avatar: '/eps/own.png' }, 'su');
    await waitFor(() => expect(avatar().getAttribute('src')).toBe('/eps/own.png'));
  });

  it('username: the account rule, then PUT and a session refresh; Enter saves', async () => {
    const { calls, hostCalls, env } = renderSettings(SUPPLIER, 'su');
    const input = await screen.findByDisplayValue('李供应');
    fireEvent.change(input, { target: { value: 'bad#name' } });
    fireEvent.click(button('✓ Save'));
    expect(await screen.findByText('Account cannot contain special characters!')).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(button('✓ Save'));
    expect(await screen.findByText('Please enter a user name')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: '李新名' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(hostCalls).toEqual(['refreshSession']));
    expect(calls).toEqual([{ method: 'put', url: '/eps/usercenter/uc/user/', body: { userId: 2, username: '李新名' } }]);
    expect(env.notices).toContainEqual({ level: 'success', message: 'Saved' });
  });
});
