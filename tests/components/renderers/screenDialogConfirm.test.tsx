/**
 * `screenDialog` with `onConfirm` (core/actions): the dialog document asks,
 * the opener acts. On confirm the opener's steps run with the dialog's values
 * as `result` while the dialog stays open and busy; success closes it and the
 * chain goes on; a failed call keeps it open with the input; steps that stop
 * without an error (a hook's confirm said no) close it as cancelled. The
 * `hook` step runs the list its template names, nothing when there is none.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { preloadRenderers } from './preload';

beforeAll(async () => {
  await Promise.all([loadFormEngine(), preloadRenderers(['dialog', 'button', 'text', 'form', 'page'])]);
});

const noteDialog = {
  schemaVersion: 1,
  type: 'dialog',
  title: 'Note',
  body: [{ type: 'form', schema: { type: 'object', required: ['note'], properties: { note: { type: 'string', title: 'Note' } } } }],
};

const page = {
  type: 'page',
  data: { hooks: { before: [{ action: 'confirm', content: 'Really?' }] } },
  body: [
    {
      type: 'button',
      label: 'Open',
      action: [
        {
          action: 'screenDialog',
          screen: 'x/note',
          onConfirm: [
            { action: 'hook', name: 'beforeSubmit', steps: '${hooks.before}' },
            { action: 'hook', name: 'none', steps: '${hooks.missing}' },
            { action: 'ajax', api: { method: 'post', url: '/eps/x/save', data: { text: '${result.note}' } } },
          ],
        },
        { action: 'toast', message: 'after ${result.ok}' },
      ],
    },
  ],
};

function show(answer: (request: ApiRequest) => ReturnType<typeof ok>) {
  const env = createTestEnv({ api: answer });
  env.screens = { bundled: { 'x/note': () => Promise.resolve(noteDialog) } };
  renderSchema(page, { env });
  return env;
}

async function confirmNote(text: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  fireEvent.change(await within(dialog).findByLabelText('Note', {}, { timeout: 15_000 }), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

describe('screenDialog onConfirm', () => {
  it('the opener calls with the values; success closes the dialog and the chain goes on with the answer', async () => {
    const env = show(() => ok({ ok: 'yes' }));
    await confirmNote('hello');
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'after yes' }));
    expect(env.requests.find((r) => r.url === '/eps/x/save')).toMatchObject({ data: { text: 'hello' }, trigger: 'gesture' });
    expect(env.confirms).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed call keeps the dialog open with the input, and the chain does not go on', async () => {
    const env = show(() => ({ code: '500', message: 'no', data: null }));
    const dialog = await confirmNote('kept');
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'error', message: 'no' }));
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect((within(dialog).getByLabelText('Note') as HTMLInputElement).value).toBe('kept');
    expect(env.notices.some((n) => n.message.startsWith('after'))).toBe(false);
  });

  it('a hook that says no closes the dialog without the call', async () => {
    const env = show(() => ok({ ok: 'yes' }));
    env.confirmAnswer = false;
    await confirmNote('dropped');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(env.requests.some((r) => r.url === '/eps/x/save')).toBe(false);
    expect(env.notices.some((n) => n.message.startsWith('after'))).toBe(false);
  });
});
