// @vitest-environment node
/**
 * A first start copies the demo database its build seeded (server/db/demoTemplate.ts, for a fast first start). The
 * copy must hold what a fresh seed holds, every date the seed counts from its own time moved forward by the time
 * since the build seeded it, and fixed days left; only the bundle of the same build takes it, only into a new
 * folder, and only when that server would seed exactly the demo areas.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { setPasswordHashCost } from '../../server/auth/password';
import { openDatabase, type Db } from '../../server/db/client';
import { copyTemplateInto, makeClusterTemplate } from '../../server/db/clusterTemplate';
import { DATA_MARKER, openConfiguredDatabase, pgliteDirOf } from '../../server/db/dataDir';
import { DEMO_FIXED_DATE_COLUMNS, demoTemplateFor, mayFillFromDemoTemplate, shiftDemoDates, takesDemoTemplate, type DemoTemplateStamp } from '../../server/db/demoTemplate';
import { makeDemoTemplate } from '../../server/db/makeDemoTemplate';
import { migrate } from '../../server/db/migrate';
import { DEMO_AREAS, seedDemoData } from '../../server/db/seed/index';
import { login } from './helpers/testServer';

const DAY_MS = 86_400_000;
const SHIFT_MS = 10 * DAY_MS;

let root: string;
let empty: string;
let demo: string;
let stamp: DemoTemplateStamp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'eps-demo-template-'));
  empty = join(root, 'empty');
  demo = join(root, 'demo');
  await makeClusterTemplate(empty);
  stamp = await makeDemoTemplate('build-a', empty, demo);
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Each date column's values in ms, sorted, and each table's row count. */
async function datesAndCounts(db: Db): Promise<{ dates: Map<string, number[]>; counts: Map<string, number> }> {
  const columns = (
    (await db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type LIKE 'timestamp%' ORDER BY 1, 2`)) as unknown as { rows: { table_name: string; column_name: string }[] }
  ).rows;
  const dates = new Map<string, number[]>();
  const counts = new Map<string, number>();
  for (const { table_name: table, column_name: column } of columns) {
    const rows = ((await db.execute(sql`SELECT (extract(epoch FROM ${sql.identifier(column)}) * 1000)::float8 AS ms FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`)) as unknown as { rows: { ms: number }[] }).rows;
    dates.set(`${table}.${column}`, rows.map((row) => Number(row.ms)).sort((a, b) => a - b));
    if (!counts.has(table)) {
      const counted = ((await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] }).rows;
      counts.set(table, counted[0]!.n);
    }
  }
  return { dates, counts };
}

describe('the seeded demo database', () => {
  it('holds what a fresh seed holds, its relative dates moved by the shift and its fixed days kept', { timeout: 120_000 }, async () => {
    expect(stamp.areas).toEqual(DEMO_AREAS.map((area) => area.name));
    setPasswordHashCost('default');
    const freshDir = join(root, 'fresh');
    copyTemplateInto(empty, freshDir);
    const fresh = await openDatabase({ kind: 'pglite', dataDir: freshDir });
    const copyDir = join(root, 'copy');
    copyTemplateInto(demo, copyDir);
    const copy = await openDatabase({ kind: 'pglite', dataDir: copyDir });
    try {
      await migrate(fresh.db);
      await seedDemoData(fresh.db, DEMO_AREAS);
      const want = await datesAndCounts(fresh.db);
      const fixed = new Set(DEMO_FIXED_DATE_COLUMNS.map((c) => `${c.table}.${c.column}`));
      // The two seeds ran seconds apart: a column whose values are the same to the millisecond in both holds
      // fixed days, one whose values differ counts from the seeding's time. The list must say which is which.
      const unshifted = await datesAndCounts(copy.db);
      for (const [column, values] of want.dates) {
        if (values.length === 0) continue;
        const same = values.every((value, i) => unshifted.dates.get(column)?.[i] === value);
        expect(same, `${column} ${same ? 'holds fixed days: list it in DEMO_FIXED_DATE_COLUMNS' : 'is relative to the seeding: not a fixed column'}`).toBe(fixed.has(column));
      }
      // The copy is moved 10 days on.
      await shiftDemoDates(copy.db, SHIFT_MS, stamp.dateColumns);
      const got = await datesAndCounts(copy.db);
      expect(got.counts).toEqual(want.counts);
      let compared = 0;
      for (const [column, values] of want.dates) {
        const moved = got.dates.get(column) ?? [];
        expect(moved.length, column).toBe(values.length);
        values.forEach((value, i) => {
          const by = moved[i]! - value;
          if (fixed.has(column)) expect(by, `${column} is a fixed day`).toBe(0);
          else expect(Math.abs(by - SHIFT_MS), `${column} moves with the seeding's time`).toBeLessThan(60_000);
          compared += 1;
        });
      }
      // The demo has dated rows in several tables, fixed and relative ones.
      expect(compared).toBeGreaterThan(20);
      expect([...fixed].every((column) => (want.dates.get(column) ?? []).length > 0)).toBe(true);
    } finally {
      await fresh.close();
      await copy.close();
    }
  });

  it('is taken only by the build that made it, the installed PGlite and a server that would seed the same', () => {
    expect(demoTemplateFor('build-a', demo)).toEqual(stamp);
    expect(demoTemplateFor('build-b', demo)).toBeUndefined();
    // The sources through tsx or vitest have no build id: never taken.
    expect(demoTemplateFor(undefined, demo)).toBeUndefined();
    const other = join(root, 'other-pglite');
    copyTemplateInto(demo, other);
    writeFileSync(`${other}.json`, JSON.stringify({ ...stamp, pglite: '0.0.1' }));
    expect(demoTemplateFor('build-a', other)).toBeUndefined();

    const demoServer = { seedDemo: true, testAccounts: false, weakPasswordHash: false };
    expect(takesDemoTemplate(demoServer)).toBe(true);
    expect(takesDemoTemplate({ ...demoServer, seedDemo: false })).toBe(false);
    expect(takesDemoTemplate({ ...demoServer, testAccounts: true })).toBe(false);
    expect(takesDemoTemplate({ ...demoServer, weakPasswordHash: true })).toBe(false);
  });

  it('starts a server on a new data folder: marked, seeded, dated from now, signed in with the published passwords', { timeout: 120_000 }, async () => {
    // A template the build made a month ago: its copy's dates move a month forward.
    const monthOld = join(root, 'month-old');
    copyTemplateInto(demo, monthOld);
    writeFileSync(`${monthOld}.json`, JSON.stringify({ ...stamp, seededAt: new Date(Date.parse(stamp.seededAt) - 30 * DAY_MS).toISOString() }));
    const dataDir = join(root, 'data');
    const setting = { dataDir, databaseUrl: undefined, seedDemo: true, seedDemoForced: false, testAccounts: false, weakPasswordHash: false };
    let report: object | undefined;
    const app = await buildApp({
      opening: openConfiguredDatabase(setting, 'build-a', monthOld),
      config: { ...setting, logLevel: 'silent', staticDir: undefined },
      onReady: (ready) => void (report = ready),
    });
    try {
      expect(report).toEqual({ migrations: [], seeded: stamp.areas, copied: true, driver: 'pglite' });
      expect(JSON.parse(readFileSync(join(dataDir, DATA_MARKER), 'utf8'))).toMatchObject({ pglite: pgliteDirOf(dataDir) });
      // The newest bulletin is a day old (seed/content.ts), as after a fresh seed, not a month and a day.
      const [newest] = ((await app.eps.db.execute(sql`SELECT extract(epoch FROM now() - max(created_at))::float8 AS s FROM news`)) as unknown as { rows: { s: number }[] }).rows;
      expect(Number(newest!.s) * 1000).toBeLessThan(2 * DAY_MS);
      expect((await login(app, 'buyer', 'Eps#Buyer2026')).userId).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('is never copied into a folder with files in it', () => {
    const used = join(root, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'note.txt'), 'mine\n');
    expect(mayFillFromDemoTemplate(used, stamp)).toBe(false);
    const unused = join(root, 'unused');
    mkdirSync(unused);
    expect(mayFillFromDemoTemplate(unused, stamp)).toBe(true);
    expect(mayFillFromDemoTemplate(join(root, 'missing', 'pglite'), stamp)).toBe(true);
    expect(mayFillFromDemoTemplate(unused, undefined)).toBe(false);
  });
});
