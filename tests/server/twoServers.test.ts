// @vitest-environment node
/**
 * Two reference servers on one PostgreSQL database: how a
 * deployment grows past one machine. Both start at the same time on an empty
 * database (migrations and demo seeding race: the advisory locks let one run
 * them, the other finds them done), each with its own connection pool as a
 * second process would have. A session made on one is honoured by the other,
 * a studio write through one is read through the other, and both report the
 * same configuration version. PGlite is one process's own folder, so this
 * runs in the PostgreSQL run only (`npm test -- --only server-pg`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { tasks } from '../../server/db/schema';
import { call, samplePage } from './helpers/lowcode';
import { login } from './helpers/testServer';

const adminUrl = process.env['DATABASE_URL'];
const name = `eps_two_${randomBytes(6).toString('hex')}`;
const apps: FastifyInstance[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('two servers on one PostgreSQL database', () => {
  let reports: { migrations: string[]; seeded: string[] }[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const config = { databaseUrl: url.toString(), logLevel: 'silent', devRoutes: true, weakPasswordHash: true, testAccounts: true, signInPerIpPerMinute: 10_000, seedDemo: true, staticDir: undefined } as const;
    reports = [];
    // Started together, as two processes would be by a deployment.
    apps.push(...(await Promise.all([0, 1].map(() => buildApp({ config, onReady: (report) => void reports.push(report) })))));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates and seeds once when both start at the same time', () => {
    expect(reports).toHaveLength(2);
    // Each migration and each seeded area was applied by one of the two, never by both.
    const migrations = reports.flatMap((r) => r.migrations);
    const seeded = reports.flatMap((r) => r.seeded);
    expect(migrations.length).toBeGreaterThan(0);
    expect(new Set(migrations).size).toBe(migrations.length);
    expect(seeded).toContain('users');
    expect(new Set(seeded).size).toBe(seeded.length);
  });

  it('honours a session made on the other server', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const buyer = await login(one, 'buyer', 'Eps#Buyer2026');
    const info = await call(two, 'POST', '/eps/auth/cas/session-info', buyer.ticket, {});
    expect(info.body.code).toBe('200');
    expect(info.body.data.userId).toBe(buyer.userId);
  });

  it('reads through one server what was written through the other, with one configuration version', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const conf = await login(two, 'configurator', 'Eps#Conf2026');
    const before = (await call(one, 'GET', '/eps/lowcode/runtime/config', conf.ticket)).body.data.configVersion;
    expect((await call(one, 'PUT', '/eps/lowcode/screens/draft?id=t/two-servers', conf.ticket, samplePage('Two servers'))).status).toBe(200);
    const read = await call(two, 'GET', '/eps/lowcode/screens/one?id=t/two-servers', conf.ticket);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body.data)).toContain('Two servers');
    const afterOne = (await call(one, 'GET', '/eps/lowcode/runtime/config', conf.ticket)).body.data.configVersion;
    const afterTwo = (await call(two, 'GET', '/eps/lowcode/runtime/config', conf.ticket)).body.data.configVersion;
    expect(afterOne).not.toEqual(before);
    expect(afterTwo).toEqual(afterOne);
  });

  it('shows on one server a task changed through the other, past the page it keeps (routes/taskPageCache.ts)', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const buyer = await login(one, 'buyer', 'Eps#Buyer2026');
    const list = '/eps/sse/workbench/Task/pageWorkbenchTaskList?pageNum=1&pageSize=10';
    const first = (await call(one, 'GET', list, buyer.ticket)).body.data.list[0];
    expect((await call(one, 'GET', list, buyer.ticket)).body.data.list[0]).toEqual(first);
    // Written through the other server's own connection pool, as an app publishing tasks would.
    await two.eps.db.update(tasks).set({ taskName: 'changed through two', taskStatus: '04' }).where(eq(tasks.id, first.id));
    expect((await call(one, 'GET', list, buyer.ticket)).body.data.list[0]).toMatchObject({ id: first.id, taskName: 'changed through two', taskStatus: '04' });
  });
});
