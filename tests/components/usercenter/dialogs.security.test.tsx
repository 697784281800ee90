/**
 * The security dialogs of the settings page, each its own document under
 * schemas/user/dialogs opened by `screenDialog` (spec portal-shell 2.7, 4, 5;
 * workflow-enterprise-embedding 4.6, 5): change password (every rule, the
 * call, the message, logout 1.5 s later), change phone and change e-mail
 * (format, differs from the old value, the register check before a code is
 * sent, the 60 s countdown, the call with the code key, a session refresh)
 * and verify e-mail. Also the forced password form the forced-state gate shows.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import forcedPasswordDocument from '../../../schemas/user/forced-password.json';
import { Scope } from '@core/scope';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { SUPPLIER, confirmButton, field, openDialog, renderSettings, type Route } from './harness';

beforeAll(async () => {
  await loadFormEngine();
});

/** The "encoded" form (spec portal-shell 7) in which passwords, addresses and phones travel: base64 of the UTF-8 text. */
const encoded = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** Register check and code sending: `taken` addresses are registered; codes answer key `k-1`, `k-2`, ... */
function codeServer(taken: readonly string[] = []): Route {
  let keys = 0;
  return (request) => {
    const body = (request.data ?? {}) as Record<string, unknown>;
    if (request.url === '/eps/usercenter/uc/register/check') return ok(taken.includes(String(body['phone'] ?? body['email'])));
    if (request.url === '/eps/usercenter/uc/sms/code' || request.url === '/eps/usercenter/uc/email/code') return ok(`k-${++keys}`);
    return undefined;
  };
}

describe('change password dialog (user/dialogs/change-password)', () => {
  /** Opens the dialog and answers its three inputs and a submit. */
  async function passwordDialog() {
    const harness = renderSettings(SUPPLIER, 'su');
    const dialog = await openDialog('Change password');
    const [oldPwd, newPwd, confirmPwd] = await within(dialog).findAllByLabelText(/password/i, { selector: 'input' });
    const fill = (values: { oldPwd?: string; newPwd?: string; confirmPwd?: string }) => {
      if (values.oldPwd !== undefined) fireEvent.change(oldPwd!, { target: { value: values.oldPwd } });
      if (values.newPwd !== undefined) fireEvent.change(newPwd!, { target: { value: values.newPwd } });
      if (values.confirmPwd !== undefined) fireEvent.change(confirmPwd!, { target: { value: values.confirmPwd } });
      fireEvent.click(confirmButton(dialog));
    };
    return { ...harness, dialog, fill };
  }

  it('required fields, new differs from old, confirmation matches, no account in the password', async () => {
    const { dialog, fill, calls } = await passwordDialog();
    expect(within(dialog).getByText('Change password', { selector: '.ant-modal-title' })).toBeTruthy();
    fill({});
    expect(await within(dialog).findByText('Please enter the old password')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the new password')).toBeTruthy();
    expect(within(dialog).getByText('Please confirm the new password')).toBeTruthy();
    fill({ oldPwd: 'Eps#Supp2026', newPwd: 'Eps#Supp2026', confirmPwd: 'Other#Pass1' });
    expect(await within(dialog).findByText('The new value must differ from the old one')).toBeTruthy();
    expect(within(dialog).getByText('The two passwords do not match')).toBeTruthy();
    fill({ newPwd: 'Xsupplier#12' });
    expect(await within(dialog).findByText('The new password cannot contain account and sensitive information')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('length, spaces and the four character kinds', async () => {
    const { dialog, fill, calls } = await passwordDialog();
    fill({ oldPwd: 'Eps#Supp2026', newPwd: 'short', confirmPwd: 'short' });
    expect(await within(dialog).findByText('Password length is 8-16 bits')).toBeTruthy();
    fill({ newPwd: 'Weak pass 2026' });
    expect(await within(dialog).findByText('Cannot contain spaces')).toBeTruthy();
    fill({ newPwd: 'weakpass2026' });
    expect(await within(dialog).findByText('Must include both uppercase letters, lowercase letters, numbers, and special characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('a valid change: the call, the message, and logout 1.5 s later', async () => {
    const { env, calls, fill } = await passwordDialog();
    fill({ oldPwd: 'Eps#Supp2026', newPwd: 'Fresh#Pass2026', confirmPwd: 'Fresh#Pass2026' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'post',
      url: '/eps/usercenter/uc/user/userpwdModeify',
      body: { userId: 2, account: 'supplier', oldPwd: encoded('Eps#Supp2026'), newPwd: encoded('Fresh#Pass2026'), confirmPwd: 'Fresh#Pass2026' },
    });
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'Password changed, you will be signed out' }));
    // spec portal-shell 4 and 9: logout 1500 ms after the message, not before.
    expect(env.logouts).toBe(0);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1600)));
    expect(env.logouts).toBe(1);
  });

  it('zh-cn messages of a weak password', async () => {
    renderSettings({ ...SUPPLIER, lang: 'zh-cn' }, 'su', { language: 'zh-cn' });
    const dialog = await openDialog('修改密码');
    const [oldPwd, newPwd, confirmPwd] = await within(dialog).findAllByLabelText(/密码/, { selector: 'input' });
    fireEvent.change(oldPwd!, { target: { value: 'Eps#Supp2026' } });
    fireEvent.change(newPwd!, { target: { value: 'abc' } });
    fireEvent.change(confirmPwd!, { target: { value: 'abc' } });
    fireEvent.click(confirmButton(dialog, /确\s*定|确认/));
    expect(await within(dialog).findByText('密码长度为8-16位')).toBeTruthy();
  });

  it('cancel closes without a call', async () => {
    const { calls } = renderSettings(SUPPLIER, 'su');
    const dialog = await openDialog('Change password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
  });
});

describe('forced password form (schemas/user/forced-password.json)', () => {
  it('has no cancel: one submit button, and the same rules and call', async () => {
    const calls: unknown[] = [];
    const env = createTestEnv({ api: (request) => (calls.push({ url: request.url, data: request.data }), ok(null)) });
    renderSchema(forcedPasswordDocument, { env, scope: new Scope({ user: SUPPLIER, platform: 'su' }) });
    const submit = await screen.findByRole('button', { name: 'Change password' });
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
    fireEvent.click(submit);
    expect(await screen.findByText('Please enter the old password')).toBeTruthy();
    const [oldPwd, newPwd, confirmPwd] = screen.getAllByLabelText(/password/i, { selector: 'input' });
    fireEvent.change(oldPwd!, { target: { value: 'Eps#Forc2026' } });
    fireEvent.change(newPwd!, { target: { value: 'Fresh#Pass2026' } });
    fireEvent.change(confirmPwd!, { target: { value: 'Fresh#Pass2026' } });
    fireEvent.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/eps/usercenter/uc/user/userpwdModeify', data: { userId: 2, oldPwd: encoded('Eps#Forc2026'), newPwd: encoded('Fresh#Pass2026') } });
  });
});

describe('change phone dialog (user/dialogs/change-phone)', () => {
  it('validates, pre-checks, sends the SMS code with a 60 s countdown, then submits with the key', async () => {
    const { env, calls, hostCalls } = renderSettings(SUPPLIER, 'su', { route: codeServer() });
    const dialog = await openDialog('Change phone');
    expect(within(dialog).getByText('Current phone: 139 0000 0002')).toBeTruthy();
    const phone = field(dialog, 'New phone');
    const send = within(dialog).getByRole('button', { name: 'Get code' });
    fireEvent.click(confirmButton(dialog));
    expect(await within(dialog).findByText('Mobile phone number is required')).toBeTruthy();
    expect(within(dialog).getByText('Please enter the verification code')).toBeTruthy();

    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(send);
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'warning', message: 'Please enter a valid phone number!' }));
    fireEvent.blur(phone);
    expect(await within(dialog).findByText('Please enter a valid phone number!')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '13900000002' } });
    fireEvent.click(confirmButton(dialog));
    expect(await within(dialog).findByText('The new value must differ from the old one')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '13600009999' } });
    fireEvent.click(send);
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    expect(calls).toEqual([
      { method: 'post', url: '/eps/usercenter/uc/register/check', body: { phone: '13600009999' } },
      { method: 'post', url: '/eps/usercenter/uc/sms/code', body: { phone: encoded('13600009999'), purpose: 'bind-phone' } },
    ]);
    fireEvent.change(field(dialog, 'Verification code'), { target: { value: '482913' } });
    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toEqual({
      method: 'post',
      url: '/eps/usercenter/uc/user/blind/phone',
      body: { userId: 2, oldPhone: '13900000002', newPhone: '13600009999', code: '482913', key: 'k-1' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hostCalls).toEqual(['refreshSession']);
    expect(env.notices).toContainEqual({ level: 'success', message: 'Phone changed' });
  });

  it('a registered phone gets an error and no code, no countdown', async () => {
    const { env, calls } = renderSettings(SUPPLIER, 'su', { route: codeServer(['13600008888']) });
    const dialog = await openDialog('Change phone');
    fireEvent.change(field(dialog, 'New phone'), { target: { value: '13600008888' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'error', message: 'This phone number is already registered' }));
    expect(calls.map((c) => c.url)).toEqual(['/eps/usercenter/uc/register/check']);
    // The button comes back (not counting down) once the check has answered.
    expect(await within(dialog).findByRole('button', { name: 'Get code' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Resend in/ })).toBeNull();
  });
});

describe('change email dialog (user/dialogs/change-email)', () => {
  it('a legal, new, unregistered address; the e-mail code; the call; a session refresh', async () => {
    const { env, calls, hostCalls } = renderSettings(SUPPLIER, 'su', { route: codeServer(['taken@example.com']) });
    const dialog = await openDialog('Change email');
    expect(within(dialog).getByText('Current email: supplier@example.com')).toBeTruthy();
    const email = field(dialog, 'New email');
    fireEvent.click(confirmButton(dialog));
    expect(await within(dialog).findByText('Email required')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.blur(email);
    expect(await within(dialog).findByText('Please enter a legal email!')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'supplier@example.com' } });
    fireEvent.click(confirmButton(dialog));
    expect(await within(dialog).findByText('The new value must differ from the old one')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'taken@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'error', message: 'This email is already registered' }));

    fireEvent.change(email, { target: { value: 'new@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    fireEvent.change(field(dialog, 'Verification code'), { target: { value: '774411' } });
    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(hostCalls).toEqual(['refreshSession']));
    expect(calls.slice(-3)).toEqual([
      { method: 'post', url: '/eps/usercenter/uc/register/check', body: { email: 'new@example.com' } },
      { method: 'post', url: '/eps/usercenter/uc/email/code', body: { email: encoded('new@example.com'), purpose: 'bind-email' } },
      {
        method: 'post',
        url: '/eps/usercenter/uc/user/blind/email',
        body: { userId: 2, oldEmail: encoded('supplier@example.com'), newEmail: encoded('new@example.com'), code: '774411', key: 'k-1' },
      },
    ]);
    expect(env.notices).toContainEqual({ level: 'success', message: 'Email changed' });
  });

  it('zh-cn message of a bad address', async () => {
    renderSettings({ ...SUPPLIER, lang: 'zh-cn' }, 'su', { language: 'zh-cn' });
    const dialog = await openDialog('修改邮箱');
    const email = field(dialog, '新邮箱');
    fireEvent.change(email, { target: { value: 'bad@' } });
    fireEvent.blur(email);
    expect(await within(dialog).findByText('请输入合法的邮箱!')).toBeTruthy();
  });
});

describe('verify email dialog (user/dialogs/verify-email)', () => {
  it('sends a code to the current address (allowed) and verifies it', async () => {
    const { env, calls, hostCalls } = renderSettings({ ...SUPPLIER, emailCheck: '0' }, 'su', { route: codeServer() });
    const dialog = await openDialog('Verify email');
    expect(field(dialog, 'Email').value).toBe('supplier@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    fireEvent.change(field(dialog, 'Verification code'), { target: { value: '112233' } });
    fireEvent.click(confirmButton(dialog));
    await waitFor(() => expect(hostCalls).toEqual(['refreshSession']));
    expect(calls).toEqual([
      { method: 'post', url: '/eps/usercenter/uc/email/code', body: { email: encoded('supplier@example.com'), purpose: 'bind-email' } },
      {
        method: 'post',
        url: '/eps/usercenter/uc/user/blind/emailCheck',
        body: { userId: 2, oldEmail: encoded('supplier@example.com'), newEmail: encoded('supplier@example.com'), code: '112233', key: 'k-1' },
      },
    ]);
    expect(env.notices).toContainEqual({ level: 'success', message: 'Email verified' });
  });
});
