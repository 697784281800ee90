/**
 * Server settings from the environment. Every setting has a default that runs
 * the portal on a fresh machine; nothing here is a secret.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type { LogFormat } from './http/logging';
import { logFormatOf } from './http/logging';

/** Resolved settings of one server instance. */
export interface ServerConfig {
  /** PORT, default 8080. */
  port: number;
  /** HOST, default 127.0.0.1 (loopback only). */
  host: string;
  /** DATA_DIR, default ./.data; PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** DATABASE_URL: when set, a real PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /**
   * EPS_DEV_ROUTES=1 (test-only): the development routes /eps/dev/... (codes, ukey)
   * and the in-memory code outbox they read. Off unless asked for, whatever
   * NODE_ENV says; `npm start` never sets it (they sign anyone in as anyone).
   */
  devRoutes: boolean;
  /**
   * EPS_TEST_WEAK_HASH=1 (test-only): scrypt N=2^14 instead of 2^17 for new
   * hashes, so a test run signs in fast. Never set by `npm start`.
   */
  weakPasswordHash: boolean;
  /**
   * EPS_TEST_ACCOUNTS=1 (test-only): seed the browser tests' accounts
   * (`e2e_*`, server/db/seed/testAccounts.ts), whose passwords are in the
   * repository. Never set by `npm start`.
   */
  testAccounts: boolean;
  /** ALLOWED_ORIGINS: comma list of other origins allowed to send state-changing calls (e.g. the Vite dev server). */
  allowedOrigins: string[];
  /** SIGNIN_PER_IP_PER_MINUTE (default 30): sign-in, code and register-check calls per client IP and minute. */
  signInPerIpPerMinute: number;
  /** JSON/form body limit in bytes (1 MiB). */
  bodyLimit: number;
  /** WORKERS (default 1): server processes on this machine sharing the port (node:cluster; PostgreSQL only). */
  workers: number;
  /** HEALTH_CACHE_MS (default 2000): how long /healthz keeps a verdict before probing writes again (0: every call). */
  healthCacheMs: number;
  /** SESSION_IDLE_MINUTES (default 120): a session unused this long is expired. */
  sessionIdleMs: number;
  /** SESSION_MAX_HOURS (default 12): absolute session lifetime. */
  sessionMaxMs: number;
  /** COOKIE_SECURE=1 marks the session cookie Secure (behind HTTPS). */
  cookieSecure: boolean;
  /**
   * TRUST_PROXY: which proxies in front may name the client in X-Forwarded-For
   * (Fastify's `trustProxy`), so each client gets its own per-IP bucket: a
   * hop count (`1`: the nearest proxy) or a comma list of addresses, CIDRs
   * and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`).
   * Unset (or `0`): the header is ignored, the socket's address counts.
   */
  trustProxy: number | string[] | undefined;
  /**
   * GeeTest is configured (GEETEST_KEY is set): the CSP lets the login page load GeeTest's
   * script and talk to its hosts (server/http/securityHeaders.ts); without it they stay blocked.
   */
  geetest: boolean;
  /**
   * EMBED_ORIGINS: comma list of the origins of sub-apps hosted elsewhere (registered apps whose
   * url is on another host). Only these, besides the portal itself, may be framed (frame-src) or
   * fetched as a micro-app entry (connect-src); default none: the demo sub-apps are same-origin.
   */
  embedOrigins: string[];
  /**
   * CSP_IMG_HOSTS: space- or comma-separated https origins the portal may show images from
   * besides its own (img-src); default none. Not any https host: a screen's image URL may be
   * built from a template, and the host it names would learn the viewer's data.
   */
  imgHosts: string[];
  /** SEED_DEMO=0 skips the demo data on an empty database. */
  seedDemo: boolean;
  /**
   * SEED_DEMO=1 seeds even a database this start did not create, and starts on
   * a new database when DATA_DIR's marker says one existed (db/dataDir.ts).
   */
  seedDemoForced: boolean;
  /** STATIC_DIR, default ./dist when it holds index.html: the built portal. */
  staticDir: string | undefined;
  /** Verification code lifetime (5 minutes). */
  codeTtlMs: number;
  /** CODE_RESEND_SECONDS (default 60, spec portal-shell 9): minimum gap between codes to one target. */
  codeResendMs: number;
  /** LOG_LEVEL, default info ('silent' in tests). */
  logLevel: string;
  /** LOG_FORMAT: pretty (readable) or json; default pretty when stdout is a terminal, else json. */
  logFormat: LogFormat;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got '${raw}'`);
  }
  return value;
}

/** `https://a.example, http://b.example:5173/` -> their origins; anything not an http(s) origin throws. */
function originsFrom(raw: string | undefined, name = 'ALLOWED_ORIGINS'): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${name} entry '${entry}' is not an http(s) origin`);
      return url.origin;
    });
}

/** `https://img.example.com https://cdn.example.com:8443` (spaces or commas) -> their origins; anything else throws. */
function httpsOriginsFrom(raw: string | undefined, name: string): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      // An origin only: a path, query, user or wildcard would widen or blur what the CSP names.
      const origin = url && url.protocol === 'https:' && url.pathname === '/' && !/[?#@*]/.test(entry) && /^[a-z0-9.-]+$/.test(url.hostname) ? url.origin : undefined;
      if (!origin) throw new Error(`${name} entry '${entry}' is not an https origin (https://host[:port])`);
      return origin;
    });
}

/** proxy-addr's names of address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IPv4/IPv6 address, optionally `/prefix`, or a range name. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset, `0` -> undefined; `2` -> 2 hops; `10.0.0.1, 10.1.0.0/16` -> the list; anything else throws. */
function trustProxyFrom(raw: string | undefined): number | string[] | undefined {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return undefined;
  if (/^\d+$/.test(value)) return intFrom({ TRUST_PROXY: value }, 'TRUST_PROXY', 0, 1);
  const entries = value.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  for (const entry of entries) {
    if (!isProxyEntry(entry)) throw new Error(`TRUST_PROXY entry '${entry}' is neither a hop count nor an address, CIDR or range name`);
  }
  return entries;
}

function defaultStaticDir(cwd: string): string | undefined {
  const dist = join(cwd, 'dist');
  return existsSync(join(dist, 'index.html')) ? dist : undefined;
}

/** Reads the settings from `env` (process.env by default). Throws on a malformed number. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerConfig {
  return {
    port: intFrom(env, 'PORT', 8080),
    host: env['HOST'] || '127.0.0.1',
    dataDir: resolve(cwd, env['DATA_DIR'] || '.data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    devRoutes: env['EPS_DEV_ROUTES'] === '1',
    weakPasswordHash: env['EPS_TEST_WEAK_HASH'] === '1',
    testAccounts: env['EPS_TEST_ACCOUNTS'] === '1',
    allowedOrigins: originsFrom(env['ALLOWED_ORIGINS']),
    signInPerIpPerMinute: intFrom(env, 'SIGNIN_PER_IP_PER_MINUTE', 30, 1),
    bodyLimit: 1024 * 1024,
    healthCacheMs: intFrom(env, 'HEALTH_CACHE_MS', 2_000),
    workers: intFrom(env, 'WORKERS', 1, 1),
    sessionIdleMs: intFrom(env, 'SESSION_IDLE_MINUTES', 120, 1) * 60_000,
    sessionMaxMs: intFrom(env, 'SESSION_MAX_HOURS', 12, 1) * 3_600_000,
    cookieSecure: env['COOKIE_SECURE'] === '1',
    trustProxy: trustProxyFrom(env['TRUST_PROXY']),
    geetest: Boolean(env['GEETEST_KEY']),
    embedOrigins: originsFrom(env['EMBED_ORIGINS'], 'EMBED_ORIGINS'),
    imgHosts: httpsOriginsFrom(env['CSP_IMG_HOSTS'], 'CSP_IMG_HOSTS'),
    seedDemo: env['SEED_DEMO'] !== '0',
    seedDemoForced: env['SEED_DEMO'] === '1',
    staticDir: env['STATIC_DIR'] ? resolve(cwd, env['STATIC_DIR']) : defaultStaticDir(cwd),
    codeTtlMs: 5 * 60_000,
    codeResendMs: intFrom(env, 'CODE_RESEND_SECONDS', 60) * 1000,
    logLevel: env['LOG_LEVEL'] || 'info',
    logFormat: logFormatOf(env['LOG_FORMAT'], process.stdout.isTTY === true),
  };
}
