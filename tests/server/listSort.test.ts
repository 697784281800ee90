// @vitest-environment node
/**
 * The task, notification and bulletin lists sort by a column when asked (`orderBy`, one of each
 * list's own fields, and `orderDir`): the tables' sortable columns. An unknown field or direction
 * is a 400, so no request can order by a column it names itself.
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

const read = async <T>(url: string) => (await get<T>(server.app, url, { token: buyer.ticket })).body.data;
const status = async (url: string) => (await get(server.app, url, { token: buyer.ticket })).status;
const isSorted = (values: readonly string[], dir: 'asc' | 'desc'): boolean =>
  values.every((value, i) => i === 0 || (dir === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value));

describe('sorted lists', () => {
  it('tasks by their end time, both ways, and by name', async () => {
    const T = '/eps/sse/workbench/Task/pageWorkbenchTaskList?pageSize=200';
    const asc = (await read<{ list: { endTime: string | null; taskName: string }[] }>(`${T}&orderBy=endTime&orderDir=asc&taskStatus=03`)).list;
    const desc = (await read<{ list: { endTime: string | null }[] }>(`${T}&orderBy=endTime&orderDir=desc&taskStatus=03`)).list;
    const ends = (rows: { endTime: string | null }[]) => rows.map((r) => r.endTime ?? '').filter(Boolean);
    expect(ends(asc).length).toBeGreaterThan(1);
    expect(isSorted(ends(asc), 'asc')).toBe(true);
    expect(isSorted(ends(desc), 'desc')).toBe(true);
    expect(ends(asc)).not.toEqual(ends(desc));
    const byName = (await read<{ list: { taskName: string }[] }>(`${T}&orderBy=taskName&orderDir=asc`)).list.map((r) => r.taskName);
    expect(byName.length).toBeGreaterThan(1);
  });

  it('notifications by creation time and bulletins by title', async () => {
    const messages = (await read<{ items: { createTime: string }[] }>('/eps/eps-api/msg/data/info/search?pageNum=1&pageSize=100&orderBy=createTime&orderDir=asc')).items;
    expect(messages.length).toBeGreaterThan(1);
    expect(isSorted(messages.map((m) => m.createTime), 'asc')).toBe(true);
    const news = (await read<{ items: { modifyTime: string }[] }>('/eps/config/uc/news/page?containExpired=1&pageSize=100&orderBy=modifyTime&orderDir=asc')).items;
    expect(news.length).toBeGreaterThan(1);
    expect(isSorted(news.map((n) => n.modifyTime), 'asc')).toBe(true);
  });

  it('refuses a field or direction the list does not offer with a 400', async () => {
    expect(await status('/eps/sse/workbench/Task/pageWorkbenchTaskList?orderBy=userId')).toBe(400);
    expect(await status('/eps/sse/workbench/Task/pageWorkbenchTaskList?orderBy=endTime&orderDir=sideways')).toBe(400);
    expect(await status('/eps/eps-api/msg/data/info/search?orderBy=message')).toBe(400);
    expect(await status('/eps/config/uc/news/page?orderBy=tenantId')).toBe(400);
  });
});
