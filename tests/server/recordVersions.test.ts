// @vitest-environment node
/**
 * Two tabs editing one record (server/http/recordVersions.ts): a read names
 * the record's version in Record-Versions, a write sends it back in If-Match,
 * and a save from a copy someone else has replaced since answers 409 with the
 * translated message and changes nothing. Covered: the enterprise contact,
 * the user name, a partner contact (also before it exists), and bad or
 * foreign tags.
 */
import type { FastifyInstance } from 'fastify';
import { API_CODES } from '@core/apiCodes';
import { INTL_ACCOUNT, INTL_PASSWORD } from '../../server/db/seed/enterprise';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';

let server: TestServer;
let supplier: SignedIn;
let intl: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  intl = await login(server.app, INTL_ACCOUNT, INTL_PASSWORD);
});
afterAll(async () => server?.close());

interface Call {
  status: number;
  code: string;
  message: string;
  data: Record<string, unknown>;
  versions: string | undefined;
}

async function call(app: FastifyInstance, method: 'GET' | 'PUT' | 'POST', url: string, token: string, options: { body?: object; ifMatch?: string; headers?: Record<string, string> } = {}): Promise<Call> {
  const headers: Record<string, string> = { cookie: `EPSSESSION=${token}`, 'accept-language': 'en', ...options.headers };
  if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
  const raw = await app.inject({ method, url, headers, ...(options.body ? { payload: options.body } : {}) });
  const body = raw.json<{ code: string; message: string; data: Record<string, unknown> }>();
  const versions = raw.headers['record-versions'];
  return { status: raw.statusCode, code: body.code, message: body.message, data: body.data, versions: typeof versions === 'string' ? versions : undefined };
}

const CONTACT_URL = '/eps/usercenter/enterprise/contact';
const contact = (name: string) => ({ contact: name, email: 'tab@example.com', linkPhone: '13912345678' });

describe('the enterprise contact in two tabs', () => {
  it('the later save from the older copy is refused with 409 and the first save stays', async () => {
    const tabA = await call(server.app, 'GET', '/eps/usercenter/enterprise/info', supplier.ticket);
    const tabB = await call(server.app, 'GET', '/eps/usercenter/enterprise/info', supplier.ticket);
    expect(tabA.versions).toMatch(new RegExp(`^"enterprise:${supplier.tenantId}:\\d+"$`));
    expect(tabA.data).not.toHaveProperty('version');
    const savedB = await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact('乙标签页'), ifMatch: tabB.versions! });
    expect(savedB.code).toBe(API_CODES.SUCCESS);
    expect(savedB.versions).not.toBe(tabB.versions);
    const staleA = await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact('甲标签页'), ifMatch: tabA.versions! });
    expect(staleA.status).toBe(409);
    expect(staleA.message).toMatch(/已被他人修改/);
    expect(staleA.versions).toBeUndefined();
    const after = await call(server.app, 'GET', '/eps/usercenter/enterprise/info', supplier.ticket);
    expect(after.data.contact).toBe('乙标签页');
    // Reloaded, tab A saves on top of B's version.
    const retried = await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact('甲标签页'), ifMatch: after.versions! });
    expect(retried.code).toBe(API_CODES.SUCCESS);
  });

  it('two saves from the same copy at once: exactly one is stored', async () => {
    const read = await call(server.app, 'GET', '/eps/usercenter/enterprise/info', supplier.ticket);
    const answers = await Promise.all(['并发一', '并发二', '并发三'].map((name) => call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact(name), ifMatch: read.versions! })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('without If-Match (a script) the save goes ahead; tags of other records or tenants are not looked at', async () => {
    expect((await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact('脚本') })).code).toBe(API_CODES.SUCCESS);
    const foreign = `"enterprise:${intl.tenantId}:1", "user:${supplier.userId}:999", "enterprise:${supplier.tenantId + 100}:1"`;
    expect((await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact('别的标签'), ifMatch: foreign })).code).toBe(API_CODES.SUCCESS);
  });

  it('a tag of this record that is no version, past 2^31 or huge headers: 409 or ignored, never 500', async () => {
    const key = `enterprise:${supplier.tenantId}`;
    for (const ifMatch of [`"${key}:abc"`, `"${key}:99999999999"`, `"${key}:-1"`, `"${key}:"`]) {
      expect((await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact('坏标签'), ifMatch })).status, ifMatch).toBe(409);
    }
    for (const ifMatch of ['*', 'W/"x"', `"${'a'.repeat(5000)}"`, `${'"x", '.repeat(2000)}"y"`, 'garbage"']) {
      expect((await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact('乱标签'), ifMatch })).status, ifMatch.slice(0, 20)).toBe(200);
    }
  });

  it('another tenant, cross-site and wrong types are refused before any version is looked at', async () => {
    const read = await call(server.app, 'GET', '/eps/usercenter/enterprise/info', supplier.ticket);
    const other = await call(server.app, 'PUT', CONTACT_URL, intl.ticket, { body: { ...contact('他人'), tenantId: supplier.tenantId }, ifMatch: read.versions! });
    expect(other.code).toBe(API_CODES.PERMISSION_ERROR);
    const crossSite = await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: contact('跨站'), ifMatch: read.versions!, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const wrongType = await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: { contact: 5, email: [], linkPhone: {} }, ifMatch: read.versions! });
    expect(wrongType.status).toBe(400);
    const big = await call(server.app, 'PUT', CONTACT_URL, supplier.ticket, { body: { ...contact('x'), contact: 'x'.repeat(70) }, ifMatch: read.versions! });
    expect(big.status).toBe(400);
    expect((await call(server.app, 'GET', '/eps/usercenter/enterprise/info', supplier.ticket)).versions).toBe(read.versions);
  });
});

describe('the user name in two tabs', () => {
  const url = '/eps/usercenter/uc/user/';
  it('session-info names the user version; a stale rename is refused and the newer name stays', async () => {
    const tabA = await call(server.app, 'POST', '/eps/auth/cas/session-info', supplier.ticket, { body: {} });
    expect(tabA.versions).toMatch(new RegExp(`^"user:${supplier.userId}:\\d+"$`));
    const savedB = await call(server.app, 'PUT', url, supplier.ticket, { body: { username: 'tabBname' }, ifMatch: tabA.versions! });
    expect(savedB.code).toBe(API_CODES.SUCCESS);
    const staleA = await call(server.app, 'PUT', url, supplier.ticket, { body: { username: 'tabAname' }, ifMatch: tabA.versions! });
    expect(staleA.status).toBe(409);
    const now = await call(server.app, 'POST', '/eps/auth/cas/session-info', supplier.ticket, { body: {} });
    expect(now.data.username).toBe('tabBname');
    expect(now.versions).toBe(savedB.versions);
  });

  it('a tag naming another user changes nothing of theirs and is not looked at', async () => {
    const answer = await call(server.app, 'PUT', url, supplier.ticket, { body: { username: 'ownName', userId: intl.userId }, ifMatch: `"user:${intl.userId}:1"` });
    expect(answer.code).toBe(API_CODES.PERMISSION_ERROR);
  });
});

describe('a partner contact in two tabs', () => {
  const url = '/eps/usercenter/uc/partner/contact';
  const body = (name: string) => ({ contact: name, email: 'p@example.com', linkPhone: '13512345678' });
  it('before it exists (version 0) and after: the second save from the same copy is refused', async () => {
    const tabA = await call(server.app, 'GET', url, supplier.ticket);
    const tabB = await call(server.app, 'GET', url, supplier.ticket);
    expect(tabA.versions).toMatch(/^"partner-contact:\d+-\d+:0"$/);
    expect(tabA.data).not.toHaveProperty('version');
    expect((await call(server.app, 'PUT', url, supplier.ticket, { body: body('乙'), ifMatch: tabB.versions! })).code).toBe(API_CODES.SUCCESS);
    expect((await call(server.app, 'PUT', url, supplier.ticket, { body: body('甲'), ifMatch: tabA.versions! })).status).toBe(409);
    const read = await call(server.app, 'GET', url, supplier.ticket);
    expect(read.data.contact).toBe('乙');
    expect(read.versions).toMatch(/:1"$/);
    expect((await call(server.app, 'PUT', url, supplier.ticket, { body: body('甲'), ifMatch: read.versions! })).code).toBe(API_CODES.SUCCESS);
    expect((await call(server.app, 'PUT', url, supplier.ticket, { body: body('丙'), ifMatch: read.versions! })).status).toBe(409);
  });
});
