// @vitest-environment node
/** The browser tests' own accounts (server/db/seed/testAccounts.ts) sign in with the demo account's tenants. */
import { TEST_ACCOUNTS } from '../../server/db/seed/testAccounts';
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
    const info = await post<{ type: number; tenantName: string | null; errorFlags: { password: boolean } }>(server.app, '/eps/auth/cas/session-info', {}, {
      token: signed.ticket,
    });
    expect(info.body.data.type).toBe(spec.like === 'supplier' ? 1 : 0);
    expect(info.body.data.tenantName).toBeTruthy();
    expect(info.body.data.errorFlags.password).toBe(spec.passwordStatus === '1');
  });
});
