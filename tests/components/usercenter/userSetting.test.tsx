/**
 * The user settings screen as shipped (schemas/user/setting.json) rendered with
 * the real registry (spec portal-shell 2.7, 5, 6): the supplier variant (username
 * editable, supplier fields, edit forms, exit enterprise), the read-only
 * enterprise variant (position, department, no editing), verify-email when the
 * email is unverified, and the exact validation messages of the dialogs.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { Scope } from '../../../src/core/scope';
import settingDocument from '../../../schemas/user/setting.json';
import forcedPasswordDocument from '../../../schemas/user/forced-password.json';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';

beforeAll(async () => {
  await loadFormEngine();
});

const FLAGS = { password: false, phone: false, email: false, unverifiedEmail: false, partner: false };

const supplier = {
  userId: 2, username: '李供应', account: 'supplier', avatar: null, tenantId: 3, tenantName: '示例供应商', purchaseId: 1,
  purchaseName: '华东采购', supplierId: 'SUP001', type: 1, userLevel: '1', bizAdmin: '0', passwordStatus: '0', isAccredit: '1',
  phone: '13900000002', phonePrefix: '86', email: 'supplier@example.com', emailCheck: '1', ticket: 't', empNo: null,
  position: null, department: null, lang: 'en', errorFlags: FLAGS,
};
const buyer = {
  ...supplier, userId: 1, username: '张采购', account: 'buyer', type: 0, tenantId: 1, tenantName: '华东采购', supplierId: null,
  purchaseId: null, purchaseName: null, userLevel: null, position: '采购经理', department: '采购部', email: 'buyer@example.com',
};

function setup(user: Record<string, unknown>, platform: 'su' | 'ep', api = (_url: string, _data: unknown) => ok<unknown>(null)) {
  const env = createTestEnv({ api: (request) => api(request.url, request.data ?? request.params) });
  const hostCalls: string[] = [];
  env.host = { refreshSession: () => { hostCalls.push('refreshSession'); return Promise.resolve({ ok: true }); } };
  renderSchema(settingDocument, { env, scope: new Scope({ user, platform }) });
  return { env, hostCalls };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('user settings (schemas/user/setting.json)', () => {
  it('supplier: editable username, supplier fields, 3-4-4 phone, edit buttons, exit enterprise', async () => {
    setup(supplier, 'su');
    expect(await screen.findByDisplayValue('李供应')).toBeTruthy();
    expect(screen.getByText('SUP001')).toBeTruthy();
    expect(screen.getByText('华东采购')).toBeTruthy();
    expect(screen.getByText('Primary account')).toBeTruthy();
    expect(screen.getByText('139 0000 0002')).toBeTruthy();
    expect(screen.queryByText('Position')).toBeNull();
    for (const name of ['Change password', 'Change phone', 'Change email', 'Exit enterprise']) expect(button(name)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify email' })).toBeNull();
    expect(document.querySelector('.eps-security-password.ant-alert-success')).not.toBeNull();
  });

  it('enterprise: read-only, position and department, no edit forms', async () => {
    setup(buyer, 'ep');
    expect(await screen.findByText('采购经理')).toBeTruthy();
    expect(screen.getByText('采购部')).toBeTruthy();
    expect(screen.getByText('张采购')).toBeTruthy();
    expect(screen.queryByDisplayValue('张采购')).toBeNull();
    expect(document.querySelectorAll('input').length).toBe(0);
    for (const name of ['Change password', 'Change phone', 'Change email', 'Verify email', 'Exit enterprise']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByText('SUP001')).toBeNull();
  });

  it('unverified email: verify-email replaces change-email, with a warning', async () => {
    setup({ ...supplier, emailCheck: '0', errorFlags: { ...FLAGS, unverifiedEmail: true } }, 'su');
    expect(await screen.findByRole('button', { name: 'Verify email' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change email' })).toBeNull();
    expect(screen.getByText('Your email supplier@example.com is not verified yet.')).toBeTruthy();
    expect(document.querySelector('.eps-security-email.ant-alert-warning')).not.toBeNull();
  });

  it('username: the account rule, then PUT and a session refresh', async () => {
    const calls: unknown[] = [];
    const { hostCalls } = setup(supplier, 'su', (url, data) => {
      calls.push({ url, data });
      return ok(null);
    });
    const input = await screen.findByDisplayValue('李供应');
    fireEvent.change(input, { target: { value: 'bad#name' } });
    fireEvent.click(button('✓'));
    expect(await screen.findByText('Account cannot contain special characters!')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(input, { target: { value: '李新名' } });
    fireEvent.click(button('✓'));
    await waitFor(() => expect(hostCalls).toEqual(['refreshSession']));
    expect(calls).toMatchObject([{ url: '/eps/usercenter/uc/user/', data: { userId: 2, username: '李新名' } }]);
  });

  it('change password dialog: every rule of spec 5, then the call, a message and logout', async () => {
    const calls: unknown[] = [];
    const { env } = setup(supplier, 'su', (url, data) => {
      calls.push({ url, data });
      return ok(null);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    const [oldPwd, newPwd, confirmPwd] = within(dialog).getAllByLabelText(/password/i, { selector: 'input' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    submit();
    expect(await within(dialog).findByText('Please enter the old password')).toBeTruthy();
    fireEvent.change(oldPwd!, { target: { value: 'Eps#Supp2026' } });
    fireEvent.change(newPwd!, { target: { value: 'Eps#Supp2026' } });
    fireEvent.change(confirmPwd!, { target: { value: 'Other#Pass1' } });
    submit();
    expect(await within(dialog).findByText('The new value must differ from the old one')).toBeTruthy();
    expect(within(dialog).getByText('The two passwords do not match')).toBeTruthy();
    fireEvent.change(newPwd!, { target: { value: 'Xsupplier#12' } });
    submit();
    expect(await within(dialog).findByText('The new password cannot contain account and sensitive information')).toBeTruthy();
    fireEvent.change(newPwd!, { target: { value: 'short' } });
    submit();
    expect(await within(dialog).findByText('Password length is 8-16 bits')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(newPwd!, { target: { value: 'Fresh#Pass2026' } });
    fireEvent.change(confirmPwd!, { target: { value: 'Fresh#Pass2026' } });
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/eps/usercenter/uc/user/userpwdModeify', data: { userId: 2, oldPwd: 'Eps#Supp2026', newPwd: 'Fresh#Pass2026' } });
    expect(env.notices).toContainEqual({ level: 'success', message: 'Password changed, you will be signed out' });
    // spec portal-shell 4: logout 1.5 s after the message
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1600)));
    expect(env.logouts).toBe(1);
  });

  it('exit enterprise needs a reason', async () => {
    setup(supplier, 'su');
    fireEvent.click(await screen.findByRole('button', { name: 'Exit enterprise' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter the reason')).toBeTruthy();
  });
});

describe('forced password form (schemas/user/forced-password.json)', () => {
  it('has no cancel: only the submit button', async () => {
    const env = createTestEnv({ api: () => ok(null) });
    renderSchema(forcedPasswordDocument, { env, scope: new Scope({ user: supplier, platform: 'su' }) });
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
  });
});
