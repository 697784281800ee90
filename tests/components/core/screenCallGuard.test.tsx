// @vitest-environment jsdom
/**
 * The runtime door of the screen call rules (src/core/calls/guardCalls.ts):
 * a tenant's document rendered in the portal cannot reach a route its origin
 * or trigger may not call, whatever got it into the database; the product's
 * own files keep working; a shipped dialog opened from a tenant's page calls
 * with its own rights.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { PortalRuntime, ScreenRenderer } from '@core/react';
import type { ApiRequest } from '@core/env';
import type { ScreenSource } from '@core/schema/screenStore';
import { Scope } from '@core/scope';
import { createTestEnv, type TestEnv } from '../../helpers/testEnv';

afterEach(cleanup);

const ok = (data: unknown = {}) => ({ code: '200', data });

function mount(source: ScreenSource, id: string): TestEnv {
  const env = createTestEnv({ api: async () => ok({ items: [], total: 0 }) });
  env.screens = source;
  render(
    <PortalRuntime registry={registry} env={env}>
      <ScreenRenderer id={id} source={source} scope={new Scope({ user: { account: 'buyer' } })} fallback={<p>loading</p>} renderError={() => <p>failed</p>} />
    </PortalRuntime>,
  );
  return env;
}

const sent = (env: TestEnv): string[] => env.requests.map((r: ApiRequest) => `${r.method} ${r.url}`);

describe('screen call guard', () => {
  it("a tenant's override cannot approve a document on load; the person is told why", async () => {
    const override = {
      schemaVersion: 1,
      type: 'page',
      initApi: { method: 'get', url: '/eps/eps-api/signBpm/agree', params: { requestid: '1' }, silent: true },
      body: [{ type: 'text', text: 'home' }],
    };
    const env = mount({ bundled: {}, fetchOverride: () => Promise.resolve(override) }, 'home/index');
    await waitFor(() => expect(env.notices.map((n) => n.message).join()).toContain("may be called only by the product's own screens"));
    expect(sent(env)).toEqual([]);
  });

  it("a tenant's table may read on load, but not write", async () => {
    const override = {
      schemaVersion: 1,
      type: 'page',
      body: [
        { type: 'table', id: 'a', api: { url: '/eps/sse/workbench/Task/pageWorkbenchTaskList' }, columns: [{ name: 'taskName', label: 'x' }] },
        { type: 'service', api: { method: 'put', url: '/eps/usercenter/enterprise/contact', data: { phone: '1' } }, body: [] },
      ],
    };
    const env = mount({ bundled: {}, fetchOverride: () => Promise.resolve(override) }, 't/list');
    await waitFor(() => expect(sent(env)).toContain('get /eps/sse/workbench/Task/pageWorkbenchTaskList'));
    await waitFor(() => expect(env.notices.map((n) => n.message).join()).toContain('without a click'));
    expect(sent(env)).not.toContain('put /eps/usercenter/enterprise/contact');
  });

  it("a tenant's button may write, not make a product call; the product's own file may", async () => {
    const body = [
      { type: 'button', label: 'save', action: { action: 'ajax', api: { method: 'put', url: '/eps/usercenter/enterprise/contact' } } },
      { type: 'button', label: 'approve', action: { action: 'ajax', api: { method: 'get', url: '/eps/eps-api/signBpm/agree' } } },
    ];
    const doc = { schemaVersion: 1, type: 'page', body };
    const env = mount({ bundled: {}, fetchOverride: () => Promise.resolve(doc) }, 't/x');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'save' }));
    await user.click(screen.getByRole('button', { name: 'approve' }));
    await waitFor(() => expect(env.notices.map((n) => n.message).join()).toContain("may be called only by the product's own screens"));
    expect(sent(env)).toEqual(['put /eps/usercenter/enterprise/contact']);
    cleanup();

    const shipped = mount({ bundled: { 'workflow/x': () => Promise.resolve({ default: doc }) } }, 'workflow/x');
    await user.click(await screen.findByRole('button', { name: 'approve' }));
    await waitFor(() => expect(sent(shipped)).toEqual(['get /eps/eps-api/signBpm/agree']));
  });

  it('a chain run when a step shows may only read: no write, no shell capability', async () => {
    const doc = {
      schemaVersion: 1,
      type: 'page',
      body: [
        {
          type: 'steps',
          source: '${items}',
          title: '${item.t}',
          onShow: [{ action: 'ajax', api: { method: 'post', url: '/eps/eps-api/msg/readMsg', params: { id: 1 } } }],
          item: [{ type: 'text', text: '${item.t}' }],
        },
      ],
      data: { items: [{ t: 'a' }] },
    };
    const env = mount({ bundled: { 'x/y': () => Promise.resolve({ default: doc }) } }, 'x/y');
    await waitFor(() => expect(env.notices.map((n) => n.message).join()).toContain('without a click'));
    expect(sent(env)).toEqual([]);
  });

  it('a shipped dialog opened from a tenant page calls with its own rights', async () => {
    const dialog = {
      schemaVersion: 1,
      type: 'dialog',
      title: 'exit',
      body: [{ type: 'button', label: 'leave', action: { action: 'ajax', api: { method: 'get', url: '/eps/usercenter/uc/user/deleteTenant' } } }],
    };
    const page = { schemaVersion: 1, type: 'page', body: [{ type: 'button', label: 'open', action: { action: 'screenDialog', screen: 'user/dialogs/exit' } }] };
    const env = mount(
      {
        bundled: { 'user/dialogs/exit': () => Promise.resolve(dialog) },
        fetchOverride: (id) => Promise.resolve(id === 't/page' ? page : undefined),
      },
      't/page',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'open' }));
    await waitFor(() => expect(env.notices).toEqual([]));
    await user.click(await screen.findByRole('button', { name: 'leave' }));
    await waitFor(() => expect({ sent: sent(env), notices: env.notices }).toEqual({ sent: ['get /eps/usercenter/uc/user/deleteTenant'], notices: [] }));
  });
});
