import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registry } from '../../../renderers';
import { ApiCallError, type ApiEnvelope } from '@core/env';
import { InvalidNodesContext, PortalRuntime, SchemaRenderer, documentValidatorFor } from '@core/react';
import { issuesByNode } from '@core/schema/validateDocument';
import { Scope } from '@core/scope';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table', 'dialog']));

/** A promise the test settles by hand, to see the states in between. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('page renderer', () => {
  it('loads initApi once and gives the body its data as `data` and by its keys', async () => {
    const answer = deferred<ApiEnvelope>();
    const { env, container } = renderSchema(
      {
        type: 'page',
        title: { 'zh-cn': '${name}的资料', en: 'Profile of ${name}' },
        initApi: { url: '/eps/user/${user.id}' },
        data: { greeting: 'Hello' },
        body: [{ type: 'text', tag: 'p', text: '${greeting} ${data.name} of ${company.name}' }],
      },
      { api: () => answer.promise, data: { user: { id: 7 } } },
    );
    // The body waits for its data (a form must not start from empty values).
    expect(container.querySelector('.ant-spin')).toBeTruthy();
    expect(container.querySelector('p')).toBeNull();
    answer.resolve(ok({ name: 'Ann', company: { name: 'ACME' } }));
    expect(await screen.findByText('Hello Ann of ACME')).toBeTruthy();
    // Level 2: the next level below the layout's h1 (heading order).
    expect(screen.getByRole('heading', { level: 2, name: 'Profile of Ann' })).toBeTruthy();
    expect(env.requests).toHaveLength(1);
    expect(env.requests[0]).toMatchObject({ method: 'get', url: '/eps/user/7' });
  });

  it('shows an error with a retry when initApi fails, and renders after the retry', async () => {
    let calls = 0;
    renderSchema(
      { type: 'page', initApi: { url: '/eps/x' }, body: { type: 'text', text: 'Got ${value}' } },
      {
        api: () => {
          calls += 1;
          if (calls === 1) throw new ApiCallError('down');
          return ok({ value: 42 });
        },
      },
    );
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByText('Got 42')).toBeTruthy();
  });

  it('reloads through its id from an action, and its nodes see the page registry', async () => {
    let version = 0;
    const { env } = renderSchema(
      {
        type: 'page',
        id: 'profile',
        initApi: { url: '/eps/x' },
        toolbar: [{ type: 'button', label: 'Reload', action: { action: 'reload', target: 'profile' } }],
        body: { type: 'text', text: 'Version ${version}' },
      },
      { api: () => ok({ version: ++version }) },
    );
    expect(await screen.findByText('Version 1')).toBeTruthy();
    fireEvent.click(screen.getByText('Reload'));
    expect(await screen.findByText('Version 2')).toBeTruthy();
    expect(env.requests).toHaveLength(2);
  });

  it('shows a broken node as an error box with its pointer while its siblings render', async () => {
    const screenDocument = {
      schemaVersion: 1,
      type: 'page',
      body: [
        { type: 'text', text: 'Before' },
        { type: 'table', api: { url: '/eps/x' }, columns: [{ title: 'When', dataIndex: 'at', valueType: 'dat' }] },
        // A dialog only renders when an action opens it: placed in a page, its renderer throws.
        { type: 'dialog', title: 'Stray' },
        { type: 'text', text: 'After' },
      ],
    };
    // The error boundary logs the thrown error for configurators; keep the test output clean, and check it did.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const validate = await documentValidatorFor(registry);
    const env = createTestEnv({ api: () => ok({ items: [], total: 0 }) });
    const invalid = issuesByNode(validate(screenDocument), (issue) => env.i18n.t(issue.key, issue.vars));
    render(
      <PortalRuntime registry={registry} env={env}>
        <InvalidNodesContext.Provider value={invalid}>
          <SchemaRenderer node={screenDocument} pointer="" scope={new Scope({})} />
        </InvalidNodesContext.Provider>
      </PortalRuntime>,
    );
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
    const boxes = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.eps-node-error')];
      expect(found).toHaveLength(2);
      return found;
    });
    expect(boxes[0]?.dataset.pointer).toBe('/body/1');
    expect(boxes[0]?.textContent).toContain('/columns/0: unknown valueType "dat"');
    expect(boxes[1]?.dataset.pointer).toBe('/body/2');
    expect(boxes[1]?.textContent).toContain('A dialog is shown by a dialog action');
    // The invalid table never rendered, so it made no call.
    expect(env.requests).toHaveLength(0);
    expect(logged.mock.calls.some(([message]) => String(message).includes('/body/2'))).toBe(true);
    logged.mockRestore();
  });
});
