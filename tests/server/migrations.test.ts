// @vitest-environment node
/**
 * Migrations and demo seed on an empty database: the SQL creates exactly the
 * tables and columns of the drizzle schema, both run once, and the seed holds
 * the documented demo data (README "Demo accounts").
 */
import { count, eq, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema';
import { migrate, readMigrations } from '../../server/db/migrate';
import { DEMO_AREAS, seedDemoData } from '../../server/db/seed/index';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demoAccounts';
import { verifySecret } from '../../server/auth/password';
import type { TestDatabase } from './helpers/testDatabase';
import { createTestDatabase } from './helpers/testDatabase';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await test?.dispose();
});

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);

describe('migrations', () => {
  it('apply once, in order', async () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions[0]).toBe('0001_init');
    expect(await migrate(test.database.db)).toEqual(versions);
    expect(await migrate(test.database.db)).toEqual([]);
  });

  it('create exactly the tables and columns of the drizzle schema', async () => {
    const result = await test.database.db.execute(
      sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    const rows = (result as unknown as { rows: Array<{ table_name: string; column_name: string; is_nullable: string }> }).rows;
    const inDb = new Map<string, Map<string, boolean>>();
    for (const row of rows) {
      if (row.table_name === 'schema_migrations') continue;
      const columns = inDb.get(row.table_name) ?? new Map<string, boolean>();
      columns.set(row.column_name, row.is_nullable === 'YES');
      inDb.set(row.table_name, columns);
    }
    expect([...inDb.keys()].sort()).toEqual(tables.map((t) => getTableConfig(t).name).sort());
    for (const table of tables) {
      const config = getTableConfig(table);
      const columns = inDb.get(config.name)!;
      expect([...columns.keys()].sort(), config.name).toEqual(config.columns.map((c) => c.name).sort());
      for (const column of config.columns) expect(columns.get(column.name), `${config.name}.${column.name}`).toBe(!column.notNull);
    }
  });
});

describe('demo seed', () => {
  // The workflow area runs its documents' processes on bpmn-engine: seconds on a loaded machine.
  it('applies every area once', { timeout: 120_000 }, async () => {
    expect(await seedDemoData(test.database.db)).toEqual(DEMO_AREAS.map((a) => a.name));
    const [before] = await test.database.db.select({ n: count() }).from(schema.permissions);
    expect(await seedDemoData(test.database.db)).toEqual([]);
    const [after] = await test.database.db.select({ n: count() }).from(schema.permissions);
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('stores the demo passwords only as scrypt hashes', { timeout: 60_000 }, async () => {
    for (const demo of DEMO_ACCOUNTS) {
      const [user] = await test.database.db.select().from(schema.users).where(eq(schema.users.account, demo.account));
      expect(user!.passwordHash).toMatch(/^scrypt\$/);
      expect(user!.passwordHash).not.toContain(demo.password);
      expect(await verifySecret(demo.password, user!.passwordHash)).toBe(true);
    }
  });

  it('seeds two purchasers, one supplier with two partners, and the demo accounts', async () => {
    const db = test.database.db;
    const kinds = (await db.select({ kind: schema.tenants.kind }).from(schema.tenants)).map((t) => t.kind).sort();
    // The enterprise area adds SUP002, a registration-type-2 supplier with a change under review.
    expect(kinds).toEqual(['ep', 'ep', 'su', 'su']);
    expect(await db.select().from(schema.tenantPartners)).toHaveLength(2);
    const users = await db.select().from(schema.users);
    // The browser tests' own accounts (e2e_*, server/db/seed/testAccounts.ts) are copies, checked in testAccounts.test.ts.
    const demo = users.filter((u) => !u.account.startsWith('e2e_'));
    expect(demo.map((u) => [u.account, u.type, u.userLevel]).sort()).toEqual([
      ['buyer', 0, null],
      ['configurator', 0, null],
      ['supplier', 1, '1'],
      // A supplier of user level 2, for per-level rules.
      ['supplier2', 1, '2'],
      // The account of SUP002 (type-2 enterprise, change under review).
      ['supplier_intl', 1, '1'],
      // The supplier tenant's administrator, who may edit its screens and menus.
      ['supplierconf', 1, '1'],
    ]);
    const buyer = users.find((u) => u.account === 'buyer')!;
    expect(await db.select().from(schema.userTenants).where(eq(schema.userTenants.userId, buyer.id))).toHaveLength(2);
  });
});
