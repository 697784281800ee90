// The demo areas' password hashes are ready before the areas run (a
// first start waited for 16 strong hashes one after the other): the demo
// secrets' strong ones made ahead (demoHashes.ts), the others started together.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_N, setPasswordHashCost, verifySecret } from '../../server/auth/password';
import { DEMO_SECRET_HASHES } from '../../server/db/seed/demoHashes';
import { DEMO_AREAS, TEST_AREAS } from '../../server/db/seed/index';
import { dropSeedHashes, seedHash, startSeedHashes } from '../../server/db/seed/seedHashes';
import { TEST_ACCOUNTS } from '../../server/db/seed/testAccounts';

beforeAll(() => setPasswordHashCost('test'));
afterEach(() => dropSeedHashes());

describe('seed hashes', () => {
  it('hands each hash started ahead out once, and verifies with its secret', async () => {
    startSeedHashes(['Eps#One2026', 'Eps#One2026']);
    const first = await seedHash('Eps#One2026');
    const second = await seedHash('Eps#One2026');
    expect(first).not.toBe(second); // two rows, two salts
    expect(await verifySecret('Eps#One2026', first)).toBe(true);
    expect(await verifySecret('Eps#One2026', second)).toBe(true);
    expect(await verifySecret('Eps#Two2026', first)).toBe(false);
  });

  it('hashes a secret nobody started, and one asked for more often than started', async () => {
    startSeedHashes(['Eps#One2026']);
    await seedHash('Eps#One2026');
    const again = await seedHash('Eps#One2026');
    expect(await verifySecret('Eps#One2026', again)).toBe(true);
    expect(await verifySecret('Eps#New2026', await seedHash('Eps#New2026'))).toBe(true);
  });

  it('lists the secrets of the areas that store hashes', () => {
    const secrets = (name: string) => [...DEMO_AREAS, ...TEST_AREAS].find((area) => area.name === name)?.secrets ?? [];
    expect(secrets('users')).toHaveLength(3);
    expect(secrets('test-accounts')).toEqual(TEST_ACCOUNTS.map((account) => account.password));
    expect(secrets('tenants')).toHaveLength(1);
    expect(secrets('supplier-level2')).toHaveLength(1);
    expect(secrets('enterprise')).toHaveLength(1);
  });

  describe('made ahead (demoHashes.ts)', () => {
    const demoSecrets = DEMO_AREAS.flatMap((area) => area.secrets ?? []);
    afterEach(() => setPasswordHashCost('test'));

    it('holds one strong hash per demo row, each with its own salt, each verifying with its secret', async () => {
      const rows = new Map<string, number>();
      for (const secret of demoSecrets) rows.set(secret, (rows.get(secret) ?? 0) + 1);
      // A demo password changed without `npm run seed:hashes` fails here (and the seed would hash it at start).
      expect(Object.fromEntries(Object.entries(DEMO_SECRET_HASHES).map(([secret, hashes]) => [secret, hashes.length]))).toEqual(Object.fromEntries(rows));
      const all = Object.entries(DEMO_SECRET_HASHES).flatMap(([secret, hashes]) => hashes.map((hash) => ({ secret, hash })));
      expect(new Set(all.map(({ hash }) => hash.split('$')[4])).size).toBe(all.length);
      for (const { hash } of all) expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', String(DEFAULT_N), '8', '1']);
      // Verified together on libuv's pool: ~0.6 s of a core each.
      expect(await Promise.all(all.map(({ secret, hash }) => verifySecret(secret, hash)))).toEqual(all.map(() => true));
    });

    it('are taken at the default cost, once each per seeding, and not at the test cost', async () => {
      setPasswordHashCost('default');
      startSeedHashes(['Eps#Buyer2026', 'Eps#Buyer2026']);
      const made = DEMO_SECRET_HASHES['Eps#Buyer2026']?.[0];
      expect(await seedHash('Eps#Buyer2026')).toBe(made);
      // The second row would share the first's salt: it gets a hash of its own, made now.
      const second = await seedHash('Eps#Buyer2026');
      expect(second).not.toBe(made);
      expect(second.split('$')[1]).toBe(String(DEFAULT_N));
      dropSeedHashes();

      setPasswordHashCost('test');
      startSeedHashes(['Eps#Buyer2026']);
      const atTestCost = await seedHash('Eps#Buyer2026');
      expect(atTestCost).not.toBe(made);
      expect(atTestCost.split('$')[1]).toBe(String(2 ** 14));
      expect(await verifySecret('Eps#Buyer2026', atTestCost)).toBe(true);
    });
  });
});
