/**
 * The login form as shipped (schemas/shell/login.json) rendered with the real
 * registry: the agreement gate (button disabled with its tip until ticked),
 * the two document dialogs (confirm ticks, cancel does not), the exact
 * validation messages (spec portal-shell 5), remember-me prefill, and the
 * `login.signIn` host call with the form values.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { Scope } from '../../../src/core/scope';
import loginDocument from '../../../schemas/shell/login.json';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';

beforeAll(async () => {
  await loadFormEngine();
});

const AGREEMENT_TIP = 'Please read and check the user agreement and privacy policy first';

function setup(remembered: Record<string, unknown> = {}) {
  const signIns: Record<string, unknown>[] = [];
  const env = createTestEnv({
    api: (request) =>
      request.url === '/eps/config/file/oss/preview'
        ? ok({ attachmentId: request.params?.['attachid'], filename: 'doc.html', content: `<h2>Doc ${String(request.params?.['attachid'])}</h2><img src=x onerror="alert(1)">` })
        : ok(null),
  });
  env.host = {
    'login.signIn': (args) => {
      signIns.push({ ...args });
      return Promise.resolve({ ok: true });
    },
  };
  const scope = new Scope({
    remembered,
    links: { forgotPassword: 'https://www.example.com/forgot?lang=en', buyerLogin: '', register: '', help: '' },
    policies: { user: 'doc-user-en', privacy: 'doc-privacy-en' },
    loginPath: '/login',
    lang: 'en',
  });
  renderSchema(loginDocument, { env, scope });
  return { env, signIns };
}

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });
const agreementBox = () => screen.getAllByRole('checkbox').find((box) => box.closest('.eps-agreement')) as HTMLInputElement;

describe('login form (schemas/shell/login.json)', () => {
  it('keeps the sign-in button disabled, with the tip, until the agreement is ticked', async () => {
    setup();
    await screen.findByPlaceholderText('Please enter your account');
    expect(signInButton()).toHaveProperty('disabled', true);
    fireEvent.mouseEnter(signInButton().closest('.eps-form-button-tip') as HTMLElement);
    expect(await screen.findByText(AGREEMENT_TIP)).toBeTruthy();
    fireEvent.click(agreementBox());
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false));
    fireEvent.click(agreementBox());
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', true));
  });

  it('opens each policy in a document dialog; confirming ticks the agreement, cancelling does not', async () => {
    const { env } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    // The first dialog loads the dialog and html renderer chunks: under CI load that can pass 5 s.
    let dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(await within(dialog).findByText('Doc doc-privacy-en')).toBeTruthy();
    // The document is sanitised before it is shown.
    expect(dialog.querySelector('img[onerror]')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(agreementBox().checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'User Agreement' }));
    dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(await within(dialog).findByText('Doc doc-user-en')).toBeTruthy();
    expect(within(dialog).getByText('User Agreement')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and tick' }));
    await waitFor(() => expect(agreementBox().checked).toBe(true));
    expect(signInButton()).toHaveProperty('disabled', false);
    expect(env.requests.filter((r) => r.url === '/eps/config/file/oss/preview').map((r) => r.params)).toEqual([
      { attachid: 'doc-privacy-en' },
      { attachid: 'doc-user-en' },
    ]);
  });

  it('opens a policy at once after the other was cancelled, before the page re-renders', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Privacy Policy' }));
    const first = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await within(first).findByText('Doc doc-privacy-en');
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    // The dialog's outcome settles in microtasks; React's re-render comes later.
    // A click in between once met a stale "still opening" guard and did nothing.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    fireEvent.click(screen.getByRole('button', { name: 'User Agreement' }));
    await waitFor(() => expect(screen.getByText('Doc doc-user-en')).toBeTruthy(), { timeout: 20_000 });
  });

  it('shows the exact messages of spec 5 and calls nothing while the input is invalid', async () => {
    const { signIns } = setup();
    fireEvent.click(agreementBox());
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false));
    fireEvent.click(signInButton());
    // antd validates each field in a promise of its own: the two messages can land in different renders.
    expect(await screen.findByText('Please enter your account')).toBeTruthy();
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    const account = screen.getByPlaceholderText('Please enter your account');
    fireEvent.change(account, { target: { value: 'bad<name>' } });
    fireEvent.blur(account);
    expect(await screen.findByText('Account cannot contain special characters!')).toBeTruthy();
    expect(signIns).toEqual([]);
  });

  it('blocks a submit by the Enter key too, with the agreement message on the field', async () => {
    const { signIns } = setup();
    fireEvent.change(await screen.findByPlaceholderText('Please enter your account'), { target: { value: 'buyer' } });
    fireEvent.change(screen.getByPlaceholderText('Please enter your password'), { target: { value: 'Eps#Buyer2026' } });
    fireEvent.submit(screen.getByPlaceholderText('Please enter your password').closest('form') as HTMLFormElement);
    const item = agreementBox().closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText(AGREEMENT_TIP)).toBeTruthy();
    expect(signIns).toEqual([]);
  });

  it('signs in through the login.signIn capability with the trimmed values', async () => {
    const { signIns } = setup();
    fireEvent.change(await screen.findByPlaceholderText('Please enter your account'), { target: { value: '  buyer ' } });
    fireEvent.change(screen.getByPlaceholderText('Please enter your password'), { target: { value: 'Eps#Buyer2026' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Remember me/ }));
    fireEvent.click(agreementBox());
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', false));
    act(() => void fireEvent.click(signInButton()));
    await waitFor(() => expect(signIns).toHaveLength(1));
    expect(signIns[0]).toEqual({ loginType: '1', username: 'buyer', password: 'Eps#Buyer2026', remember: true, agreement: true });
  });

  it('starts from the remembered login: account, password, remember me and the agreement ticked', async () => {
    setup({ username: 'supplier', password: 'Eps#Supp2026', remember: true, agreement: true });
    expect(((await screen.findByPlaceholderText('Please enter your account')) as HTMLInputElement).value).toBe('supplier');
    expect((screen.getByPlaceholderText('Please enter your password') as HTMLInputElement).value).toBe('Eps#Supp2026');
    expect((screen.getByRole('checkbox', { name: /Remember me/ }) as HTMLInputElement).checked).toBe(true);
    expect(agreementBox().checked).toBe(true);
    expect(signInButton()).toHaveProperty('disabled', false);
  });

  it('phone tab: validates the phone before sending and keeps the gate', async () => {
    const { env } = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Phone login' }));
    const phone = await screen.findByPlaceholderText('Please enter your mobile phone number');
    fireEvent.change(phone, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(env.notices.at(-1)).toEqual({ level: 'warning', message: 'Please enter a valid phone number!' }));
    const buttons = screen.getAllByRole('button', { name: 'Sign in' });
    expect(buttons.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });

  it('shows a link only when its address is configured: forgot-password here, no register button', async () => {
    setup();
    await screen.findByPlaceholderText('Please enter your account');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register an account' })).toBeNull();
  });
});
