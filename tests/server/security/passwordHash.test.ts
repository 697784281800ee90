// @vitest-environment node
/**
 * scrypt cost: new hashes use N=2^17 (OWASP) with the memory cap it
 * needs; a cheaper old hash still verifies and is replaced by a 2^17 hash at
 * the next successful sign-in. The test suite's own hashes use 2^14 only
 * through the explicit test option (weakPasswordHash / EPS_TEST_WEAK_HASH=1).
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../server/config';
import { users } from '../../../server/db/schema';
import { DEFAULT_N, hashSecret, needsRehash, setPasswordHashCost, TEST_N, verifySecret } from '../../../server/auth/password';
import type { TestServer } from '../helpers/testServer';
import { post, startTestServer } from '../helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  // The default cost, as `npm start` runs; the seeded snapshot holds 2^14 hashes (the "old" ones).
  server = await startTestServer({ weakPasswordHash: false });
});
afterAll(async () => {
  await server?.close();
  setPasswordHashCost('test');
});

const costOf = (hash: string): number => Number(hash.split('$')[1]);

describe('password hashing', () => {
  it('defaults to N=2^17 unless the test-only setting is given', () => {
    expect(DEFAULT_N).toBe(131072);
    expect(loadConfig({}).weakPasswordHash).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).weakPasswordHash).toBe(false);
    expect(loadConfig({ EPS_TEST_WEAK_HASH: '1' }).weakPasswordHash).toBe(true);
  });

  it('hashes at 2^17 and verifies (the memory cap fits)', async () => {
    setPasswordHashCost('default');
    const started = performance.now();
    const hash = await hashSecret('Correct#Horse2026');
    const ms = performance.now() - started;
    expect(costOf(hash)).toBe(DEFAULT_N);
    expect(await verifySecret('Correct#Horse2026', hash)).toBe(true);
    expect(await verifySecret('wrong', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    console.info(`scrypt N=2^17 one hash: ${Math.round(ms)} ms`);
  });

  it('refuses a stored hash with an absurd cost instead of allocating for it', async () => {
    expect(await verifySecret('x', 'scrypt$1073741824$8$1$c2FsdA$a2V5')).toBe(false);
  });

  it('verifies an old 2^14 hash and replaces it at the next successful sign-in', async () => {
    // An old hash stored explicitly: on PostgreSQL the database is seeded by this server, at 2^17.
    setPasswordHashCost('test');
    const old = await hashSecret('Eps#Buyer2026');
    setPasswordHashCost('default');
    await server.app.eps.db.update(users).set({ passwordHash: old }).where(eq(users.account, 'buyer'));
    const [before] = await server.app.eps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.account, 'buyer'));
    expect(costOf(before!.hash)).toBe(TEST_N);
    expect(needsRehash(before!.hash)).toBe(true);
    const wrong = await post(server.app, '/eps/auth/cas/login', { mobile: 'buyer', password: 'nope' });
    expect(wrong.body.code).toBe('4010');
    const [still] = await server.app.eps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.account, 'buyer'));
    expect(still!.hash).toBe(before!.hash);
    expect((await post(server.app, '/eps/auth/cas/login', { mobile: 'buyer', password: 'Eps#Buyer2026' })).body.code).toBe('200');
    const [after] = await server.app.eps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.account, 'buyer'));
    expect(costOf(after!.hash)).toBe(DEFAULT_N);
    expect((await post(server.app, '/eps/auth/cas/login', { mobile: 'buyer', password: 'Eps#Buyer2026' })).body.code).toBe('200');
  });
});
