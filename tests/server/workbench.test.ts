// @vitest-environment node
/**
 * Home workbench calls (spec portal-shell 2.3-2.6, 4, 7 "Tasks and messages"
 * and the news calls of "Config") on the seeded database, and tenant
 * isolation: a user sees only their own rows of the session's tenant.
 */
import { eq } from 'drizzle-orm';
import { BUYER_EAST_TASKS } from '../../server/db/seed/workbench';
import { apps, messagePushes } from '../../server/db/schema';
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, startTestServer } from './helpers/testServer';

interface TaskRow {
  id: number;
  appCode: string;
  taskName: string;
  taskStatus: string;
  scReferTime: string | null;
  moduleUrl: string | null;
}
interface Message {
  id: number;
  type: string;
  messageTitle: string;
  url: string | null;
}
interface NewsItem {
  id: number;
  title: string;
  category: string;
  expiredDateStr: string | null;
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

const call = async <T>(url: string, who: SignedIn = buyer) => (await get<T>(server.app, url, { token: who.ticket })).body;
const T = '/eps/sse/workbench/Task';

describe('tasks', () => {
  it('pages the buyer tasks, 500 at a time, with a total', async () => {
    const first = await call<{ list: TaskRow[]; total: number }>(`${T}/pageWorkbenchTaskList?pageNum=1&pageSize=500`);
    expect(first.data.total).toBe(BUYER_EAST_TASKS);
    expect(first.data.list).toHaveLength(500);
    const second = await call<{ list: TaskRow[]; total: number }>(`${T}/pageWorkbenchTaskList?pageNum=2&pageSize=500`);
    expect(second.data.list).toHaveLength(BUYER_EAST_TASKS - 500);
    const ids = new Set([...first.data.list, ...second.data.list].map((r) => r.id));
    expect(ids.size).toBe(BUYER_EAST_TASKS);
    // A page past the end has no row to carry the total: it is counted apart.
    const past = await call<{ list: TaskRow[]; total: number }>(`${T}/pageWorkbenchTaskList?pageNum=3&pageSize=500`);
    expect(past.data).toMatchObject({ list: [], total: BUYER_EAST_TASKS });
    expect(first.data.list.every((r) => !r.taskName.startsWith('NORTH') && !r.taskName.startsWith('SUP'))).toBe(true);
    expect(first.data.list.some((r) => r.moduleUrl === null)).toBe(true);
  });

  it('filters by app, status and trimmed keyword; scReferTime only for menu_source', async () => {
    const rows = (await call<{ list: TaskRow[]; total: number }>(`${T}/pageWorkbenchTaskList?appCode=menu_source&taskStatus=02&taskName=%20%E8%AF%A2%E4%BB%B7%20&pageSize=1000`)).data;
    expect(rows.total).toBeGreaterThan(0);
    expect(rows.list.every((r) => r.appCode === 'menu_source' && r.taskStatus === '02' && r.taskName.includes('询价') && r.scReferTime)).toBe(true);
    const contracts = (await call<{ list: TaskRow[] }>(`${T}/pageWorkbenchTaskList?appCode=contract&pageSize=50`)).data.list;
    expect(contracts.every((r) => r.scReferTime === null)).toBe(true);
    const none = (await call<{ total: number }>(`${T}/pageWorkbenchTaskList?taskName=${encodeURIComponent('100%')}`)).data;
    expect(none.total).toBe(0);
    expect((await get(server.app, `${T}/pageWorkbenchTaskList?taskStatus=05`, { token: buyer.ticket })).status).toBe(400);
    expect((await get(server.app, `${T}/pageWorkbenchTaskList?pageSize=1001`, { token: buyer.ticket })).status).toBe(400);
  });

  it('counts by status and by app, consistent with the list', async () => {
    const counts = (await call<Record<string, number>>(`${T}/queryTaskCount`)).data;
    expect(counts['total']).toBe(BUYER_EAST_TASKS);
    expect(counts['underway']).toBe((counts['underwayNormal'] ?? 0) + (counts['underwayPostpone'] ?? 0));
    expect(counts['finished']).toBe((counts['finishedPunctuality'] ?? 0) + (counts['finishedPostpone'] ?? 0));
    for (const [code, key] of [['01', 'underwayNormal'], ['02', 'underwayPostpone'], ['03', 'finishedPunctuality'], ['04', 'finishedPostpone']] as const) {
      const listed = (await call<{ total: number }>(`${T}/pageWorkbenchTaskList?taskStatus=${code}`)).data.total;
      expect(listed).toBe(counts[key]);
      expect(listed).toBeGreaterThan(0);
    }
    const apps = (await call<{ appCode: string; appName: string }[]>(`${T}/queryAppName`)).data;
    expect(apps.map((a) => a.appCode).sort()).toEqual(['bidding', 'contract', 'menu_source', 'supplier']);
    const byApp = (await call<{ total: number; items: { appCode: string; count: number; underwayNum: number }[] }>(`${T}/queryAppCount?taskStatus=01`)).data;
    expect(byApp.total).toBe(counts['underwayNormal']);
    const contract = byApp.items.find((i) => i.appCode === 'contract');
    expect(contract?.count).toBe((await call<{ total: number }>(`${T}/pageWorkbenchTaskList?appCode=contract&taskStatus=01`)).data.total);
  });

  it('isolates tenants and users', async () => {
    const sup = (await call<{ list: TaskRow[]; total: number }>(`${T}/pageWorkbenchTaskList?pageSize=100`, supplier)).data;
    expect(sup.total).toBe(16);
    expect(sup.list.every((r) => r.taskName.startsWith('SUP'))).toBe(true);
    expect((await call(`${T}/queryTaskCount`, { ...buyer, ticket: 'nope' })).code).toBe(API_CODES.LOGIN_ERROR);
  });
});

describe('news and downloads', () => {
  it('lists unexpired announcements, newest first, and includes expired ones on request', async () => {
    const page = (await call<{ items: NewsItem[]; total: number }>('/eps/config/uc/news/page?pageSize=5&pageNum=1&category=2&containExpired=0')).data;
    expect(page.items).toHaveLength(5);
    expect(page.items.every((n) => n.category === '2')).toBe(true);
    expect(page.items.some((n) => n.title.includes('已过期'))).toBe(false);
    const all = (await call<{ total: number }>('/eps/config/uc/news/page?pageSize=50&category=2&containExpired=1')).data;
    expect(all.total).toBe(page.total + 1);
    const logs = (await call<{ items: NewsItem[] }>('/eps/config/uc/news/page?category=6')).data.items;
    expect(logs.length).toBe(3);
  });

  it('answers a detail with attachments that download through the permission call', async () => {
    const [first] = (await call<{ items: NewsItem[] }>('/eps/config/uc/news/page?pageSize=1&category=2')).data.items;
    const detail = (await call<{ content: string; attachments: { attachmentId: string; filename: string }[] }>(`/eps/config/uc/news/${first!.id}`)).data;
    expect(detail.content).toContain('<p>');
    const [attachment] = detail.attachments;
    expect(attachment?.filename).toMatch(/\.txt$/);
    const permit = (await call<{ downloadUrl: string }[]>(`/eps/config/file/oss/ids/${attachment!.attachmentId}`)).data;
    const file = await server.app.inject({ method: 'GET', url: permit[0]!.downloadUrl, headers: { cookie: `EPSSESSION=${buyer.ticket}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.body).toContain('供应商绩效评价表');
    expect((await get(server.app, permit[0]!.downloadUrl)).body.code).toBe(API_CODES.LOGIN_ERROR);
  });
});

describe('notifications, polling and app notices', () => {
  it('lists unread and read messages, and reading moves one across', async () => {
    const unread = (await call<{ items: Message[]; total: number }>('/eps/eps-api/msg/data/info/search?type=0&pageNum=1&pageSize=20')).data;
    const read = (await call<{ total: number }>('/eps/eps-api/msg/data/info/search?type=1')).data;
    expect(unread.total).toBe(8);
    expect(unread.items.some((m) => m.messageTitle.startsWith('NORTH'))).toBe(false);
    const target = unread.items[0]!;
    expect((await call(`/eps/eps-api/msg/data/info/read?id=${target.id}`)).code).toBe(API_CODES.SUCCESS);
    expect((await call<{ total: number }>('/eps/eps-api/msg/data/info/search?type=0')).data.total).toBe(7);
    expect((await call<{ total: number }>('/eps/eps-api/msg/data/info/search?type=1')).data.total).toBe(read.total + 1);
    // The supplier cannot read the buyer's message.
    expect((await get(server.app, `/eps/eps-api/msg/readMsg?id=${unread.items[1]!.id}`, { token: supplier.ticket })).status).toBe(404);
  });

  it('checks the thread, then delivers pushes once, CLOSE included', async () => {
    expect((await call<{ enabled: boolean; interval: number }>('/eps/sse/polling/increase')).data).toEqual({ enabled: true, interval: 30000 });
    expect((await call<unknown[]>('/eps/sse/polling/getMessage')).data).toEqual([]);
    await server.db.database.db.insert(messagePushes).values([
      { tenantId: buyer.tenantId, userId: buyer.userId, message: 'NEW', data: '{"n":1}' },
      { tenantId: buyer.tenantId, userId: buyer.userId, message: 'CLOSE' },
    ]);
    expect((await call<unknown[]>('/eps/sse/polling/getMessage', supplier)).data).toEqual([]);
    expect((await call<unknown[]>('/eps/sse/polling/getMessage')).data).toEqual([
      { message: 'NEW', data: '{"n":1}' },
      { message: 'CLOSE', data: null },
    ]);
    expect((await call<unknown[]>('/eps/sse/polling/getMessage')).data).toEqual([]);
  });

  it('serves app notices until read, none for an unknown app', async () => {
    const [row] = await server.db.database.db.select({ id: apps.id }).from(apps).where(eq(apps.appCode, 'app.sourcing'));
    const notices = (await call<{ id: number; title: string }[]>(`/eps/usercenter/appMsg/getAppMsg/${row!.id}`)).data;
    expect(notices).toHaveLength(1);
    expect((await call<unknown[]>(`/eps/usercenter/appMsg/getAppMsg/${row!.id}`, supplier)).data).toEqual([]);
    expect((await call(`/eps/usercenter/appMsg/setAppMsgRed/${notices[0]!.id}`)).code).toBe(API_CODES.SUCCESS);
    expect((await call<unknown[]>(`/eps/usercenter/appMsg/getAppMsg/${row!.id}`)).data).toEqual([]);
    expect((await call<unknown[]>('/eps/usercenter/appMsg/getAppMsg/999999')).data).toEqual([]);
  });
});
