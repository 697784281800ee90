// @vitest-environment node
/**
 * The to-do list's pages are kept per owner version (routes/taskPageCache.ts, migration 0016): a read
 * whose owner's tasks have not changed is answered from the kept page, and any write to them, made
 * straight into the table as an app or an operator would, shows in the next read. Shown by a write
 * made with the triggers switched off (session_replication_role = replica): the kept page goes on
 * being served, which it would not if every read went to the rows.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../server/db/schema';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

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

const db = () => server.db.database.db;
const kept = () => server.app.eps.taskPages.size;
const T = '/eps/sse/workbench/Task/pageWorkbenchTaskList';

interface Row {
  id: number;
  taskName: string;
  taskStatus: string;
  appName: string;
}

async function page(who: SignedIn, query = 'pageNum=1&pageSize=10'): Promise<{ list: Row[]; total: number }> {
  const answer = await get<{ list: Row[]; total: number }>(server.app, `${T}?${query}`, { token: who.ticket });
  expect(answer.body.code).toBe('200');
  return answer.body.data;
}

/** The buyer's newest task (the first row of the list's default order). */
async function newestOf(who: SignedIn): Promise<number> {
  const [row] = await db().select({ id: tasks.id }).from(tasks).where(and(eq(tasks.tenantId, who.tenantId), eq(tasks.userId, who.userId))).orderBy(desc(tasks.startTime), desc(tasks.id)).limit(1);
  return row!.id;
}

describe('kept task list pages', () => {
  it('answers the kept page while the owner has no new write, and the next read after one shows it', async () => {
    const first = await page(buyer);
    const id = await newestOf(buyer);
    expect(first.list[0]?.id).toBe(id);
    // Renamed with the triggers off: the owner's version stands, so the kept page is what the reader gets.
    await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(tasks).set({ taskName: 'renamed unseen' }).where(eq(tasks.id, id));
    });
    expect((await page(buyer)).list[0]?.taskName).toBe(first.list[0]?.taskName);
    // A write as any app makes it (triggers on): a new version, the rows read again, both changes shown.
    await db().update(tasks).set({ taskStatus: '03' }).where(eq(tasks.id, id));
    const after = (await page(buyer)).list[0];
    expect(after).toMatchObject({ id, taskName: 'renamed unseen', taskStatus: '03' });
  });

  it('shows a changed status, a new task and a deleted one on the next read', async () => {
    const id = await newestOf(buyer);
    await page(buyer);
    await db().update(tasks).set({ taskStatus: '04' }).where(eq(tasks.id, id));
    expect((await page(buyer)).list[0]).toMatchObject({ id, taskStatus: '04' });
    const [added] = await db()
      .insert(tasks)
      .values({ tenantId: buyer.tenantId, userId: buyer.userId, appCode: 'menu_source', appName: '寻源采购', taskName: 'kept? no', taskStatus: '01', startTime: new Date(Date.now() + 60_000) })
      .returning({ id: tasks.id });
    const withNew = await page(buyer);
    expect(withNew.list[0]).toMatchObject({ id: added!.id, taskName: 'kept? no' });
    await db().delete(tasks).where(eq(tasks.id, added!.id));
    const without = await page(buyer);
    expect(without.list[0]?.id).toBe(id);
    expect(without.total).toBe(withNew.total - 1);
  });

  it('keeps pages apart by owner, query and language', async () => {
    const zh = await page(buyer, 'pageNum=1&pageSize=5');
    // The session's language, as the portal's switch sets it.
    await post(server.app, '/eps/auth/i18n/locale/', { lang: 'en' }, { token: buyer.ticket });
    const en = await page(buyer, 'pageNum=1&pageSize=5');
    await post(server.app, '/eps/auth/i18n/locale/', { lang: 'zh-cn' }, { token: buyer.ticket });
    expect(en.list.map((r) => r.id)).toEqual(zh.list.map((r) => r.id));
    expect(en.list[0]?.appName).not.toBe(zh.list[0]?.appName);
    expect((await page(buyer, 'pageNum=2&pageSize=5')).list[0]?.id).not.toBe(zh.list[0]?.id);
    const theirs = await page(supplier, 'pageNum=1&pageSize=5');
    expect(theirs.list.some((r) => zh.list.some((mine) => mine.id === r.id))).toBe(false);
    expect((await page(buyer, 'pageNum=1&pageSize=5&taskStatus=04')).list.every((r) => r.taskStatus === '04')).toBe(true);
  });

  it('keeps no page past the end and no empty page: no row carries their version', async () => {
    const before = kept();
    expect((await page(buyer, 'pageNum=999&pageSize=10')).list).toEqual([]);
    expect((await page(buyer, `taskName=${encodeURIComponent('matches nothing at all')}`)).list).toEqual([]);
    expect(kept()).toBe(before);
  });

  it('shows the list emptied by TRUNCATE and the first task after it', async () => {
    await page(buyer);
    await db().execute(sql`TRUNCATE tasks`);
    expect((await page(buyer)).total).toBe(0);
    await db().insert(tasks).values({ tenantId: buyer.tenantId, userId: buyer.userId, appCode: 'menu_source', appName: '寻源采购', taskName: 'after truncate', taskStatus: '01', startTime: new Date() });
    expect((await page(buyer)).list.map((r) => r.taskName)).toEqual(['after truncate']);
  });
});
