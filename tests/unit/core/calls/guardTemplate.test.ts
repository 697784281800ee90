// @vitest-environment node
/**
 * The screen call guard judges a call named by permission code on the URL
 * template its key stands for (src/core/calls/guardCalls.ts): `{id}` fills a
 * route's `:id`, never a literal segment, and a tenant's document cannot
 * reach a product-only route through a code with an id either.
 */
import { describe, expect, it, vi } from 'vitest';
import { CALL_REFUSED, guardCalls } from '@core/calls/guardCalls';
import type { ScreenCall } from '@core/calls/screenCalls';
import type { ApiProvider, ApiRequest } from '@core/env';

const LIST: ScreenCall[] = [
  { method: 'get', path: '/eps/config/uc/news/page', kind: 'read' },
  { method: 'get', path: '/eps/config/uc/news/:id', kind: 'read' },
  { method: 'get', path: '/eps/config/uc/news/purge', kind: 'product' },
  { method: 'post', path: '/eps/flow/task/:id/approve', kind: 'product' },
];
const TEMPLATES: Record<string, string> = {
  p_news_detail: '/eps/config/uc/news/{id}',
  p_approve: '/eps/flow/task/{id}/approve',
  p_other_route: '/eps/config/uc/{kind}/page',
};

function setUp() {
  const sent: ApiRequest[] = [];
  const raw: ApiProvider = {
    request: <T,>(request: ApiRequest) => {
      sent.push(request);
      return Promise.resolve({ code: '200', data: null as T });
    },
    resolveUrl: (request) => (request.url !== '' || request.permission === undefined ? request.url : TEMPLATES[request.permission]),
  };
  const notify = vi.fn();
  const i18n = { language: 'en', t: (key: string, vars?: Record<string, unknown>) => `${key} ${String(vars?.url ?? '')}`, exists: () => true };
  return { sent, notify, guard: (origin: 'product' | 'tenant') => guardCalls(raw, origin, { i18n, notify }, LIST) };
}

describe('the call guard and permission URL templates', () => {
  it("lets a tenant's document read by a code whose template fills the route's id", async () => {
    const { sent, guard } = setUp();
    await guard('tenant').request({ method: 'get', url: '', permission: 'p_news_detail', params: { id: '../admin' } });
    expect(sent).toEqual([{ method: 'get', url: '', permission: 'p_news_detail', params: { id: '../admin' }, trigger: 'load' }]);
  });

  it('refuses a product-only route reached through a code, for a tenant, and a write on load for anyone', async () => {
    const { sent, notify, guard } = setUp();
    await expect(guard('tenant').request({ method: 'post', url: '', permission: 'p_approve', params: { id: 1 }, trigger: 'gesture' })).rejects.toMatchObject({ code: CALL_REFUSED });
    expect(notify).toHaveBeenCalledWith('error', 'core.calls.productOnly /eps/flow/task/{id}/approve');
    await expect(guard('product').request({ method: 'post', url: '', permission: 'p_approve', params: { id: 1 } })).rejects.toMatchObject({ code: CALL_REFUSED });
    await guard('product').request({ method: 'post', url: '', permission: 'p_approve', params: { id: 1 }, trigger: 'gesture' });
    expect(sent.map((r) => r.permission)).toEqual(['p_approve']);
  });

  it('a placeholder never stands for a literal segment: such a template reaches no listed route', async () => {
    const { sent, notify, guard } = setUp();
    await expect(guard('product').request({ method: 'get', url: '', permission: 'p_other_route', params: { kind: 'news' } })).rejects.toMatchObject({ code: CALL_REFUSED });
    expect(notify).toHaveBeenCalledWith('error', 'core.calls.unlisted /eps/config/uc/{kind}/page');
    expect(sent).toEqual([]);
  });

  it("the filled URL is judged too: an id naming a literal route of another kind is refused", async () => {
    const { sent, notify, guard } = setUp();
    await expect(guard('tenant').request({ method: 'get', url: '', permission: 'p_news_detail', params: { id: 'purge' } })).rejects.toMatchObject({ code: CALL_REFUSED });
    expect(notify).toHaveBeenCalledWith('error', 'core.calls.productOnly /eps/config/uc/news/purge');
    // Without a value the template alone is judged; the api client then refuses the unfilled call itself.
    await guard('tenant').request({ method: 'get', url: '', permission: 'p_news_detail' });
    expect(sent.map((r) => r.params)).toEqual([undefined]);
  });
});

describe('permission sets a page has not loaded (the workflow editions skip them in the preload)', () => {
  it('the guard waits for them on the first permission-named call, then judges the URL they give', async () => {
    const sent: ApiRequest[] = [];
    const known: Record<string, string> = {};
    const loadPermissionUrls = vi.fn(() => {
      Object.assign(known, TEMPLATES);
      return Promise.resolve();
    });
    const raw: ApiProvider = {
      request: <T,>(request: ApiRequest) => {
        sent.push(request);
        return Promise.resolve({ code: '200', data: null as T });
      },
      resolveUrl: (request) => (request.permission === undefined ? request.url : known[request.permission]),
      loadPermissionUrls,
    };
    const i18n = { language: 'en', t: (key: string) => key, exists: () => true };
    const guard = guardCalls(raw, 'product', { i18n, notify: vi.fn() }, LIST);
    await guard.request({ method: 'get', url: '', permission: 'p_news_detail', params: { id: 'n-1' } });
    expect(loadPermissionUrls).toHaveBeenCalledTimes(1);
    expect(sent.map((r) => r.permission)).toEqual(['p_news_detail']);
    // Loaded: no second load; a plain URL never asks for them.
    await guard.request({ method: 'get', url: '', permission: 'p_news_detail', params: { id: 'n-2' } });
    await guard.request({ method: 'get', url: '/eps/config/uc/news/page' });
    expect(loadPermissionUrls).toHaveBeenCalledTimes(1);
  });
});
