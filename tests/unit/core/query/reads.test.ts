/**
 * Reads as queries (core/query/reads.ts): an answer is keyed by who asked
 * (the document origin's guarded api) as well as by what was asked, so a
 * product document's answer is never handed to a tenant document whose guard
 * refuses that call; writes make kept answers stale; a session's reads go with it.
 */
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { CALL_REFUSED } from '@core/calls/guardCalls';
import { documentEnv } from '@core/calls/documentEnv';
import type { ApiRequest } from '@core/env';
import { forgetReadsOf, readKey, readQuery, withStaleAfterWrite } from '@core/query/reads';
import { createTestEnv, ok } from '../../../helpers/testEnv';

/** A GET only the product's own documents may make (declared `screen: 'product'`), from a click. */
const productRead: ApiRequest = { method: 'get', url: '/eps/eps-api/signBpm/agree', params: { requestId: '7' }, trigger: 'gesture' };
const plainRead: ApiRequest = { method: 'get', url: '/eps/config/dict/list', params: { lang: 'en' } };

describe('reads as queries', () => {
  it("a product document's answer is never a tenant document's: the tenant's read goes through its own guard, which refuses it", async () => {
    const env = createTestEnv({ api: () => ok({ secret: 1 }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const product = documentEnv(env, 'product').api;
    const tenant = documentEnv(env, 'tenant').api;
    expect((await client.fetchQuery(readQuery(product, productRead))).data).toEqual({ secret: 1 });
    expect(readKey(tenant, productRead)).not.toEqual(readKey(product, productRead));
    expect(readKey(tenant, productRead)[1]).toMatchObject({ origin: 'tenant' });
    await expect(client.fetchQuery(readQuery(tenant, productRead))).rejects.toMatchObject({ code: CALL_REFUSED });
    // The refused call never left: the server saw the product's one call only.
    expect(env.requests).toHaveLength(1);
    expect(client.getQueryData(readKey(tenant, productRead))).toBeUndefined();
  });

  it('the same request by the same document is one query: asked once while fresh', async () => {
    const env = createTestEnv({ api: () => ok([]) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const api = documentEnv(env, 'product').api;
    await Promise.all([client.fetchQuery(readQuery(api, plainRead)), client.fetchQuery(readQuery(api, { ...plainRead, params: { lang: 'en' } }))]);
    await client.fetchQuery(readQuery(api, plainRead));
    expect(env.requests).toHaveLength(1);
  });

  it('a successful write makes every kept read stale; a read does not', async () => {
    const env = createTestEnv({ api: () => ok({}) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const api = withStaleAfterWrite(env.api, client);
    await client.fetchQuery(readQuery(api, plainRead));
    const state = () => client.getQueryCache().find({ queryKey: readKey(api, plainRead) });
    await api.request({ method: 'get', url: '/eps/other' });
    expect(state()?.isStale()).toBe(false);
    await api.request({ method: 'post', url: '/eps/save', data: {} });
    await Promise.resolve();
    expect(state()?.isStale()).toBe(true);
  });

  it("a session's reads are dropped with it; another api's stay", async () => {
    const first = createTestEnv({ api: () => ok(1) });
    const second = createTestEnv({ api: () => ok(2) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const firstDocument = documentEnv(first, 'tenant').api;
    await client.fetchQuery(readQuery(firstDocument, plainRead));
    await client.fetchQuery(readQuery(second.api, plainRead));
    forgetReadsOf(client, first.api);
    expect(client.getQueryData(readKey(firstDocument, plainRead))).toBeUndefined();
    expect(client.getQueryData(readKey(second.api, plainRead))).toMatchObject({ data: 2 });
  });
});
