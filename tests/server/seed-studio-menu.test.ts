// @vitest-environment node
/**
 * Seed area `lowcode-studio-menu`: the studio's menu entry
 * (`builtin:lowcode-studio`, a studio view, never "Under development") is
 * added to a database seeded before the area existed, granted to the roles
 * that see Low-code settings, once; on a fresh database it is there too.
 */
import { eq } from 'drizzle-orm';
import { migrate } from '../../server/db/migrate';
import * as schema from '../../server/db/schema';
import { DEMO_AREAS, seedDemoData } from '../../server/db/seed/index';
import { STUDIO_NODE_CODE } from '../../server/db/seed/studioMenu';
import { BUILTIN_SCREENS } from '../../src/menu/mainChildren';
import type { TestDatabase } from './helpers/testDatabase';
import { createTestDatabase } from './helpers/testDatabase';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase({ empty: true });
  await migrate(test.database.db);
});
afterAll(async () => {
  await test?.dispose();
});

async function studioNode() {
  const { db } = test.database;
  return db.select().from(schema.permissions).where(eq(schema.permissions.permissionCode, STUDIO_NODE_CODE));
}

describe('seed area lowcode-studio-menu', () => {
  it('adds the studio entry to data seeded before it, granted like the Low-code settings app, once', async () => {
    const before = DEMO_AREAS.filter((area) => area.name !== 'lowcode-studio-menu');
    await seedDemoData(test.database.db, before);
    expect(await studioNode()).toHaveLength(0);

    expect(await seedDemoData(test.database.db)).toEqual(['lowcode-studio-menu']);
    const [node] = await studioNode();
    expect(node).toMatchObject({ uri: 'builtin:lowcode-studio', type: 1, appRoute: 'studio', tenantId: null, status: 1 });
    const name = (node!.uri as string).slice('builtin:'.length);
    // A studio view, so MenuTargetPage renders the studio, not the "Under development" page.
    expect(BUILTIN_SCREENS[name]).toMatchObject({ studio: 'screens' });

    const { db } = test.database;
    const [app] = await db.select().from(schema.permissions).where(eq(schema.permissions.permissionCode, 'm_lowcode'));
    expect(node!.parentId).toBe(app!.id);
    const appRoles = (await db.select().from(schema.rolePermissions).where(eq(schema.rolePermissions.permissionId, app!.id))).map((r) => r.roleId).sort();
    const nodeRoles = (await db.select().from(schema.rolePermissions).where(eq(schema.rolePermissions.permissionId, node!.id))).map((r) => r.roleId).sort();
    expect(appRoles.length).toBeGreaterThan(0);
    expect(nodeRoles).toEqual(appRoles);

    // Not reseeded: a later start adds nothing, even after the node was edited.
    await db.update(schema.permissions).set({ name: '改过的名字' }).where(eq(schema.permissions.id, node!.id));
    expect(await seedDemoData(test.database.db)).toEqual([]);
    const after = await studioNode();
    expect(after).toHaveLength(1);
    expect(after[0]!.name).toBe('改过的名字');
    // Seeding every area (password hashing included) is slow on a shared 2-core machine.
  }, 300_000);
});
