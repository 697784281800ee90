// @vitest-environment node
/**
 * One task for the app that handles it (GET /eps/sse/workbench/Task/detail), and the seeded
 * to-dos pointing at that app's task page with their own id: the buyer's at the sourcing
 * sub-app, the supplier's at the collaboration sub-app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, startTestServer } from './helpers/testServer';

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
    for (const row of buyerRows.filter((r) => r.moduleUrl !== null)) expect(row.moduleUrl).toBe(`/pages/main/sub-ui/task/${row.id}`);
    for (const row of supplierRows.filter((r) => r.moduleUrl !== null)) expect(row.moduleUrl).toBe(`/pages/main/pec-ui/task/${row.id}`);
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
