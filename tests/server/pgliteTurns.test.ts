// @vitest-environment node
/**
 * PGlite's queries run synchronously on the thread that serves HTTP. Queued queries used to run one after the
 * other without the event loop turning once, so a file read (a static file, the login page) waited behind the
 * whole queue; with takeTurnsWithEventLoop the loop gets a turn every few milliseconds of queries.
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { takeTurnsWithEventLoop } from '../../server/db/pgliteTurns';

const QUEUED = 400;

let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
  takeTurnsWithEventLoop(client);
});
afterAll(async () => {
  await client.close();
});

/** Queues QUEUED queries at once, then reads a file: how many queries had ended when the read did. */
async function queriesDoneWhenAFileIsRead(run: (i: number) => Promise<unknown>): Promise<number> {
  let done = 0;
  const queries = Array.from({ length: QUEUED }, (_, i) => run(i).then(() => (done += 1)));
  const doneAtRead = readFile(import.meta.filename).then(() => done);
  await Promise.all(queries);
  return doneAtRead;
}

it('a file read completes while queued queries are still waiting', async () => {
  const done = await queriesDoneWhenAFileIsRead((i) => client.query('SELECT $1::int + 1 AS n', [i]));
  expect(done).toBeLessThan(QUEUED);
});

it('the same holds for queued transactions, whose statements take turns too', async () => {
  await client.exec('CREATE TABLE turns (n int)');
  const done = await queriesDoneWhenAFileIsRead((i) =>
    client.transaction(async (tx) => {
      await tx.query('INSERT INTO turns VALUES ($1)', [i]);
      await tx.query('SELECT count(*) FROM turns');
    }),
  );
  expect(done).toBeLessThan(QUEUED);
  expect((await client.query<{ c: number }>('SELECT count(*)::int AS c FROM turns')).rows[0]?.c).toBe(QUEUED);
});

it('queries run in the order asked, and a failed one does not stop the ones after it', async () => {
  await client.exec('CREATE TABLE ordered (n int)');
  const writes = Array.from({ length: 50 }, (_, i) =>
    i === 10 ? client.query('INSERT INTO missing_table VALUES (1)') : client.query('INSERT INTO ordered VALUES ($1)', [i]),
  );
  const settled = await Promise.allSettled(writes);
  expect(settled.filter((s) => s.status === 'rejected')).toHaveLength(1);
  const rows = (await client.query<{ n: number }>('SELECT n FROM ordered')).rows.map((r) => r.n);
  expect(rows).toEqual(Array.from({ length: 50 }, (_, i) => i).filter((i) => i !== 10));
});
