import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv } from '../../helpers/testEnv';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['dialog', 'button', 'text']));

/** A dialog document in its own file, as `schemas/x/pick.json` would be. */
const pickDialog = {
  schemaVersion: 1,
  type: 'dialog',
  title: { 'zh-cn': '选择', en: 'Pick' },
  body: [{ type: 'text', text: 'Total ${counts.total} for ${user.name}' }, { type: 'text', text: 'x', bogus: 1 }],
};

const page = {
  type: 'page',
  body: [
    {
      type: 'button',
      label: 'Open',
      action: [
        { action: 'screenDialog', screen: 'x/pick', data: { counts: { total: '${total}' } } },
        { action: 'toast', message: 'closed' },
      ],
    },
  ],
};

function envWith(screens: Record<string, unknown>) {
  const env = createTestEnv();
  env.screens = { bundled: Object.fromEntries(Object.entries(screens).map(([id, doc]) => [id, () => Promise.resolve(doc)])) };
  return env;
}

describe('screenDialog action', () => {
  it('opens a dialog document with the opener scope and its data; a bad prop shows in place', async () => {
    const env = envWith({ 'x/pick': pickDialog });
    renderSchema(page, { env, data: { total: 12, user: { name: 'Ann' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Total 12 for Ann')).toBeTruthy();
    expect(screen.getByText('Pick')).toBeTruthy();
    // The second text node has an unknown prop: its error box names it, the rest renders.
    expect(await screen.findByText(/unknown prop "bogus"/)).toBeTruthy();
    // The opener waits for the user, not the server: no spinner on it while the dialog is open.
    expect(document.querySelector('.ant-btn-loading')).toBeNull();
  });

  it('an unknown screen tells the user and stops the chain', async () => {
    const env = envWith({});
    renderSchema(page, { env, data: { total: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(env.notices.length).toBe(1));
    expect(env.notices[0]).toEqual({ level: 'error', message: 'The dialog "x/pick" could not be opened: No screen "x/pick"' });
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('a document whose root is not a dialog is refused', async () => {
    const env = envWith({ 'x/pick': { schemaVersion: 1, type: 'page', body: [] } });
    renderSchema(page, { env, data: { total: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(env.notices.length).toBe(1));
    expect(env.notices[0]?.message).toContain('not "dialog"');
  });

  it('answers the click at once with a progress bar, which stays until the dialog is on screen', async () => {
    let deliver: (doc: unknown) => void = () => undefined;
    const env = createTestEnv();
    env.screens = { bundled: { 'x/pick': () => new Promise((resolve) => (deliver = resolve)) } };
    renderSchema(page, { env, data: { total: 3, user: { name: 'Bo' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    // The document is still on its way: the click already shows that something is happening.
    const bar = await screen.findByRole('progressbar', { name: 'Opening…' });
    expect(bar.className).toBe('eps-dialog-opening');
    // The dialog's frame with a skeleton stands in at once (not an empty mask).
    expect(screen.getByTestId('dialog-opening-frame').querySelector('.eps-dialog-opening-frame')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    deliver(pickDialog);
    expect(await screen.findByText('Total 3 for Bo')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.queryByTestId('dialog-opening-frame')).toBeNull();
  });

  it('a dialog that cannot be opened takes its progress bar with it', async () => {
    const env = envWith({});
    renderSchema(page, { env, data: { total: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    await waitFor(() => expect(env.notices.length).toBe(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('an inline dialog shows no progress bar once it is open', async () => {
    const env = createTestEnv();
    const inline = { type: 'page', body: [{ type: 'button', label: 'Inline', action: { action: 'dialog', dialog: { type: 'dialog', title: 'Here', body: [{ type: 'text', text: 'inside' }] } } }] };
    renderSchema(inline, { env });
    fireEvent.click(await screen.findByRole('button', { name: 'Inline' }));
    expect(await screen.findByText('inside')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('a dialog document with an error at its root shows the error box, and no progress bar stays', async () => {
    const env = envWith({ 'x/pick': { ...pickDialog, bogus: 1 } });
    renderSchema(page, { env, data: { total: 1 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    expect(await screen.findByText(/unknown prop "bogus"/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
