// The demo areas' password hashes are started together before the areas run
// (issue 15: a first start waited for 16 strong hashes one after the other).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPasswordHashCost, verifySecret } from '../../server/auth/password';
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
});
