/**
 * The actions bar with real antd: fixed buttons, then one set of `item`
 * nodes per record of an api or the scope (the actions a server allows),
 * each with the record as `item` and its position as `index`; a click runs
 * that record's chain; a button's `primaryOn` makes one of them primary.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';

const ALLOWED = [
  { buttonCode: 'agree', buttonName: 'Approve' },
  { buttonCode: 'reject', buttonName: 'Reject' },
];

const buttonTexts = (): string[] => screen.getAllByRole('button').map((b) => b.textContent ?? '');

describe('actions bar with buttons from records', () => {
  it('draws the fixed items, then one button per record of the api, called once with the templated body', async () => {
    const calls: ApiRequest[] = [];
    const api = (request: ApiRequest): ApiEnvelope => {
      calls.push(request);
      if (request.url === '/eps/run') return ok(null);
      return ok(ALLOWED);
    };
    const { env } = renderSchema(
      {
        type: 'actions',
        items: [{ type: 'button', label: 'Start' }],
        api: { method: 'post', url: '/eps/allowed', data: { doc: '${doc}' } },
        item: {
          type: 'button',
          label: '${item.buttonName}',
          primaryOn: "item.buttonCode == 'agree'",
          visibleOn: "item.buttonCode != 'start'",
          action: { action: 'ajax', api: { method: 'post', url: '/eps/run', data: { code: '${item.buttonCode}', at: '${index}', doc: '${doc}' } } },
        },
      },
      { api, data: { doc: 'CT-1' } },
    );
    await waitFor(() => expect(buttonTexts()).toEqual(['Start', 'Approve', 'Reject']));
    // primaryOn: one button of the set is primary.
    expect(screen.getAllByRole('button').map((b) => b.classList.contains('ant-btn-primary'))).toEqual([false, true, false]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'post', url: '/eps/allowed', data: { doc: 'CT-1' } });
    fireEvent.click(screen.getByText('Reject'));
    await waitFor(() => expect(env.requests.some((r) => r.url === '/eps/run')).toBe(true));
    expect(env.requests.find((r) => r.url === '/eps/run')?.data).toEqual({ code: 'reject', at: 1, doc: 'CT-1' });
  });

  it('takes the records from the scope, and skips those an item hides', async () => {
    renderSchema(
      {
        type: 'actions',
        source: '${allowed}',
        item: { type: 'button', label: '${item.buttonName}', hiddenOn: "item.buttonCode == 'reject'" },
      },
      { data: { allowed: ALLOWED } },
    );
    await waitFor(() => expect(buttonTexts()).toEqual(['Approve']));
  });

  it('draws only the fixed items when the call answers no list', async () => {
    renderSchema(
      { type: 'actions', items: [{ type: 'button', label: 'Back' }], api: { url: '/eps/allowed', silent: true }, item: { type: 'button', label: '${item.buttonName}' } },
      { api: () => ok({ nothing: true }) },
    );
    await waitFor(() => expect(buttonTexts()).toEqual(['Back']));
  });
});
