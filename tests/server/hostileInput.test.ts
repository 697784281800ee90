// @vitest-environment node
/**
 * Bad input is a clear 4xx envelope, never a 500 (reliability): every
 * registered route, signed in as a real supplier and a real purchaser, gets NUL
 * characters in each path segment, query value, session header and body field,
 * ids outside int4 (2^31, 2^53), negative, fractional and non-numeric ids,
 * a 2 MB body, a JSON array / null / number where an object is expected, a
 * body nested 5,000 levels deep, a NUL 40 levels deep, a form-encoded body,
 * a multipart body without a boundary and malformed JSON.
 * The routes come from the app itself (installInputGuards records them), so a
 * route added later is probed without touching this file.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { createSession } from '../../server/auth/session';
import { users } from '../../server/db/schema';
import type { RouteSummary } from '../../server/http/inputGuards';
import type { TestServer } from './helpers/testServer';
import { startTestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const HOSTILE_SEGMENTS = ['%00', 'a%00b', '2147483648', '9007199254740993', '-1', '1.5', 'abc', '1e400'];
const HOSTILE_VALUES: unknown[] = ['a\u0000b', 2147483648, 2 ** 53, -1.5, 'abc', null, []];
const BIG = 'x'.repeat(2 * 1024 * 1024);

/** Whole bodies for a route that takes one. */
const HOSTILE_BODIES: Pick<InjectOptions, 'payload' | 'headers'>[] = [
  { payload: '[]', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  { payload: '42', headers: { 'content-type': 'application/json' } },
  { payload: '"text"', headers: { 'content-type': 'application/json' } },
  { payload: '{"a":', headers: { 'content-type': 'application/json' } },
  { payload: JSON.stringify({ value: BIG }), headers: { 'content-type': 'application/json' } },
  { payload: 'id=2147483648&name=a%00b&tenantId=abc', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n', headers: { 'content-type': 'multipart/form-data' } },
  { payload: '{"id":"\\u0000"}', headers: { 'content-type': 'application/json' } },
  // Nesting no recursive walk survives, and a NUL deeper than a walk with a depth bound would look.
  { payload: `{"id":1,"data":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`, headers: { 'content-type': 'application/json' } },
  { payload: `{"id":1,"data":${'{"a":'.repeat(40)}"\\u0000"${'}'.repeat(40)}}`, headers: { 'content-type': 'application/json' } },
];

type Schema = Record<string, unknown> | undefined;
const propsOf = (schema: unknown): string[] => Object.keys(((schema as Schema)?.['properties'] as Schema) ?? {});

/** The route's path with its params filled in (`fill` for one param, '1' for the rest). */
function pathOf(route: RouteSummary, param?: string, value?: string): string {
  return route.url
    .replace(/:(\w+)/g, (_m, name: string) => (name === param ? (value ?? '1') : '1'))
    .replace(/\*$/, param === '*' ? (value ?? 'x') : 'x');
}

function requestsFor(route: RouteSummary): InjectOptions[] {
  const method = route.method as NonNullable<InjectOptions['method']>;
  const out: InjectOptions[] = [];
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!).concat(route.url.endsWith('*') ? ['*'] : []);
  for (const param of params) for (const seg of HOSTILE_SEGMENTS) out.push({ method, url: pathOf(route, param, seg) });
  const queryNames = new Set([...propsOf(route.schema?.querystring), 'id']);
  for (const name of queryNames) {
    for (const value of HOSTILE_SEGMENTS) out.push({ method, url: `${pathOf(route)}?${name}=${value}` });
  }
  out.push({ method, url: pathOf(route), headers: { ticket: 'a\u0000b' } });
  out.push({ method, url: pathOf(route), headers: { cookie: 'EPSSESSION=%00' } });
  if (method !== 'GET') {
    for (const name of new Set([...propsOf(route.schema?.body), 'id'])) {
      for (const value of HOSTILE_VALUES) out.push({ method, url: pathOf(route), payload: { [name]: value } });
    }
    for (const body of HOSTILE_BODIES) out.push({ method, url: pathOf(route), ...body });
  }
  return out;
}

async function sessionFor(account: string): Promise<string> {
  const [user] = await server.app.eps.db.select().from(users).where(eq(users.account, account));
  const session = await createSession(server.app.eps.db, server.app.eps.config, new Date(), {
    userId: user!.id,
    tenantId: user!.currentTenantId,
    purchaseId: user!.currentPurchaseId,
    lang: 'en',
  });
  return session.id;
}

/** Routes whose success would end the probe's session or data it needs; they are still probed, only after the others. */
const LAST = /logout|deleteTenant|userpwdModeify/;

/**
 * Sends every hostile request of every route, alternating the accounts request
 * by request (both roles reach every route); HOSTILE_FULL=1 sends each request
 * as every account.
 */
async function probe(app: FastifyInstance, accounts: readonly string[]) {
  const routes = [...app.registeredRoutes].sort((a, b) => Number(LAST.test(a.url)) - Number(LAST.test(b.url)));
  const full = process.env['HOSTILE_FULL'] === '1';
  let sent = 0;
  const failures: string[] = [];
  for (const route of routes) {
    // Fresh sessions per route: an earlier route (logout, exit) may have ended one.
    const tokens = await Promise.all(accounts.map(sessionFor));
    for (const [index, options] of requestsFor(route).entries()) {
      const who = full ? tokens.keys() : [index % tokens.length];
      for (const at of who) {
        const headers = { cookie: `EPSSESSION=${tokens[at]!}`, ...(options.headers as Record<string, string> | undefined) };
        const response = await app.inject({ ...options, headers });
        sent += 1;
        const what = `${accounts[at]!} ${String(options.method)} ${options.url} ${JSON.stringify(options.payload ?? '').slice(0, 60)}`;
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${what}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && route.url.startsWith('/eps')) {
          const body = response.json<{ code?: unknown; message?: unknown }>();
          if (typeof body.code !== 'string' || typeof body.message !== 'string' || body.message === '') failures.push(`no envelope: ${what}`);
        }
      }
    }
  }
  return { sent, failures };
}

it('answers every hostile request to every route with a 4xx envelope or a success, never a 500', { timeout: 600_000 }, async () => {
  const routes = server.app.registeredRoutes;
  expect(routes.length).toBeGreaterThan(60);
  // A supplier (userLevel 1) and a purchaser in two tenants, both copies of the demo accounts.
  const { sent, failures } = await probe(server.app, ['e2e_partner', 'e2e_switch']);
  console.info(`hostile input: ${routes.length} routes, ${sent} requests, ${failures.length} failed (500 or no envelope)`);
  expect(failures.slice(0, 30)).toEqual([]);
});
