import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeRows, pagedHandler } from './fixtures';
import { preloadRenderers } from './preload';
import { Scope } from '@core/scope';
import { renderSchema, schemaElement } from '../../helpers/renderSchema';

const activeTab = (): string | null | undefined => document.querySelector('.ant-tabs-tab-active')?.textContent;

beforeAll(() => preloadRenderers(['tabs', 'table']));

const tabs = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'tabs',
  items: [
    { key: 'info', title: { 'zh-cn': '信息', en: 'Info' }, body: { type: 'text', text: 'Info body' } },
    {
      key: 'tasks',
      title: 'Tasks',
      badge: '${counts.todo}',
      body: { type: 'table', api: { url: '/eps/tasks' }, columns: [{ title: 'Name', dataIndex: 'taskName' }] },
    },
    { key: 'secret', title: 'Secret', visibleOn: 'user.admin', body: { type: 'text', text: 'Secret body' } },
  ],
  ...extra,
});

describe('tabs renderer', () => {
  it('mounts a tab body the first time it is shown, then keeps it', async () => {
    const { env } = renderSchema(tabs(), { api: pagedHandler(makeRows(2)), data: { counts: { todo: 5 }, user: { admin: false } } });
    expect(await screen.findByText('Info body')).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
    // The hidden tab's table has made no call.
    expect(env.requests).toHaveLength(0);

    fireEvent.click(screen.getByText('Tasks'));
    expect(await screen.findByText('Task 1')).toBeTruthy();
    expect(env.requests).toHaveLength(1);

    fireEvent.click(screen.getByText('Info'));
    fireEvent.click(screen.getByText('Tasks'));
    await waitFor(() => expect(screen.getByText('Task 1')).toBeTruthy());
    expect(env.requests).toHaveLength(1);
  });

  it('opens the tab an activeKeyFrom expression names, and follows it when it changes', async () => {
    const node = tabs({ activeKeyFrom: 'query.tab' });
    const data = { counts: {}, user: { admin: true } };
    const { rerender, env } = renderSchema(node, { api: pagedHandler(makeRows(1)), data: { ...data, query: { tab: 'tasks' } } });
    expect(await screen.findByText('Task 1')).toBeTruthy();
    expect(screen.queryByText('Info body')).toBeNull();
    expect(screen.getByText('Secret')).toBeTruthy();
    expect(env.requests).toHaveLength(1);

    // The route query changes: the named tab opens.
    rerender(schemaElement(node, env, new Scope({ ...data, query: { tab: 'secret' } })));
    expect(await screen.findByText('Secret body')).toBeTruthy();
    expect(activeTab()).toBe('Secret');
    // A user click still works while the query stays the same.
    rerender(schemaElement(node, env, new Scope({ ...data, query: { tab: 'secret' } })));
    fireEvent.click(screen.getByText('Info'));
    await waitFor(() => expect(activeTab()).toBe('Info'));
    expect(screen.getByText('Info body')).toBeTruthy();
  });

  it('waits for the itemsSource tab the scope names instead of mounting the first tab meanwhile', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const api = (request: { url: string }) => {
      if (request.url === '/eps/types') return new Promise((resolve) => (answer = resolve));
      return pagedHandler(makeRows(1))(request as never);
    };
    const node = {
      type: 'tabs',
      activeKeyFrom: 'query.type',
      items: [{ key: 'all', title: 'All', body: { type: 'table', api: { url: '/eps/all' }, columns: [{ title: 'Name', dataIndex: 'taskName' }] } }],
      itemsSource: {
        api: { url: '/eps/types', responseData: 'data' },
        keyField: 'value',
        titleField: 'label',
        body: { type: 'table', api: { url: '/eps/typed', params: { type: '${tab.value}' } }, columns: [{ title: 'Name', dataIndex: 'taskName' }] },
      },
    };
    const { env } = renderSchema(node, { api: api as never, data: { query: { type: '2' } } });
    await waitFor(() => expect(env.requests.map((r) => r.url)).toContain('/eps/types'));
    // The All tab's table is neither rendered nor asked for while the tabs load.
    expect(env.requests.map((r) => r.url)).not.toContain('/eps/all');
    answer({ code: '200', data: [{ value: '2', label: 'Announcements' }] });
    expect(await screen.findByText('Task 1')).toBeTruthy();
    expect(activeTab()).toBe('Announcements');
    expect(env.requests.map((r) => r.url)).toEqual(['/eps/types', '/eps/typed']);
  });
});
