/**
 * A first `npm start` opens a copy of the demo database its build made, not an
 * empty one it then migrates and seeds (a start's budget: 3 s to
 * /healthz; the migrations and the seed were ~1.9 s of a first start, the
 * workflow demo's runs through bpmn-engine most of it). The server's bundle
 * build makes it once (db/makeDemoTemplate.ts): a copy of the empty cluster,
 * migrated and seeded with the demo areas, in dist-server/pglite-demo/,
 * stamped with the PGlite and the server build that made it.
 *
 * Only a server that would seed exactly that takes it: PGlite in a new data
 * folder, demo seeding on, no test accounts, the default password cost, and
 * the bundle of the same build (the sources through tsx never take it: the
 * code may have changed since). Anything else starts from the empty cluster.
 *
 * The demo data is dated relative to its seeding (news ages and expiries, task
 * deadlines, message times): the copy's dates move forward by the time since
 * the build seeded it, so a first start shows the same ages as a fresh seed.
 * Dates the seed writes as fixed days (DEMO_FIXED_DATE_COLUMNS) stay.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { repoPath } from '../repoRoot';
import type { Db } from './client';
import { installedPgliteVersion, isEmptyOrMissing, stampOf } from './clusterTemplate';

/** The seeded template's folder: a cleanly shut down PGlite cluster holding the demo data. */
export const DEMO_TEMPLATE_DIR = repoPath('dist-server', 'pglite-demo');

/** Written beside the template once it is whole. */
export interface DemoTemplateStamp {
  pglite: string;
  /** The server build whose code migrated and seeded it (buildId.ts). */
  build: string;
  /** When its seeding started: the time its relative dates count from. */
  seededAt: string;
  /** The seed areas it holds, for the start banner. */
  areas: string[];
  /** The date columns a copy moves forward (relativeDateColumns when it was made: the build's schema). */
  dateColumns: DateColumn[];
}

/**
 * Columns the demo seed fills with fixed days, not days relative to the seeding: the enterprise change history
 * (seed/enterprise.ts). tests/server/demoTemplate.test.ts compares every date column of a shifted copy with a
 * fresh seed, so a fixed column missing here (or a relative one listed) fails there.
 */
export const DEMO_FIXED_DATE_COLUMNS: readonly { table: string; column: string }[] = [{ table: 'enterprise_changes', column: 'created_at' }];

/** Whether a server with this setting would seed exactly what the template holds. */
export function takesDemoTemplate(setting: { seedDemo: boolean; testAccounts: boolean; weakPasswordHash: boolean }): boolean {
  return setting.seedDemo && !setting.testAccounts && !setting.weakPasswordHash;
}

/** The template's stamp when `dir` holds a whole template made by `build` with the installed PGlite. */
export function demoTemplateFor(build: string | undefined, dir = DEMO_TEMPLATE_DIR): DemoTemplateStamp | undefined {
  if (build === undefined || !existsSync(join(dir, 'PG_VERSION'))) return undefined;
  try {
    const stamp = JSON.parse(readFileSync(stampOf(dir), 'utf8')) as Partial<DemoTemplateStamp>;
    const seededAt = typeof stamp.seededAt === 'string' ? Date.parse(stamp.seededAt) : Number.NaN;
    if (stamp.build !== build || stamp.pglite !== installedPgliteVersion() || Number.isNaN(seededAt) || !Array.isArray(stamp.areas) || !Array.isArray(stamp.dateColumns)) return undefined;
    return stamp as DemoTemplateStamp;
  } catch {
    return undefined;
  }
}

/** True when a new database may be made in `pgliteDir` from the template (the folder is missing or empty). */
export const mayFillFromDemoTemplate = (pgliteDir: string, stamp: DemoTemplateStamp | undefined): stamp is DemoTemplateStamp =>
  stamp !== undefined && isEmptyOrMissing(pgliteDir);

/** A column of dates. */
export interface DateColumn {
  table: string;
  column: string;
}

/** The date columns of the database's tables that the seed counts from its time (all but the fixed ones). */
export async function relativeDateColumns(db: Db): Promise<DateColumn[]> {
  const result = await db.execute(sql`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type IN ('timestamp with time zone', 'timestamp without time zone', 'date')
    ORDER BY table_name, column_name`);
  const fixed = new Set(DEMO_FIXED_DATE_COLUMNS.map((c) => `${c.table}.${c.column}`));
  return (result as unknown as { rows: DateColumn[] }).rows.filter((c) => !fixed.has(`${c.table}.${c.column}`));
}

/**
 * Moves the dates in `columns` forward by `ms`: one statement (an UPDATE per table, each a data-modifying WITH
 * query), so it is atomic and one round trip (~40 columns in ~20 tables; 40 statements were ~150 ms of a start).
 */
export async function shiftDemoDates(db: Db, ms: number, columns: readonly DateColumn[]): Promise<void> {
  if (!Number.isFinite(ms) || ms <= 0 || columns.length === 0) return;
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const by = sql`(${ms}::double precision * interval '1 millisecond')`;
  const updates = [...byTable].map(([table, names], i) => {
    const sets = names.map((name) => sql`${sql.identifier(name)} = ${sql.identifier(name)} + ${by}`);
    return sql`${sql.identifier(`shifted_${i}`)} AS (UPDATE ${sql.identifier(table)} SET ${sql.join(sets, sql`, `)} RETURNING 1)`;
  });
  await db.execute(sql`WITH ${sql.join(updates, sql`, `)} SELECT 1`);
}
