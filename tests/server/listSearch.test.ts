// @vitest-environment node
/**
 * The bulletin and notification lists take a keyword (the lists' search boxes): bulletins by
 * title, notifications by title or message text; `%` and `_` are taken literally; too long a
 * keyword is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, startTestServer } from './helpers/testServer';

let server: TestServer;
let buyer: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
});
afterAll(async () => {
  await server?.close();
});

interface Page<T> {
  items: T[];
  total: number;
}
const read = async <T>(url: string) => (await get<Page<T>>(server.app, url, { token: buyer.ticket })).body.data;

describe('list search', () => {
  it('finds bulletins by part of the title', async () => {
    const all = await read<{ title: string }>('/eps/config/uc/news/page?containExpired=1&pageSize=100');
    const found = await read<{ title: string }>(`/eps/config/uc/news/page?containExpired=1&pageSize=100&title=${encodeURIComponent(' 发布 ')}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    expect(found.items.every((item) => item.title.includes('发布'))).toBe(true);
    expect((await read(`/eps/config/uc/news/page?title=${encodeURIComponent('100%')}`)).total).toBe(0);
  });

  it('finds notifications by title or message text', async () => {
    const byTitle = await read<{ messageTitle: string }>(`/eps/eps-api/msg/data/info/search?pageSize=100&keyword=${encodeURIComponent('提醒 1')}`);
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.items.every((item) => item.messageTitle.includes('提醒 1'))).toBe(true);
    const byMessage = await read<{ message: string }>(`/eps/eps-api/msg/data/info/search?pageSize=100&keyword=${encodeURIComponent('编号 1003')}`);
    expect(byMessage.items.map((item) => item.message)).toEqual([expect.stringContaining('编号 1003')]);
    expect((await read('/eps/eps-api/msg/data/info/search?keyword=_')).total).toBe(0);
    expect((await get(server.app, `/eps/eps-api/msg/data/info/search?keyword=${'x'.repeat(201)}`, { token: buyer.ticket })).status).toBe(400);
  });
});
