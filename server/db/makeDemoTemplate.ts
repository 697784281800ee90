/**
 * Makes the seeded demo database a first start copies (db/demoTemplate.ts): the empty cluster, migrated and
 * seeded with the demo areas at the default password cost (the demo secrets' hashes are made ahead,
 * seed/demoHashes.ts), in a working folder moved into place and then stamped.
 */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { setPasswordHashCost } from '../auth/password';
import { openDatabase } from './client';
import { CLUSTER_TEMPLATE_DIR, clusterTemplateReady, copyTemplateInto, installedPgliteVersion, stampOf } from './clusterTemplate';
import { DEMO_TEMPLATE_DIR, relativeDateColumns, type DateColumn, type DemoTemplateStamp } from './demoTemplate';
import { migrate } from './migrate';
import { DEMO_AREAS, seedDemoData } from './seed/index';

/** Makes the template in `dir` for the server build `build`; returns its stamp. */
export async function makeDemoTemplate(build: string, emptyTemplateDir = CLUSTER_TEMPLATE_DIR, dir = DEMO_TEMPLATE_DIR): Promise<DemoTemplateStamp> {
  const work = `${dir}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  rmSync(stampOf(dir), { force: true });
  // From the empty cluster when there is one (PGlite's initdb otherwise, ~4 s).
  if (clusterTemplateReady(emptyTemplateDir)) copyTemplateInto(emptyTemplateDir, work);
  setPasswordHashCost('default');
  const database = await openDatabase({ kind: 'pglite', dataDir: work });
  const seededAt = new Date();
  let areas: string[];
  let dateColumns: DateColumn[];
  try {
    await migrate(database.db);
    areas = await seedDemoData(database.db, DEMO_AREAS);
    dateColumns = await relativeDateColumns(database.db);
  } finally {
    await database.close();
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(work, dir);
  const stamp: DemoTemplateStamp = { pglite: installedPgliteVersion(), build, seededAt: seededAt.toISOString(), areas, dateColumns };
  writeFileSync(stampOf(dir), `${JSON.stringify(stamp)}\n`);
  return stamp;
}
