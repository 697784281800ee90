/**
 * Starts the real app (buildApp) on a fresh database for one test file, with a
 * clock the test can move, and small helpers to call it through app.inject.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import type { ServerConfig } from '../../../server/config';
import type { Envelope } from '../../../server/http/envelope';
import type { TestDatabase } from './testDatabase';
import { createTestDatabase } from './testDatabase';

/** A clock that runs with real time plus an offset the test moves forward. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** The running test server. */
export interface TestServer {
  app: FastifyInstance;
  clock: TestClock;
  db: TestDatabase;
  close(): Promise<void>;
}

/** Builds the app on its own database; call close() in afterAll. */
export async function startTestServer(config: Partial<ServerConfig> = {}): Promise<TestServer> {
  let offset = 0;
  const clock: TestClock = { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
  const db = await createTestDatabase();
  const app = await buildApp({
    database: db.database,
    ownsDatabase: false,
    now: clock.now,
    // devRoutes: the tests read codes and ukeys there; weakPasswordHash: scrypt 2^14, fast sign-ins;
    // testAccounts: the e2e_* accounts some tests change;
    // a high per-IP limit: every injected call comes from 127.0.0.1 (tests/security lower it).
    config: {
      logLevel: 'silent',
      devRoutes: true,
      weakPasswordHash: true,
      testAccounts: true,
      signInPerIpPerMinute: 10_000,
      seedDemo: true,
      staticDir: undefined,
      codeResendMs: 60_000,
      // Each /healthz probes again: tests change the storage between two calls.
      healthCacheMs: 0,
      ...config,
    },
  });
  return {
    app,
    clock,
    db,
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}

/** A parsed response. */
export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  raw: LightMyRequestResponse;
}

function parse<T>(raw: LightMyRequestResponse): Answer<T> {
  return { status: raw.statusCode, body: raw.json<Envelope<T>>(), raw };
}

/** Per-call options: a session id (sent as the EPSSESSION cookie, the only place the server reads it) and extra headers. */
export interface CallOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
}

function headersOf(options: CallOptions): Record<string, string> {
  return { ...(options.token ? { cookie: `EPSSESSION=${options.token}` } : {}), ...options.headers };
}

/** The session id a sign-in answer set in its EPSSESSION cookie, if any. */
export function sessionCookieOf(raw: LightMyRequestResponse): string | undefined {
  return raw.cookies.find((c) => c.name === 'EPSSESSION' && c.value !== '')?.value;
}

/** GET `url`. */
export async function get<T = unknown>(app: FastifyInstance, url: string, options: CallOptions = {}): Promise<Answer<T>> {
  return parse<T>(await app.inject({ method: 'GET', url, headers: headersOf(options) }));
}

/** POST a JSON body (none when `body` is undefined). */
export async function post<T = unknown>(app: FastifyInstance, url: string, body?: object, options: CallOptions = {}): Promise<Answer<T>> {
  return parse<T>(
    await app.inject({ method: 'POST', url, headers: headersOf(options), ...(body === undefined ? {} : { payload: body }) }),
  );
}

/**
 * The user info the sign-in calls answer (the fields tests read), with
 * `ticket` replaced by the session id of the cookie (the body's ticket is
 * a one-time ticket, never the session id), so tests pass it as `token`.
 */
export interface SignedIn {
  ticket: string;
  /** The body's own `ticket`: a one-time ticket for a forward-url. */
  oneTimeTicket: string;
  userId: number;
  tenantId: number;
  type: number;
  [field: string]: unknown;
}

/** Signs in with account and password; fails the test unless it succeeds. */
export async function login(app: FastifyInstance, account: string, password: string): Promise<SignedIn> {
  const answer = await post<SignedIn>(app, '/eps/auth/cas/login', { mobile: account, password });
  if (answer.body.code !== '200') throw new Error(`login ${account} failed: ${JSON.stringify(answer.body)}`);
  const session = sessionCookieOf(answer.raw);
  if (!session) throw new Error(`login ${account} set no session cookie`);
  return { ...answer.body.data, oneTimeTicket: answer.body.data.ticket, ticket: session };
}
