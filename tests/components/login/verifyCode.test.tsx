/**
 * The `verifyCode` form widget (spec portal-shell 4 "Code-send button", 5
 * "Before sending an SMS code the phone is validated (warning on failure),
 * then a registration check runs"): target check, pre-check, send, key into
 * a sibling field, 60 s countdown (fake timers), re-enabled after.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';

beforeAll(async () => {
  await loadFormEngine();
});
afterEach(() => {
  vi.useRealTimers();
});

const form = (options: Record<string, unknown> = {}) => ({
  type: 'page',
  body: [
    {
      type: 'form',
      id: 'phoneForm',
      layout: 'vertical',
      schema: {
        type: 'object',
        properties: {
          phone: { type: 'string', title: 'Phone', format: 'mobile' },
          code: { type: 'string', title: 'Code' },
          key: { type: 'string' },
        },
      },
      uiSchema: {
        key: { 'ui:widget': 'hidden' },
        code: {
          'ui:widget': 'verifyCode',
          'ui:options': {
            target: 'phone',
            targetFormat: 'mobile',
            keyField: 'key',
            precheck: {
              api: { method: 'post', url: '/check', data: { phone: '${value}' } },
              message: { 'zh-cn': '该手机号已注册', en: 'This phone is already registered' },
            },
            send: { method: 'post', url: '/send', data: { phone: '${value}', purpose: 'login' } },
            ...options,
          },
        },
      },
      actions: [],
    },
    { type: 'button', label: 'Probe', action: [{ action: 'submit', target: 'phoneForm' }, { action: 'toast', message: '${result}' }] },
  ],
});

/** A server knowing one registered phone; /send answers a key per call. */
function server(registered = '13800000001') {
  let sent = 0;
  return (request: ApiRequest) => {
    const phone = (request.data as { phone?: string }).phone;
    if (request.url === '/check') return ok(phone === registered);
    if (request.url === '/send') return ok(`key-${++sent}`);
    throw new Error(`unexpected ${request.url}`);
  };
}

const sendButton = () => screen.getByRole('button', { name: /Get code|Resend in/ });

describe('verifyCode widget', () => {
  it('warns about a missing or malformed phone and calls nothing', async () => {
    const env = createTestEnv({ api: server() });
    renderSchema(form(), { env });
    fireEvent.click(await screen.findByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(env.notices).toEqual([{ level: 'warning', message: 'Mobile phone number is required' }]));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '12345' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(env.notices.at(-1)).toEqual({ level: 'warning', message: 'Please enter a valid phone number!' }));
    expect(env.requests).toEqual([]);
  });

  it('pre-checks, sends, stores the key in the sibling field and counts down 60 s before it can send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const env = createTestEnv({ api: server() });
    renderSchema(form(), { env });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: ' 13912345678 ' } });
    fireEvent.click(sendButton());
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect(env.requests.map((r) => [r.url, r.data])).toEqual([
      ['/check', { phone: '13912345678' }],
      ['/send', { phone: '13912345678', purpose: 'login' }],
    ]);
    expect(sendButton()).toHaveProperty('disabled', true);

    act(() => void vi.advanceTimersByTime(1000));
    await screen.findByRole('button', { name: 'Resend in 59 s' });
    for (let i = 0; i < 59; i += 1) act(() => void vi.advanceTimersByTime(1000));
    const again = await screen.findByRole('button', { name: 'Get code' });
    expect(again).toHaveProperty('disabled', false);

    // The key travels with the form values.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
    await waitFor(() => expect(env.notices.at(-1)?.level).toBe('success'));
    expect(JSON.parse(env.notices.at(-1)!.message)).toEqual({ phone: '13912345678', code: '123456', key: 'key-1' });
  });

  it('does not send and does not count down when the pre-check says the phone exists', async () => {
    const env = createTestEnv({ api: server('13800000001') });
    renderSchema(form(), { env });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '13800000001' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(env.notices).toEqual([{ level: 'error', message: 'This phone is already registered' }]));
    expect(env.requests.map((r) => r.url)).toEqual(['/check']);
    expect(await screen.findByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });

  it('can block on the other answer (a phone that must exist) and count down for a configured time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const env = createTestEnv({ api: server('13800000001') });
    renderSchema(form({ precheck: { api: { method: 'post', url: '/check', data: { phone: '${value}' } }, blockWhen: false, message: 'Not registered' }, countdown: 5 }), { env });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '13912345678' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(env.notices).toEqual([{ level: 'error', message: 'Not registered' }]));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '13800000001' } });
    fireEvent.click(sendButton());
    await screen.findByRole('button', { name: 'Resend in 5 s' });
    for (let i = 0; i < 5; i += 1) act(() => void vi.advanceTimersByTime(1000));
    expect(await screen.findByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });

  it('stays usable when sending fails (the api provider tells the user)', async () => {
    const env = createTestEnv({ api: (r) => (r.url === '/check' ? ok(false) : { code: '429', message: 'Too soon', data: null }) });
    renderSchema(form(), { env });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '13912345678' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(env.notices).toEqual([{ level: 'error', message: 'Too soon' }]));
    expect(await screen.findByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });
});
