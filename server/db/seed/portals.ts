/** Seed areas `portals` and `watermark`. */
import type { Db } from '../client';
import { portals, watermarkConfigs } from '../schema';
import { DEMO_TENANTS } from './demoAccounts';
import { tenantId } from './lookup';

/** Seed area `portals`: one portal per purchaser tenant. */
export async function seedPortals(db: Db): Promise<void> {
  await db.insert(portals).values([
    { portalId: 'portal-east', tenantId: await tenantId(db, DEMO_TENANTS.east) },
    { portalId: 'portal-north', tenantId: await tenantId(db, DEMO_TENANTS.north) },
  ]);
}

/** Seed area `watermark`: the platform default and one tenant override. */
export async function seedWatermark(db: Db): Promise<void> {
  await db.insert(watermarkConfigs).values([
    { tenantId: null, platform: '*', path: '/', enable: 1, tags: 'username,account,email', opacity: 15 },
    { tenantId: await tenantId(db, DEMO_TENANTS.north), platform: 'ep', path: '/', enable: 1, tags: 'username,account', opacity: 10 },
  ]);
}
