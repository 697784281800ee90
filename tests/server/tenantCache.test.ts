// @vitest-environment node
/**
 * Per-tenant answer caches keyed by the tenant's configuration version
 * (server/http/tenantCache.ts), with two app instances on one database as two
 * servers would be: a menu change, a text change, a publish and a role change
 * made through server A are seen by the next request to server B, which had
 * the answers cached; the ETag comes from the version (a 304 without
 * building), and the cache's memory is bounded.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { permissions, roles, userRoles } from '../../server/db/schema';
import { AnswerCache } from '../../server/http/tenantCache';
import { bumpConfigVersion } from '../../server/lowcode/audit';
import { documentChecker } from '../../server/lowcode/documentChecks';
import { call, samplePage } from './helpers/lowcode';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';

let serverA: TestServer;
let appB: FastifyInstance;
let configurator: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  serverA = await startTestServer();
  appB = await buildApp({
    database: serverA.db.database,
    ownsDatabase: false,
    config: { logLevel: 'silent', devRoutes: true, weakPasswordHash: true, testAccounts: true, signInPerIpPerMinute: 10_000, seedDemo: true, staticDir: undefined, healthCacheMs: 0 },
  });
  configurator = await login(serverA.app, 'configurator', 'Eps#Conf2026');
  buyer = await login(serverA.app, 'buyer', 'Eps#Buyer2026');
  await documentChecker();
}, 120_000);
afterAll(async () => {
  await appB?.close();
  await serverA?.close();
});

const onA = (method: Parameters<typeof call>[1], url: string, body?: unknown) => call(serverA.app, method, url, configurator.ticket, body);
const onB = (url: string, headers: Record<string, string> = {}) => call(appB, 'GET', url, buyer.ticket, undefined, headers);
const parentId = async (code: string): Promise<number> => {
  const [row] = await serverA.app.eps.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.permissionCode, code));
  return row!.id;
};

it('a menu change through A is in B’s next permission tree; an unchanged tree is a 304 from the version', async () => {
  const url = '/eps/auth/permission/listPermissionNotree';
  const first = await onB(url);
  const etag = String(first.headers['etag']);
  expect(Buffer.from(etag.slice(1, -1), 'base64url').toString()).toMatch(/\|nodes\|/);
  expect((await onB(url, { 'if-none-match': etag })).status).toBe(304);
  const created = await onA('POST', '/eps/lowcode/menus', { parentId: await parentId('m_workbench'), type: 1, name: 'Cache probe', uri: 'schema:demo/showcase' });
  expect(created.body.code).toBe('200');
  const next = await onB(url, { 'if-none-match': etag });
  expect(next.status).toBe(200);
  expect(String(next.headers['etag'])).not.toBe(etag);
  expect((next.body.data as Array<{ name: string }>).some((n) => n.name === 'Cache probe')).toBe(true);
});

it('a text change through A is in B’s next text read', async () => {
  const url = `/eps/config/i18n-from-config/${buyer.tenantId}/cache/en`;
  const before = (await onB(url)).body.data as Array<{ key: string; value: string }>;
  expect(before.some((t) => t.key === 'cache.probe')).toBe(false);
  expect((await onA('PUT', '/eps/lowcode/texts', { key: 'cache.probe', lang: 'en', value: 'seen on B' })).status).toBe(200);
  const after = (await onB(url)).body.data as Array<{ key: string; value: string }>;
  expect(after.find((t) => t.key === 'cache.probe')?.value).toBe('seen on B');
});

it('a publish through A is in B’s next screen read', { timeout: 120_000 }, async () => {
  const url = '/eps/lowcode/runtime/screen?id=t/cache-probe';
  expect((await onB(url)).body.data).toBeNull();
  expect((await onA('PUT', '/eps/lowcode/screens/draft?id=t/cache-probe', samplePage('Cached v1'))).status).toBe(200);
  expect((await onA('POST', '/eps/lowcode/screens/publish?id=t/cache-probe', {})).status).toBe(200);
  expect(JSON.stringify((await onB(url)).body.data)).toContain('Cached v1');
  expect((await onA('PUT', '/eps/lowcode/screens/draft?id=t/cache-probe', samplePage('Cached v2'))).status).toBe(200);
  expect((await onA('POST', '/eps/lowcode/screens/publish?id=t/cache-probe', {})).status).toBe(200);
  expect(JSON.stringify((await onB(url)).body.data)).toContain('Cached v2');
});

it('roles taken away (with the version moved, as a role change does) are never served from B’s cache', async () => {
  const url = '/eps/auth/permission/listPermissionApp';
  expect(((await onB(url)).body.data as unknown[]).length).toBeGreaterThan(0);
  const db = serverA.app.eps.db;
  const tenantRoles = db.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, buyer.tenantId));
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(inArray(userRoles.roleId, tenantRoles));
    await bumpConfigVersion(tx, buyer.tenantId);
  });
  expect((await onB(url)).body.data).toEqual([]);
});

it('stays within its entry and byte bounds, least recently used out first', () => {
  const cache = new AnswerCache(3, 1_000);
  for (let tenant = 1; tenant <= 50; tenant++) cache.set(`${tenant}|1|apps`, 'x'.repeat(100));
  expect(cache.size).toBe(3);
  expect(cache.get('50|1|apps')).toBeDefined();
  expect(cache.get('1|1|apps')).toBeUndefined();
  cache.get('48|1|apps');
  cache.set('51|1|apps', 'y');
  expect(cache.get('48|1|apps')).toBeDefined();
  expect(cache.get('49|1|apps')).toBeUndefined();
  const bytes = new AnswerCache(100, 1_000);
  for (let i = 0; i < 30; i++) bytes.set(`k${i}`, 'z'.repeat(300));
  expect(bytes.totalBytes).toBeLessThanOrEqual(1_000);
  bytes.set('huge', 'h'.repeat(5_000));
  expect(bytes.get('huge')).toBeUndefined();
});
