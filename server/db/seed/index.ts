/**
 * Demo data, by area. Each area runs once, in its own transaction, and is
 * recorded in `seed_runs`; so a later issue adds an area (tasks, news,
 * messages) to DEMO_AREAS and it is applied to existing databases too, while
 * a database seeded before is never seeded twice.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedRuns } from '../schema';
import { dropSeedHashes, startSeedHashes } from './seedHashes';
import { seedContent } from './content';
import { seedDicts } from './dicts';
import { INTL_PASSWORD, seedEnterprise } from './enterprise';
import { seedEmbeddedApps } from './embeddedApps';
import { seedI18n } from './i18n';
import { seedApps, seedPermissions } from './menu';
import { seedParams } from './params';
import { seedPortals, seedWatermark } from './portals';
import { seedRoles } from './roles';
import { TENANTS_SECRETS, seedTenants } from './tenants';
import { seedStudioMenu } from './studioMenu';
import { SUPPLIER_CONFIGURATOR_SECRETS, seedSupplierConfigurator } from './supplierConfigurator';
import { SUPPLIER_LEVEL2_SECRETS, seedSupplierLevel2 } from './supplierLevel2';
import { TEST_ACCOUNTS_SECRETS, seedTestAccounts } from './testAccounts';
import { USERS_SECRETS, seedUsers } from './users';
import { seedWorkbench } from './workbench';
import { seedWorkflow } from './workflow';

/** One area of demo data. Areas may look up rows of earlier areas by natural key. */
export interface SeedArea {
  name: string;
  run(db: Db): Promise<void>;
  /** The secrets the area stores hashed (one entry per row), hashed ahead while earlier areas run. */
  secrets?: readonly string[];
}

/** The demo areas, in dependency order. Append new areas at the end. */
export const DEMO_AREAS: readonly SeedArea[] = [
  { name: 'tenants', run: seedTenants, secrets: TENANTS_SECRETS },
  { name: 'users', run: seedUsers, secrets: USERS_SECRETS },
  { name: 'apps', run: seedApps },
  { name: 'permissions', run: seedPermissions },
  { name: 'roles', run: seedRoles },
  { name: 'dicts', run: seedDicts },
  { name: 'i18n', run: seedI18n },
  { name: 'params', run: seedParams },
  { name: 'portals', run: seedPortals },
  { name: 'watermark', run: seedWatermark },
  { name: 'content', run: seedContent },
  { name: 'workbench', run: seedWorkbench },
  { name: 'supplier-level2', run: seedSupplierLevel2, secrets: SUPPLIER_LEVEL2_SECRETS },
  { name: 'lowcode-studio-menu', run: seedStudioMenu },
  { name: 'workflow', run: seedWorkflow },
  { name: 'enterprise', run: seedEnterprise, secrets: [INTL_PASSWORD] },
  { name: 'embedded-apps', run: seedEmbeddedApps },
  { name: 'supplier-configurator', run: seedSupplierConfigurator, secrets: SUPPLIER_CONFIGURATOR_SECRETS },
];

/**
 * The browser tests' accounts (`e2e_*`, testAccounts.ts): test-only, seeded
 * only when asked for (EPS_TEST_ACCOUNTS=1; the test servers set it), so a
 * server `npm start` runs has no account with a password published for tests
 * (and a first start hashes 10 passwords fewer). After the demo areas, whose
 * tenants and roles they copy.
 */
export const TEST_AREAS: readonly SeedArea[] = [{ name: 'test-accounts', run: seedTestAccounts, secrets: TEST_ACCOUNTS_SECRETS }];

/** The areas a server seeds: the demo areas, and the test accounts when the test-only setting asks for them. */
export function seedAreas(testAccounts: boolean): readonly SeedArea[] {
  return testAccounts ? [...DEMO_AREAS, ...TEST_AREAS] : DEMO_AREAS;
}

const SEED_LOCK = 727_002;

/** Applies the areas not yet recorded; returns the names it applied. */
export async function seedDemoData(db: Db, areas: readonly SeedArea[] = DEMO_AREAS): Promise<string[]> {
  const applied: string[] = [];
  const recorded = new Set((await db.select({ name: seedRuns.name }).from(seedRuns)).map((row) => row.name));
  // A recorded area is never undone, so a later start skips it without its locked transaction
  // (one each was ~0.5 s of a restart on PGlite); one not recorded yet is re-checked under the lock.
  const pending = areas.filter((area) => !recorded.has(area.name));
  if (pending.length === 0) return applied;
  startSeedHashes(pending.flatMap((area) => area.secrets ?? []));
  try {
    await applyAreas(db, pending, applied);
  } finally {
    dropSeedHashes();
  }
  return applied;
}

async function applyAreas(db: Db, areas: readonly SeedArea[], applied: string[]): Promise<void> {
  for (const area of areas) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      const done = await tx.select().from(seedRuns).where(eq(seedRuns.name, area.name));
      if (done.length > 0) return false;
      await area.run(tx);
      await tx.insert(seedRuns).values({ name: area.name });
      return true;
    });
    if (ran) applied.push(area.name);
  }
}
