/**
 * When a field's error shows: leaving a field a person never changed says nothing (the autofocused
 * first field of a sign-in form must not turn red at the first click elsewhere); a changed field, or
 * any field after a submit was tried, is checked on blur. Messages shown follow a language switch,
 * and Enter with the submit button disabled says why (its disabledTip) instead of doing nothing.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { Scope } from '@core/scope';
import { renderSchema, schemaElement } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';

const signInForm = {
  type: 'form',
  id: 'signIn',
  schema: {
    type: 'object',
    required: ['account', 'password', 'agreement'],
    properties: {
      account: { type: 'string', title: { 'zh-cn': '账号', en: 'Account' } },
      password: { type: 'string', title: { 'zh-cn': '密码', en: 'Password' } },
      agreement: { type: 'boolean', const: true, title: { 'zh-cn': '同意', en: 'Agree' } },
    },
  },
  uiSchema: { account: { 'ui:options': { messages: { required: 'login.messages.accountRequired' } } } },
  api: { method: 'post', url: '/eps/sign-in' },
  actions: [{ label: 'login.submit', kind: 'submit', disabledOn: '!values.agreement', disabledTip: 'validation.agreement' }],
};

const settle = (): Promise<void> => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe('form blur validation and messages', () => {
  beforeAll(async () => {
    await loadFormEngine();
  });

  it('leaves an untouched field quiet on blur, checks it once typed in or after a submit', async () => {
    renderSchema(signInForm, { api: () => ok(null) });
    const account = await screen.findByLabelText('Account');
    fireEvent.focus(account);
    fireEvent.blur(account);
    // A changed field checked on blur after it: its message shows, the untouched account's does not.
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'x' } });
    fireEvent.change(password, { target: { value: '' } });
    fireEvent.blur(password);
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1));
    expect(screen.queryByText('Please enter your account')).toBeNull();

    fireEvent.change(account, { target: { value: 'x' } });
    fireEvent.change(account, { target: { value: '' } });
    fireEvent.blur(account);
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
  });

  it('says a shown message again in the language switched to', async () => {
    const { rerender } = renderSchema(signInForm, { language: 'zh-cn', api: () => ok(null) });
    const account = await screen.findByLabelText('账号');
    fireEvent.change(account, { target: { value: 'x' } });
    fireEvent.change(account, { target: { value: '' } });
    fireEvent.blur(account);
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    rerender(schemaElement(signInForm, createTestEnv({ language: 'en', api: () => ok(null) }), new Scope({})));
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('请输入账号')).toBeNull());
  });

  it('Enter with the submit disabled says why and sends nothing; ticked, Enter submits', async () => {
    const { env } = renderSchema(signInForm, { api: () => ok(null) });
    const account = await screen.findByLabelText('Account');
    fireEvent.change(account, { target: { value: 'buyer' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.keyDown(account, { key: 'Enter' });
    await settle();
    expect(env.notices).toEqual([{ level: 'warning', message: 'Please read and check the user agreement and privacy policy first' }]);
    expect(env.requests).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Agree'));
    fireEvent.keyDown(screen.getByLabelText('Password'), { key: 'Enter' });
    await waitFor(() => expect(env.requests).toHaveLength(1));
    expect(env.requests[0]?.data).toMatchObject({ account: 'buyer', password: 'secret', agreement: true });
  });
});
