import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { ApiCallError, type ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';

const contactForm = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'form',
  id: 'contact',
  schema: {
    type: 'object',
    required: ['name', 'email', 'mobile'],
    properties: {
      name: { type: 'string', title: { 'zh-cn': '姓名', en: 'Name' } },
      email: { type: 'string', format: 'email', title: { 'zh-cn': '邮箱', en: 'Email' } },
      mobile: { type: 'string', format: 'mobile', title: { 'zh-cn': '手机号码', en: 'Mobile' } },
      note: { type: 'string', title: 'Note' },
    },
  },
  uiSchema: {
    // spec portal-shell 5: the business contact dialog's own required messages.
    name: { 'ui:options': { messages: { required: 'validation.nameRequired' } } },
    email: { 'ui:options': { messages: { required: 'validation.emailRequired' } } },
    mobile: { 'ui:options': { messages: { required: 'validation.mobileRequired' } } },
    note: { 'ui:widget': 'textarea' },
  },
  api: { method: 'post', url: '/eps/contact', data: { tenantId: '${user.tenantId}' } },
  ...extra,
});

const input = (label: string): HTMLInputElement => screen.getByLabelText(label);

async function typeAndBlur(label: string, value: string): Promise<void> {
  const element = input(label);
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

describe('form renderer', () => {
  // The engine (ajv) loads on first idle in the portal; here it is loaded once up front so timings do not depend on vite's transform.
  beforeAll(async () => {
    await loadFormEngine();
  });

  it('renders fields with their titles in the active language and validates on blur', async () => {
    renderSchema(contactForm(), { data: { user: { tenantId: 7 } } });
    expect(await screen.findByLabelText('Name')).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');

    await typeAndBlur('Mobile', '12812345678');
    expect(await screen.findByText('Please enter a valid phone number!')).toBeTruthy();
    await typeAndBlur('Mobile', '13812345678');
    await waitFor(() => expect(screen.queryByText('Please enter a valid phone number!')).toBeNull());

    await typeAndBlur('Email', 'not-an-email');
    expect(await screen.findByText('Please enter a legal email!')).toBeTruthy();
  });

  it('shows Chinese messages in zh-cn', async () => {
    renderSchema(contactForm(), { language: 'zh-cn' });
    await typeAndBlur(await screen.findByLabelText('手机号码').then(() => '手机号码'), '123');
    expect(await screen.findByText('请输入正确的手机号码!')).toBeTruthy();
  });

  it('blocks submit with every invalid field marked, and sends nothing', async () => {
    const { env } = renderSchema(contactForm());
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email required')).toBeTruthy();
    expect(screen.getByText('Mobile phone number is required')).toBeTruthy();
    expect(env.requests).toHaveLength(0);
  });

  it('a field showing an error is checked again as the user types: the message goes once the value is right; new errors wait for blur', async () => {
    renderSchema(contactForm(), { data: { user: { tenantId: 7 } } });
    await typeAndBlur('Mobile', '12812345678');
    expect(await screen.findByText('Please enter a valid phone number!')).toBeTruthy();
    // Typing a valid number, no blur: the stale message goes.
    fireEvent.change(input('Mobile'), { target: { value: '13812345678' } });
    await waitFor(() => expect(screen.queryByText('Please enter a valid phone number!')).toBeNull());
    // A field without a message is not validated while typed in.
    fireEvent.change(input('Email'), { target: { value: 'not-an-email' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByText('Please enter a legal email!')).toBeNull();
    fireEvent.blur(input('Email'));
    expect(await screen.findByText('Please enter a legal email!')).toBeTruthy();
  });

  it('an error on a hidden field shows with the form errors, named by the field, and blocks the submit', async () => {
    const hidden = contactForm({
      initialValues: { name: 'Li', email: 'li@example.com', mobile: '13812345678', code: 'bad code' },
      actions: [{ label: 'Save', kind: 'submit' }],
    });
    const schema = hidden.schema as { properties: Record<string, unknown> };
    schema.properties.code = { type: 'string', title: 'Code', pattern: '^[A-Z]+$' };
    (hidden.uiSchema as Record<string, unknown>).code = { 'ui:widget': 'hidden' };
    const { env } = renderSchema(hidden, { data: { user: { tenantId: 7 } } });
    await screen.findByLabelText('Name');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText(/^Code: /)).toBeTruthy();
    expect(env.requests).toHaveLength(0);
  });

  it('trims strings on blur and on submit, merges the values into the data, then runs onSuccess', async () => {
    const { env } = renderSchema(
      contactForm({ onSuccess: [{ action: 'toast', message: 'Saved ${values.name} #${result.id}' }] }),
      { data: { user: { tenantId: 7 } }, api: () => ok({ id: 42 }) },
    );
    await typeAndBlur('Name', '  Alice  ');
    expect(input('Name').value).toBe('Alice');
    fireEvent.change(input('Email'), { target: { value: ' alice@example.com ' } });
    fireEvent.change(input('Mobile'), { target: { value: '13812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(env.requests).toHaveLength(1));
    expect(env.requests[0]).toMatchObject({
      method: 'post',
      url: '/eps/contact',
      data: { tenantId: 7, name: 'Alice', email: 'alice@example.com', mobile: '13812345678' },
    });
    expect((env.requests[0]?.data as Record<string, unknown>).note).toBeUndefined();
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'Saved Alice #42' }));
    expect(input('Email').value).toBe('alice@example.com');
  });

  it('keeps the input when the call fails', async () => {
    const { env } = renderSchema(contactForm({ onSuccess: [{ action: 'toast', message: 'done' }] }), {
      api: () => {
        throw new ApiCallError('boom', { code: '500' });
      },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Bob' } });
    fireEvent.change(input('Email'), { target: { value: 'bob@example.com' } });
    fireEvent.change(input('Mobile'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(env.requests).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Submit').closest('button')?.className).not.toContain('ant-btn-loading'));
    expect(input('Name').value).toBe('Bob');
    expect(env.notices.find((n) => n.message === 'done')).toBeUndefined();
  });

  it('resets to the initial values after success with resetOnSuccess', async () => {
    const { env } = renderSchema(
      contactForm({ resetOnSuccess: true, initialValues: { name: '${user.name}' }, api: { method: 'post', url: '/eps/contact' } }),
      { data: { user: { name: 'Carol' } }, api: () => ok(null) },
    );
    expect((await screen.findByLabelText('Name') as HTMLInputElement).value).toBe('Carol');
    fireEvent.change(input('Name'), { target: { value: 'Dave' } });
    fireEvent.change(input('Email'), { target: { value: 'd@example.com' } });
    fireEvent.change(input('Mobile'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(env.requests).toHaveLength(1));
    await waitFor(() => expect(input('Name').value).toBe('Carol'));
    expect(input('Email').value).toBe('');
  });

  it('loads values from initApi and sends GET forms as params', async () => {
    const requests: ApiRequest[] = [];
    renderSchema(
      {
        type: 'form',
        schema: { type: 'object', properties: { keyword: { type: 'string', title: 'Keyword' }, size: { type: 'integer', title: 'Size', default: 20 } } },
        initApi: { url: '/eps/search/defaults', responseData: 'data.values' },
        api: { method: 'get', url: '/eps/search', params: { scope: 'all' } },
      },
      {
        api: (request) => {
          requests.push(request);
          return request.url === '/eps/search/defaults' ? ok({ values: { keyword: 'pump' } }) : ok([]);
        },
      },
    );
    await waitFor(() => expect(input('Keyword').value).toBe('pump'));
    // The number widget is loaded on first use.
    expect(((await screen.findByLabelText('Size')) as HTMLInputElement).value).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ method: 'get', url: '/eps/search', params: { scope: 'all', keyword: 'pump', size: 20 } });
  });

  it('renders read-only values as text, with choice titles', async () => {
    renderSchema({
      type: 'form',
      readOnly: true,
      schema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Name' },
          level: { type: 'string', title: 'Level', oneOf: [{ const: '1', title: { 'zh-cn': '普通', en: 'Normal' } }, { const: '2', title: 'Gold' }] },
          active: { type: 'boolean', title: 'Active' },
          secret: { type: 'string', title: 'Secret' },
        },
      },
      uiSchema: { secret: { 'ui:widget': 'password' } },
      initialValues: { name: 'Erin', level: '1', active: true, secret: 'x' },
    });
    expect(await screen.findByText('Erin')).toBeTruthy();
    expect(screen.getByText('Normal')).toBeTruthy();
    expect(screen.getByText('Yes')).toBeTruthy();
    expect(screen.getByText('******')).toBeTruthy();
    expect(document.querySelector('input')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('checks password strength against the sibling account and the brand words', async () => {
    renderSchema({
      type: 'form',
      brandWords: '${config.brandWords}',
      schema: {
        type: 'object',
        properties: {
          account: { type: 'string', title: 'Account', format: 'account' },
          password: { type: 'string', title: 'Password', password: { accountField: 'account' } },
        },
      },
      uiSchema: { password: { 'ui:widget': 'password' } },
      initialValues: { account: 'alice' },
    }, { data: { config: { brandWords: ['acme'] } } });
    await typeAndBlur(await screen.findByLabelText('Password').then(() => 'Password'), 'Alice#2024');
    expect(await screen.findByText('The new password cannot contain account and sensitive information')).toBeTruthy();
    await typeAndBlur('Password', 'Acme#20245');
    expect(await screen.findByText('The new password cannot contain account and sensitive information')).toBeTruthy();
    await typeAndBlur('Password', 'ab c');
    expect(await screen.findByText('Password length is 8-16 bits')).toBeTruthy();
    expect(screen.getByText('Cannot contain spaces')).toBeTruthy();
    expect(screen.getByText('Must include both uppercase letters, lowercase letters, numbers, and special characters')).toBeTruthy();
    await typeAndBlur('Password', 'Good#Pass9');
    await waitFor(() => expect(screen.queryByText(/Password length|Cannot contain|Must include|cannot contain account/)).toBeNull());
    await typeAndBlur('Account', 'a@b');
    expect(await screen.findByText('Account cannot contain special characters!')).toBeTruthy();
  });

  it('is driven by setValue and submit actions through its id', async () => {
    const { env } = renderSchema(
      {
        type: 'page',
        body: [
          contactForm({ actions: [] }),
          { type: 'button', label: 'Fill', action: { action: 'setValue', target: 'contact', value: { name: 'Fay', email: 'f@example.com', mobile: '13700000000' } } },
          { type: 'button', label: 'Send', action: [{ action: 'submit', target: 'contact' }, { action: 'toast', message: 'sent ${result.ok}' }] },
        ],
      },
      { api: () => ok({ ok: 'yes' }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(input('Name').value).toBe('Fay'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'sent yes' }));
    expect(env.requests[0]?.data).toMatchObject({ name: 'Fay', email: 'f@example.com', mobile: '13700000000' });
  });

  it('is the form a dialog confirm submits; an invalid form keeps the dialog open', async () => {
    const { env } = renderSchema(
      {
        type: 'button',
        label: 'Open',
        action: { action: 'dialog', dialog: { type: 'dialog', title: 'Contact', body: contactForm({ id: undefined }) } },
      },
      { api: () => ok({}) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const name = await screen.findByLabelText('Name');
    const confirm = screen.getByRole('button', { name: /OK|Confirm/ });
    fireEvent.click(confirm);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(env.requests).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Gus' } });
    fireEvent.change(input('Email'), { target: { value: 'g@example.com' } });
    fireEvent.change(input('Mobile'), { target: { value: '13600000000' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(env.requests).toHaveLength(1));
    expect(env.requests[0]?.data).toMatchObject({ name: 'Gus' });
  });

  it('submits on Enter (form submit) and shows placeholder, help and description', async () => {
    const { env, container } = renderSchema(
      {
        type: 'form',
        schema: { type: 'object', properties: { q: { type: 'string', title: 'Query', description: { 'zh-cn': '关键字', en: 'Words to find' } } } },
        uiSchema: { q: { 'ui:placeholder': { 'zh-cn': '请输入', en: 'Type here' }, 'ui:help': 'At most 20 words' } },
        api: { method: 'post', url: '/eps/find' },
      },
      { api: () => ok(null) },
    );
    const q = (await screen.findByPlaceholderText('Type here')) as HTMLInputElement;
    expect(screen.getByText('At most 20 words')).toBeTruthy();
    expect(container.querySelector('.ant-form-item-tooltip')).toBeTruthy();
    fireEvent.change(q, { target: { value: ' pumps ' } });
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    await waitFor(() => expect(env.requests).toHaveLength(1));
    expect(env.requests[0]?.data).toEqual({ q: 'pumps' });
  });
});
