// @vitest-environment node
/** The browser tests' own accounts (server/db/seed/testAccounts.ts) sign in with the demo account's tenants. */
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { users } from '../../server/db/schema';
import { TEST_ACCOUNTS } from '../../server/db/seed/testAccounts';
import { createTestDatabase } from './helpers/testDatabase';
import type { TestServer } from './helpers/testServer';
import { login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('test accounts', () => {
  it.each(TEST_ACCOUNTS.map((a) => [a.account, a]))('%s signs in like the demo account it copies', async (_name, spec) => {
    const signed = await login(server.app, spec.account, spec.password);
    const info = await post<{
      type: number;
      tenantId: number;
      tenantName: string | null;
      purchaseId: number | null;
      errorFlags: { password: boolean; partner: boolean };
    }>(server.app, '/eps/auth/cas/session-info', {}, { token: signed.ticket });
    const data = info.body.data;
    expect(data.type).toBe(spec.like === 'supplier' ? 1 : 0);
    expect(data.errorFlags.password).toBe(spec.passwordStatus === '1');
    // No remembered tenant: in no tenant (the forced tenant choice); else the copied one.
    if (spec.noCurrentTenant) expect(data).toMatchObject({ tenantId: -1, tenantName: null });
    else expect(data.tenantName).toBeTruthy();
    // A supplier copy has a partner chosen unless it must choose one.
    expect(data.errorFlags.partner).toBe(spec.noCurrentPartner === true);
    if (spec.like === 'supplier') expect(data.purchaseId === null).toBe(spec.noCurrentPartner === true);
  });

  it('are seeded only when the test-only setting asks for them (EPS_TEST_ACCOUNTS=1; npm start never does)', async () => {
    expect(loadConfig({}).testAccounts).toBe(false);
    expect(loadConfig({ EPS_TEST_ACCOUNTS: '1' }).testAccounts).toBe(true);
    // An empty database of the run's engine (a new PostgreSQL database in the PostgreSQL step, not an in-memory
    // PGlite whose initdb cost 4-9 s there): the server migrates and seeds it as a first start does.
    const empty = await createTestDatabase({ empty: true });
    const app = await buildApp({ database: empty.database, ownsDatabase: false, config: { logLevel: 'silent', weakPasswordHash: true, seedDemo: true, staticDir: undefined, testAccounts: false } });
    try {
      const accounts = (await app.eps.db.select({ account: users.account }).from(users)).map((row) => row.account);
      expect(accounts).toEqual(expect.arrayContaining(['buyer', 'supplier', 'configurator']));
      expect(accounts.filter((account) => account.startsWith('e2e_'))).toEqual([]);
      expect((await post(app, '/eps/auth/cas/login', { mobile: 'e2e_profile', password: 'Eps#Prof2026' })).body.code).not.toBe('200');
    } finally {
      await app.close();
      await empty.dispose();
    }
  });
});
