/**
 * prefetchScreenData (render-as-you-fetch): the calls started
 * while a screen loads are exactly the first calls of the nodes it shows at
 * once, in their scope; nothing behind a condition, a permission, a later tab,
 * a page's initApi, a form or a dialog.
 */
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import type { ApiRequest } from '@core/env';
import { prefetchScreenData } from '@core/prefetchScreenData';
import { Scope } from '@core/scope';
import { createTestEnv, ok } from '../../helpers/testEnv';

const table = (url: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'table',
  api: { url },
  columns: [{ title: 'Name', dataIndex: 'name' }],
  ...extra,
});

function started(document: unknown, data: Record<string, unknown> = {}, permissions?: readonly string[]): ApiRequest[] {
  const env = createTestEnv({ api: () => ok({ items: [], total: 0 }), ...(permissions ? { permissions } : {}) });
  prefetchScreenData(document, new Scope(data), registry, env, new QueryClient());
  // What is sent, without the abort signal each query gets.
  return env.requests.map(({ signal: _signal, ...sent }) => sent);
}

const urls = (requests: readonly ApiRequest[]): string[] => requests.map((request) => request.url);

describe('prefetchScreenData', () => {
  it("starts each shown table's first page, through page, grid and card, as the table will ask for it", () => {
    const requests = started(
      {
        type: 'page',
        data: { kind: 'open' },
        body: [
          {
            type: 'grid',
            columns: [
              { body: { type: 'card', body: table('/eps/a/${user.id}', { pageSize: 50, filters: [{ name: 'status', label: 'S', options: [], default: '1' }] }) } },
              { body: { type: 'card', extra: table('/eps/b', { plain: true, pageSize: 5 }), body: table('/eps/c', { api: { url: '/eps/c', params: { kind: '${kind}' } } }) } },
            ],
          },
          table('/eps/hidden', { visibleOn: 'false' }),
          table('/eps/forbidden', { permission: 'admin:tasks' }),
        ],
      },
      { user: { id: 7 } },
      ['user:tasks'],
    );
    expect(requests).toEqual([
      { method: 'get', url: '/eps/a/7', params: { status: '1', pageNum: 1, pageSize: 50 }, silent: true },
      { method: 'get', url: '/eps/b', params: { pageNum: 1, pageSize: 5 }, silent: true },
      { method: 'get', url: '/eps/c', params: { kind: 'open', pageNum: 1, pageSize: 20 }, silent: true },
    ]);
  });

  it("starts a page's initApi but not the calls of a body that waits for it", () => {
    const requests = started({ type: 'page', initApi: { url: '/eps/info' }, toolbar: [], body: [table('/eps/rows')] });
    expect(urls(requests)).toEqual(['/eps/info']);
  });

  it('stops at nodes whose children mount later or in another scope: forms, lists, dialogs, services', () => {
    const requests = started({
      type: 'page',
      body: [
        { type: 'form', schema: { type: 'object', properties: {} }, body: [table('/eps/in-form')] },
        { type: 'list', source: '${rows}', item: table('/eps/per-item/${item.id}') },
        { type: 'dialog', title: 'D', body: [table('/eps/in-dialog')] },
        { type: 'service', api: { method: 'post', url: '/eps/svc' }, body: [table('/eps/in-service')] },
        table('/eps/write', { api: { method: 'post', url: '/eps/write' } }),
      ],
    });
    expect(urls(requests)).toEqual([]);
  });

  it("starts the call of a service, list, tiles or timeline, not the calls of what renders with their data", () => {
    const requests = started({
      type: 'page',
      body: [
        { type: 'service', api: { url: '/eps/count', silent: true }, body: [table('/eps/in-service')] },
        { type: 'list', api: { url: '/eps/news', params: { pageSize: 5 } }, item: [] },
        { type: 'tiles', api: { url: '/eps/apps' } },
        { type: 'timeline', api: { url: '/eps/history/${id}' }, item: {} },
      ],
    }, { id: 'p-1' });
    expect(requests).toEqual([
      { method: 'get', url: '/eps/count', silent: true },
      { method: 'get', url: '/eps/news', params: { pageSize: 5 }, silent: true },
      { method: 'get', url: '/eps/apps', silent: true },
      { method: 'get', url: '/eps/history/p-1', silent: true },
    ]);
  });

  it("starts the first static tab's body and the tabs' itemsSource, not the other tabs", () => {
    const tabs = (extra: Record<string, unknown>): Record<string, unknown> => ({
      type: 'tabs',
      items: [
        { key: 'mine', title: 'Mine', body: table('/eps/mine') },
        { key: 'done', title: 'Done', body: table('/eps/done') },
      ],
      itemsSource: { api: { url: '/eps/apps' }, keyField: 'code', body: table('/eps/app/${tab.code}') },
      ...extra,
    });
    expect(urls(started(tabs({})))).toEqual(['/eps/apps', '/eps/mine']);
    expect(urls(started(tabs({ activeKeyFrom: 'query.tab' }), { query: { tab: 'done' } }))).toEqual(['/eps/apps', '/eps/done']);
    // A key that may name a tab from itemsSource: which body shows is known only with its answer.
    expect(urls(started(tabs({ activeKeyFrom: 'query.tab' }), { query: { tab: 'app-7' } }))).toEqual(['/eps/apps']);
    expect(urls(started(tabs({ defaultActiveKey: 'app-7' })))).toEqual(['/eps/apps']);
  });

  it('reads nothing it cannot: bad props and unknown types start nothing and do not throw', () => {
    expect(() => started({ type: 'page', body: [{ type: 'nope' }, { type: 'table', api: 42 }, { type: 'grid', columns: 'x' }, null] })).not.toThrow();
  });
});
