import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';
import { makeRows, pagedHandler } from './fixtures';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table', 'dialog', 'form']));

const originalWidth = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth });
});

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A page: a table of tasks and a button that opens `dialog`, then reloads the table. */
const pageWith = (dialog: Record<string, unknown>): Record<string, unknown> => ({
  type: 'page',
  toolbar: [{ type: 'button', label: 'New', level: 'primary', icon: 'plus', action: [{ action: 'dialog', dialog }, { action: 'reload', target: 'tasks' }] }],
  body: [{ type: 'table', id: 'tasks', api: { url: '/eps/tasks' }, columns: [{ title: 'Name', dataIndex: 'taskName' }] }],
});

const tableCalls = (requests: readonly ApiRequest[]): number => requests.filter((request) => request.url === '/eps/tasks').length;
const modal = (): HTMLElement | null => document.querySelector<HTMLElement>('.ant-modal');

describe('dialog renderer', () => {
  it('opens from a button, is 50% wide, and reloads the table after Confirm', async () => {
    const { env } = renderSchema(pageWith({ type: 'dialog', title: { 'zh-cn': '新建', en: 'Create' }, body: { type: 'text', text: 'Sure?' } }), {
      api: pagedHandler(makeRows(3)),
    });
    await screen.findByText('Task 1');
    expect(modal()).toBeNull(); // not mounted until opened
    fireEvent.click(screen.getByText('New'));
    expect(await screen.findByText('Create')).toBeTruthy();
    expect(screen.getByText('Sure?')).toBeTruthy();
    expect(modal()?.style.width).toBe('50%');

    fireEvent.click(screen.getByText('Confirm'));
    await waitFor(() => expect(tableCalls(env.requests)).toBe(2));
    await waitFor(() => expect(modal()).toBeNull());
  });

  it('is 80% wide on a narrow screen, and Cancel stops the chain', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    const { env } = renderSchema(pageWith({ type: 'dialog', title: 'Create', body: { type: 'text', text: 'Sure?' } }), {
      api: pagedHandler(makeRows(3)),
      language: 'zh-cn',
    });
    await screen.findByText('Task 1');
    fireEvent.click(screen.getByText('New'));
    await screen.findByText('Sure?');
    expect(modal()?.style.width).toBe('80%');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(modal()).toBeNull());
    expect(tableCalls(env.requests)).toBe(1);
  });

  it('submits the body form on Confirm, cannot be closed while submitting, then closes and reloads', async () => {
    const saved = deferred<ApiEnvelope>();
    const { env } = renderSchema(
      pageWith({
        type: 'dialog',
        title: 'Create',
        body: {
          type: 'form',
          schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', title: 'Name' } } },
          api: { method: 'post', url: '/eps/save' },
        },
      }),
      { api: (request) => (request.url === '/eps/save' ? saved.promise : pagedHandler(makeRows(3))(request)) },
    );
    await screen.findByText('Task 1');
    fireEvent.click(screen.getByText('New'));
    const input = await screen.findByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Pump' } });
    fireEvent.click(screen.getByText('Confirm'));
    await waitFor(() => expect(env.requests.some((request) => request.url === '/eps/save')).toBe(true));

    // Busy: no close button, Esc and the mask do nothing, Cancel is disabled.
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.keyDown(wrap, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.mouseDown(wrap);
    fireEvent.click(wrap);
    expect(screen.getByText('Cancel').closest('button')?.disabled).toBe(true);
    fireEvent.click(screen.getByText('Cancel'));
    await act(async () => {});
    expect(modal()).toBeTruthy();
    expect(tableCalls(env.requests)).toBe(1);

    await act(async () => saved.resolve(ok({ id: 9 })));
    await waitFor(() => expect(modal()).toBeNull());
    await waitFor(() => expect(tableCalls(env.requests)).toBe(2));
    expect(env.requests.find((request) => request.url === '/eps/save')?.data).toMatchObject({ name: 'Pump' });
  });

  it('keeps the dialog and the input when the form is invalid', async () => {
    const { env } = renderSchema(
      pageWith({
        type: 'dialog',
        title: 'Create',
        body: {
          type: 'form',
          schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', title: 'Name' } } },
          api: { method: 'post', url: '/eps/save' },
        },
      }),
      { api: pagedHandler(makeRows(3)) },
    );
    await screen.findByText('Task 1');
    fireEvent.click(screen.getByText('New'));
    await screen.findByLabelText('Name');
    fireEvent.click(screen.getByText('Confirm'));
    await act(async () => {});
    expect(modal()).toBeTruthy();
    expect(env.requests.some((request) => request.url === '/eps/save')).toBe(false);
    expect(tableCalls(env.requests)).toBe(1);
  });

  it('a forced dialog has no close button and no Cancel; custom footer buttons run their own actions', async () => {
    const done = deferred<ApiEnvelope>();
    const { env } = renderSchema(
      pageWith({
        type: 'dialog',
        title: 'Change your password',
        forced: true,
        body: { type: 'text', text: 'Required' },
        actions: [
          { type: 'button', label: 'Log out', action: { action: 'logout' } },
          { type: 'button', label: 'Save', level: 'primary', action: [{ action: 'ajax', api: { method: 'post', url: '/eps/pwd' } }, { action: 'close' }] },
        ],
      }),
      { api: (request) => (request.url === '/eps/pwd' ? done.promise : pagedHandler(makeRows(1))(request)) },
    );
    await screen.findByText('Task 1');
    fireEvent.click(screen.getByText('New'));
    await screen.findByText('Required');
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    expect(screen.queryByText('Cancel')).toBeNull();
    fireEvent.keyDown(document.querySelector('.ant-modal-wrap') as HTMLElement, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await act(async () => {});
    expect(modal()).toBeTruthy();

    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(screen.getByText('Log out').closest('button')?.disabled).toBe(true));
    await act(async () => done.resolve(ok(null)));
    await waitFor(() => expect(modal()).toBeNull());
    // `close` resolves the dialog with the last result (null here is a value, not a cancel): the chain goes on.
    await waitFor(() => expect(tableCalls(env.requests)).toBe(2));
    expect(env.logouts).toBe(0);
  });
});
