// @vitest-environment node
/**
 * Early reads (src/api/earlyReads.ts): what src/earlyStart.ts sent
 * before the portal's code ran stands in for the api client's first same
 * call, once, only for a while, and never after a write; every rule of the
 * client applies to the answer. Against a real server (STYLE 5).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '@core/env';
import { EARLY_READ_TTL_MS, dropEarlyReads, earlyReadsWaiting, requestKey, startEarlyReads, urlWithParams } from '../../../src/api/earlyReads';
import { dictsRead, paramsRead, sessionInfoRead } from '../../../src/shell/routing/preloadReads';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const server = recordingServerPerFile((request) => ({ body: { code: '200', data: { path: request.path, query: request.query } } }));
afterEach(() => {
  dropEarlyReads();
  vi.unstubAllGlobals();
});

/** The early start's form of a read, against the test server. */
const early = (read: { method: string; url: string; params?: Readonly<Record<string, unknown>> | undefined; data?: unknown }) => ({ ...read, url: `${server.baseURL}${read.url}` });
/** Until the early reads' answers are in (they are sent at once; the client waits for them anyway). */
const arrived = (count: number) => vi.waitFor(() => expect(server.received).toHaveLength(count));

describe('early reads', () => {
  it('answer the first same calls: one request each reaches the server, and the client rules run on the answers', async () => {
    startEarlyReads([early(sessionInfoRead()), early(dictsRead('zh-cn')), early(paramsRead())]);
    await arrived(3);
    const { client, onMessagingStart } = makeClient(server.baseURL);
    const dicts = await client.request(dictsRead('zh-cn'));
    expect(dicts.data).toEqual({ path: '/eps/config/dict/list', query: { lang: 'zh-cn' } });
    await client.request(sessionInfoRead());
    expect(onMessagingStart).toHaveBeenCalledTimes(1); // session-info's `sse` rule, on an early answer
    await client.request(paramsRead());
    // Sent together, they arrive in any order.
    expect(server.received.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'GET /eps/config/dict/list',
      'GET /eps/config/params/list',
      'POST /eps/auth/cas/session-info',
    ]);
    expect(server.received.find((r) => r.method === 'POST')?.json).toEqual({});
    expect(earlyReadsWaiting()).toBe(0);
  });

  it('stand in once: the next same call goes out itself', async () => {
    startEarlyReads([early(paramsRead())]);
    const { client } = makeClient(server.baseURL);
    await client.request(paramsRead());
    await client.request(paramsRead());
    expect(server.received).toHaveLength(2);
  });

  it('are read by the same rules as any answer: a dead session ends it', async () => {
    server.reply = () => ({ body: { code: '401', message: 'expired' } });
    startEarlyReads([early(sessionInfoRead())]);
    await arrived(1);
    const { client, onLogout } = makeClient(server.baseURL);
    await expect(client.request(sessionInfoRead())).rejects.toBeInstanceOf(ApiCallError);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveLength(1);
  });

  it('are dropped by a write: a read after it goes out itself', async () => {
    startEarlyReads([early(paramsRead())]);
    await arrived(1);
    const { client } = makeClient(server.baseURL);
    await client.request({ method: 'post', url: '/eps/auth/cas/login', data: { mobile: 'buyer' } });
    expect(earlyReadsWaiting()).toBe(0);
    await client.request(paramsRead());
    expect(server.received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /eps/config/params/list', 'POST /eps/auth/cas/login', 'GET /eps/config/params/list']);
  });

  it('stand in only for the call they asked: another body, query or method goes out itself', async () => {
    startEarlyReads([early(sessionInfoRead()), early(dictsRead('zh-cn'))]);
    await arrived(2);
    const { client } = makeClient(server.baseURL);
    await client.request(dictsRead('en'));
    expect(server.received).toHaveLength(3);
    // session-info asked to update is a write: it goes out, and drops what is left.
    await client.request(sessionInfoRead(true));
    expect(server.received).toHaveLength(4);
    expect(server.received[3]?.json).toEqual({ isUpdate: 1 });
    expect(earlyReadsWaiting()).toBe(0);
  });

  it('are not taken when too old, or by a call that can be cancelled', async () => {
    startEarlyReads([early(paramsRead())], Date.now() - EARLY_READ_TTL_MS - 1);
    const { client } = makeClient(server.baseURL);
    await client.request(paramsRead());
    startEarlyReads([early(dictsRead('zh-cn'))]);
    await client.request({ ...dictsRead('zh-cn'), signal: new AbortController().signal });
    expect(server.received.map((r) => r.path)).toEqual(['/eps/config/params/list', '/eps/config/params/list', '/eps/config/dict/list', '/eps/config/dict/list']);
  });

  it('that failed let the call go out itself', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('network down')));
    startEarlyReads([early(paramsRead())]);
    const { client } = makeClient(server.baseURL);
    const answer = await client.request(paramsRead());
    expect(answer.data).toEqual({ path: '/eps/config/params/list', query: {} });
    expect(server.received).toHaveLength(1);
  });
});

describe('requestKey and urlWithParams', () => {
  it('fail as a timeout once the call\'s own limit has passed since the early send, without sending the call again', async () => {
    server.reply = () => ({ delayMs: 1000, body: { code: '200', data: null } });
    const hung = { ...sessionInfoRead(), timeoutMs: 100 };
    startEarlyReads([early(hung)]);
    await arrived(1);
    const { client, notifier } = makeClient(server.baseURL);
    await expect(client.request(hung)).rejects.toBeInstanceOf(ApiCallError);
    expect(server.received).toHaveLength(1);
    expect(notifier.error).not.toHaveBeenCalled(); // session-info is silent: the page's error route says it
  });

  it('see the same call whatever the order and escaping of its query, and tell other calls apart', () => {
    const key = requestKey('get', '/eps/x?b=1&a=x%20y', undefined);
    expect(requestKey('GET', 'http://localhost/eps/x?a=x+y&b=1', undefined)).toBe(key);
    expect(requestKey('GET', '/eps/x?a=x+y&b=2', undefined)).not.toBe(key);
    expect(requestKey('POST', '/eps/x?a=x+y&b=1', undefined)).not.toBe(key);
    expect(requestKey('GET', '/eps/y?a=x+y&b=1', undefined)).not.toBe(key);
    expect(requestKey('POST', '/eps/x', '{}')).not.toBe(requestKey('POST', '/eps/x', '{"isUpdate":1}'));
  });

  it('write plain parameters as a query, and refuse others (axios would write them its own way)', () => {
    expect(urlWithParams('/eps/d', { lang: 'zh-cn', n: 2, skip: undefined })).toBe('/eps/d?lang=zh-cn&n=2');
    expect(urlWithParams('/eps/d?x=1', { lang: 'en' })).toBe('/eps/d?x=1&lang=en');
    expect(urlWithParams('/eps/d', undefined)).toBe('/eps/d');
    expect(urlWithParams('/eps/d', { ids: [1, 2] })).toBeUndefined();
  });
});
