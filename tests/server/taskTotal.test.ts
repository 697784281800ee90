// @vitest-environment node
/**
 * The to-do list's unfiltered total (the home page's task list) is read from task_owner_counts, which
 * triggers on tasks keep (migration 0015), not counted per request: every way a task row is written
 * straight into the table, as an app publishing tasks or an operator would, shows in the next
 * page's total, equal to a count of the user's rows, and the filtered totals still count.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskOwnerCounts, tasks } from '../../server/db/schema';
import { BUYER_EAST_TASKS } from '../../server/db/seed/workbench';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, startTestServer } from './helpers/testServer';

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
  });
});
