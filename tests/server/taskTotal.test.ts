// @vitest-environment node
/**
 * The to-do list read from what triggers on tasks keep in task_owner_counts, not rebuilt per request:
 * - its pages are kept per owner version (routes/taskPageCache.ts, migration 0016): a read whose owner's
 *   tasks have not changed is answered from the kept page, shown by a write made with the triggers
 *   switched off (session_replication_role = replica), which the kept page goes on hiding;
 * - the unfiltered total (the home page's task list) is the owner's row (migration 0015), not a count.
 * Every way a task row is written straight into the table, as an app publishing tasks or an operator
 * would, shows in the next read: its rows, and a total equal to a count of the user's rows.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskOwnerCounts, tasks } from '../../server/db/schema';
import { BUYER_EAST_TASKS } from '../../server/db/seed/workbench';
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
const T = '/eps/sse/workbench/Task/pageWorkbenchTaskList';

async function totalOf(who: SignedIn, query = 'pageNum=1&pageSize=10'): Promise<number> {
  const answer = await get<{ total: number }>(server.app, `${T}?${query}`, { token: who.ticket });
  expect(answer.body.code).toBe('200');
  return answer.body.data.total;
}

/** The owner's rows counted, as the list counted them before. */
async function counted(who: SignedIn): Promise<number> {
  const [row] = await db().select({ n: count() }).from(tasks).where(and(eq(tasks.tenantId, who.tenantId), eq(tasks.userId, who.userId)));
  return Number(row?.n ?? 0);
}

const newTask = (who: SignedIn, taskName: string) => ({
  tenantId: who.tenantId,
  userId: who.userId,
  appCode: 'menu_source',
  appName: '寻源采购',
  taskName,
  taskStatus: '01',
  startTime: new Date(),
});

const keptPages = () => server.app.eps.taskPages.size;

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
      .values({ ...newTask(buyer, 'kept? no'), startTime: new Date(Date.now() + 60_000) })
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
    const before = keptPages();
    expect((await page(buyer, 'pageNum=999&pageSize=10')).list).toEqual([]);
    expect((await page(buyer, `taskName=${encodeURIComponent('matches nothing at all')}`)).list).toEqual([]);
    expect(keptPages()).toBe(before);
  });
});

// After the kept pages: its last test empties the table.
describe('task list total', () => {
  it('starts at the seeded count', async () => {
    expect(await totalOf(buyer)).toBe(BUYER_EAST_TASKS);
    expect(await counted(buyer)).toBe(BUYER_EAST_TASKS);
  });

  it('follows inserts, deletes and a task moved to another owner, on the next read', async () => {
    const supplierBefore = await totalOf(supplier);
    const added = await db().insert(tasks).values([newTask(buyer, 'total A'), newTask(buyer, 'total B'), newTask(buyer, 'total C')]).returning({ id: tasks.id });
    expect(await totalOf(buyer)).toBe(BUYER_EAST_TASKS + 3);
    await db().delete(tasks).where(eq(tasks.id, added[0]!.id));
    expect(await totalOf(buyer)).toBe(BUYER_EAST_TASKS + 2);
    // To the supplier, in the supplier's tenant.
    await db().update(tasks).set({ tenantId: supplier.tenantId, userId: supplier.userId }).where(eq(tasks.id, added[1]!.id));
    expect(await totalOf(buyer)).toBe(BUYER_EAST_TASKS + 1);
    expect(await totalOf(supplier)).toBe(supplierBefore + 1);
    // An update naming the same owner again, or not naming it, changes nothing.
    await db().update(tasks).set({ tenantId: buyer.tenantId, userId: buyer.userId, taskStatus: '03' }).where(eq(tasks.id, added[2]!.id));
    await db().update(tasks).set({ taskStatus: '04' }).where(eq(tasks.id, added[2]!.id));
    expect(await totalOf(buyer)).toBe(await counted(buyer));
    expect(await totalOf(supplier)).toBe(await counted(supplier));
    // A write that is rolled back leaves the count as it was.
    await expect(
      db().transaction(async (tx) => {
        await tx.insert(tasks).values(newTask(buyer, 'rolled back'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await totalOf(buyer)).toBe(BUYER_EAST_TASKS + 1);
    // Past the end, the total is read apart, from the same row.
    expect(await totalOf(buyer, 'pageNum=999&pageSize=10')).toBe(BUYER_EAST_TASKS + 1);
  });

  it('still counts the rows a filter matches', async () => {
    await db().insert(tasks).values(newTask(buyer, 'total needle'));
    expect(await totalOf(buyer, `taskName=${encodeURIComponent('total needle')}`)).toBe(1);
    expect(await totalOf(buyer, `taskName=${encodeURIComponent('total needle')}&pageNum=5`)).toBe(1);
    expect(await totalOf(buyer)).toBe(await counted(buyer));
  });

  it('holds one row per owner with a count equal to its rows, and is cleared by TRUNCATE', async () => {
    const kept = await db().select().from(taskOwnerCounts);
    const actual = await db().select({ tenantId: tasks.tenantId, userId: tasks.userId, n: count() }).from(tasks).groupBy(tasks.tenantId, tasks.userId);
    const key = (r: { tenantId: number; userId: number }) => `${r.tenantId}/${r.userId}`;
    expect(new Map(kept.filter((r) => r.n !== 0).map((r) => [key(r), r.n]))).toEqual(new Map(actual.map((r) => [key(r), Number(r.n)])));
    await db().execute(sql`TRUNCATE tasks`);
    expect(await totalOf(buyer)).toBe(0);
    await db().insert(tasks).values(newTask(buyer, 'after truncate'));
    expect(await totalOf(buyer)).toBe(1);
    expect((await page(buyer)).list.map((r) => r.taskName)).toEqual(['after truncate']);
  });
});
