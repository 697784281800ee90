// @vitest-environment node
/**
 * One task for the app that handles it (GET /eps/sse/workbench/Task/detail), and the seeded
 * to-dos pointing at that app's task page with their own id: the buyer's at the sourcing
 * sub-app, the supplier's at the collaboration sub-app. Task apps and notification sources
 * are named in the session's language (dictionary dict_task_app).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

interface TaskRow {
  id: number;
  taskName: string;
  moduleUrl: string | null;
}

let server: TestServer;
let buyer: SignedIn;
let supplier: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
});
afterAll(async () => {
  await server?.close();
});

const T = '/eps/sse/workbench/Task';
const list = async (who: SignedIn): Promise<TaskRow[]> =>
  (await get<{ list: TaskRow[] }>(server.app, `${T}/pageWorkbenchTaskList?pageSize=50`, { token: who.ticket })).body.data.list;

describe('task detail', () => {
  it('seeds each to-do with its own task page on the side of its user', async () => {
    const buyerRows = await list(buyer);
    const supplierRows = await list(supplier);
    // Approval to-dos open their workflow documents; every other one its own task page.
    const taskPages = (rows: TaskRow[]) => rows.filter((r) => r.moduleUrl?.includes('/task/'));
    expect(taskPages(buyerRows).length).toBeGreaterThan(10);
    for (const row of taskPages(buyerRows)) expect(row.moduleUrl).toBe(`/pages/main/sub-ui/task/${row.id}`);
    expect(taskPages(supplierRows).length).toBeGreaterThan(10);
    for (const row of taskPages(supplierRows)) expect(row.moduleUrl).toBe(`/pages/main/pec-ui/task/${row.id}`);
    expect([...buyerRows, ...supplierRows].every((r) => r.moduleUrl === null || r.moduleUrl.startsWith('/'))).toBe(true);
    expect(buyerRows.some((r) => r.moduleUrl === null)).toBe(true);
  });

  it('answers the user its own task, and 404 for another user’s as for a missing one', async () => {
    const [mine] = await list(buyer);
    const [theirs] = await list(supplier);
    if (!mine || !theirs) throw new Error('seeded tasks missing');
    const own = await get<TaskRow>(server.app, `${T}/detail?id=${mine.id}`, { token: buyer.ticket });
    expect(own.body.code).toBe('200');
    expect(own.body.data).toMatchObject({ id: mine.id, taskName: mine.taskName });
    const other = await get(server.app, `${T}/detail?id=${theirs.id}`, { token: buyer.ticket });
    const missing = await get(server.app, `${T}/detail?id=2000000000`, { token: buyer.ticket });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(other.body.code).toBe(missing.body.code);
  });

  it('refuses a bad id with a 400', async () => {
    for (const id of ['x', '0', '-1', '99999999999']) expect((await get(server.app, `${T}/detail?id=${id}`, { token: buyer.ticket })).status).toBe(400);
    expect((await get(server.app, `${T}/detail`, { token: buyer.ticket })).status).toBe(400);
  });
});

describe('task app names in the reader\'s language', () => {
  const inLanguage = async (lang: string) => {
    const who = await login(server.app, 'buyer', 'Eps#Buyer2026');
    await post(server.app, '/eps/auth/i18n/locale/', { lang }, { token: who.ticket });
    return who;
  };

  it('names the apps of tabs, rows, the detail and notifications by code', async () => {
    const en = await inLanguage('en');
    const zh = await inLanguage('zh-cn');
    const names = async (who: SignedIn) => (await get<{ appCode: string; appName: string }[]>(server.app, `${T}/queryAppName`, { token: who.ticket })).body.data;
    expect(Object.fromEntries((await names(en)).map((a) => [a.appCode, a.appName]))).toMatchObject({ menu_source: 'Sourcing', contract: 'Contracts', supplier: 'Supplier management', bidding: 'Tendering' });
    expect(Object.fromEntries((await names(zh)).map((a) => [a.appCode, a.appName]))).toMatchObject({ menu_source: '寻源采购', contract: '合同管理' });
    const counts = (await get<{ items: { appName: string }[] }>(server.app, `${T}/queryAppCount`, { token: en.ticket })).body.data.items;
    expect(counts.every((item) => /^[A-Za-z ]+$/.test(item.appName))).toBe(true);
    const [row] = (await get<{ list: (TaskRow & { appName: string })[] }>(server.app, `${T}/pageWorkbenchTaskList?pageSize=5`, { token: en.ticket })).body.data.list;
    expect(row?.appName).toMatch(/^[A-Za-z ]+$/);
    expect((await get<{ appName: string }>(server.app, `${T}/detail?id=${row?.id}`, { token: en.ticket })).body.data.appName).toBe(row?.appName);
    const messages = (await get<{ items: { source: string }[] }>(server.app, '/eps/eps-api/msg/data/info/search?pageSize=10', { token: en.ticket })).body.data.items;
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => /^[A-Za-z ]+$/.test(m.source))).toBe(true);
  });
});

