/**
 * buildApp: the reference server as a Fastify instance, ready to listen or to
 * be driven with `app.inject` in tests. Opens the database (unless given),
 * applies migrations, seeds the demo data on an empty database, and registers
 * every route under /eps (the bpm, fw and jcy prefixes are rewritten to it).
 */
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from './config';
import { loadConfig } from './config';
import type { AppContext, RouteOptions } from './context';
import type { Database } from './db/client';
import { confirmDatabaseMarker, isEmptyDatabase, maySeed, openConfiguredDatabase, pgliteDirOf } from './db/dataDir';
import { migrate } from './db/migrate';
import { seedAreas, seedDemoData } from './db/seed/index';
import { installBodyParsers } from './http/bodyParsers';
import { crossSiteGuard } from './http/crossSite';
import { installRateLimit } from './http/rateLimit';
import { installSecurityHeaders } from './http/securityHeaders';
import { installErrorHandling } from './http/errorHandler';
import { QuietRequestLog, loggerOptions } from './http/logging';
import { installInputGuards } from './http/inputGuards';
import { addEpsFormats } from './http/formats';
import { createLazyValidators, type LazyValidators } from './http/lazyValidators';
import { installRequestContext } from './http/requestContext';
import { installStaticSite } from './http/staticSite';
import { installSubApps } from './http/subApps';
import type { CodeOutbox } from './auth/codeOutbox';
import { createLogOutbox } from './auth/codeOutbox';
import { setPasswordHashCost } from './auth/password';
import { createGuessThrottle } from './auth/throttle';
import { captchaRoutes } from './auth/captchaRoutes';
import { loginRoutes } from './auth/loginRoutes';
import { sessionRoutes } from './auth/sessionRoutes';
import { ssoRoutes } from './auth/ssoRoutes';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { createStorageHealth } from './http/storageHealth';
import { AnswerCache } from './http/tenantCache';
import { i18nRoutes } from './routes/i18n';
import { lowcodeRoutes } from './lowcode/index';
import { paramRoutes } from './routes/params';
import { permissionRoutes } from './routes/permissions';
import { portalRoutes } from './routes/portals';
import { tenantRoutes } from './routes/tenants';
import { watermarkRoutes } from './routes/watermark';
import { bannerRoutes } from './routes/banners';
import { publicFileRoutes } from './routes/publicFiles';
import { registerCheckRoutes } from './routes/registerCheck';
import { visitorNewsRoutes } from './routes/visitorNews';
import { districtRoutes } from './routes/districts';
import { workbenchRoutes } from './routes/workbench';
import { userCenterRoutes } from './usercenter/index';
import { workflowRoutes } from './workflow/index';
import { enterpriseRoutes } from './enterprise/index';

/**
 * Prefixes the bpm, fw and jcy editions use instead of /eps (spec portal-shell 7,
 * call rules). Requests under them are routed as /eps requests (rewriteUrl), so
 * those editions work against this server and each route is compiled once.
 */
export const EDITION_PREFIXES = ['/eps-sign4bpm/', '/eps-sycBpm/', '/eps-sign/'] as const;

/** `/eps-sign4bpm/auth/...` -> `/eps/auth/...`; other URLs unchanged. */
export function rewriteEditionUrl(url: string): string {
  const prefix = EDITION_PREFIXES.find((p) => url.startsWith(p));
  return prefix ? `/eps/${url.slice(prefix.length)}` : url;
}

/** Route modules registered under /eps. Later issues append theirs. */
export const EPS_ROUTE_MODULES: readonly FastifyPluginAsync<RouteOptions>[] = [
  loginRoutes,
  captchaRoutes,
  sessionRoutes,
  ssoRoutes,
  permissionRoutes,
  tenantRoutes,
  i18nRoutes,
  paramRoutes,
  portalRoutes,
  watermarkRoutes,
  lowcodeRoutes,
  publicFileRoutes,
  bannerRoutes,
  visitorNewsRoutes,
  districtRoutes,
  registerCheckRoutes,
  userCenterRoutes,
  workbenchRoutes,
  workflowRoutes,
  enterpriseRoutes,
];

/** Options of {@link buildApp}; everything defaults from the environment. */
export interface BuildAppOptions {
  /** Overrides of the environment settings. */
  config?: Partial<ServerConfig>;
  /** An already open database (tests); closed with the app only if `ownsDatabase`. */
  database?: Database;
  ownsDatabase?: boolean;
  /**
   * The configured database already being opened (db/dataDir.ts openConfiguredDatabase, for the same `config`):
   * main.ts starts it before this module's imports load. Owned by the app like one it opens itself.
   */
  opening?: Promise<Database>;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Where verification codes go; default: the log (and /eps/dev/codes with EPS_DEV_ROUTES=1). */
  outbox?: CodeOutbox;
  /**
   * Migration result and seed areas applied, reported by main.ts; `copied` when the database is a copy of the
   * build's seeded demo database (its areas are in `seeded`).
   */
  onReady?: (report: { migrations: string[]; seeded: string[]; copied: boolean; driver: Database['driver'] }) => void;
  /**
   * Resolves when the built files the server serves (the portal, the Vite sub-apps) are in place: awaited after
   * the database is ready, before those files are registered (main.ts, when `npm start` builds the portal
   * meanwhile: sitesBuiltByParent.ts). A rejection fails the start.
   */
  sitesBuilt?: Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The context shared by the routes (tests use its db and clock). */
    eps: AppContext;
    /** Compiles up to `budget` route validators not used yet; returns how many are left (http/lazyValidators.ts). */
    compilePendingValidators: LazyValidators['compilePending'];
  }
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes proxy-addr's
 * "trust the nearest `hops` addresses" test: Fastify 5 reads a bare number as
 * "trust no hop", which would leave every client behind the proxy in one bucket.
 */
function trustProxyOption(trust: ServerConfig['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Builds the server. The returned instance has migrated its database and seeded it when allowed (db/dataDir.ts). */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: ServerConfig = { ...loadConfig(), ...options.config };
  const validators = createLazyValidators();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, config.logFormat),
    // One debug line per request: info stays readable under `npm start`.
    logController: new QuietRequestLog(),
    bodyLimit: config.bodyLimit,
    // Behind a proxy, X-Forwarded-For names the client only from the proxies TRUST_PROXY trusts (config.ts).
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: (request) => rewriteEditionUrl(request.url ?? '/'),
    // allowUnionTypes: a few fields take a number or its string form (form posts).
    // removeAdditional off: Fastify's default drops keys an `additionalProperties: false`
    // schema does not name, silently (a misspelled `i18nTitle.zh_cn` was stored as {});
    // such a schema means "refuse unknown keys", so they are a 400 naming the key.
    ajv: { customOptions: { allowUnionTypes: true, removeAdditional: false }, plugins: [addEpsFormats] },
    // Each route's validator compiled on first use (http/lazyValidators.ts): not ~0.5 s of every start.
    schemaController: { compilersFactory: { buildValidator: validators.buildValidator } },
  });
  app.decorate('compilePendingValidators', validators.compilePending);

  const pgliteDir = pgliteDirOf(config.dataDir);
  const ownPglite = options.database === undefined && !config.databaseUrl;
  // Before the seed: new hashes use the configured cost (2^17 unless the test-only weak setting).
  setPasswordHashCost(config.weakPasswordHash ? 'test' : 'default');
  const database =
    options.database ?? (await (options.opening ?? openConfiguredDatabase(config)));
  const ownsDatabase = options.database === undefined || options.ownsDatabase === true;
  app.addHook('onClose', async () => {
    if (ownsDatabase) await database.close();
  });

  try {
    // A copy of the build's seeded demo database is new too: migrated and seeded already, so both find nothing to do.
    const createdNow = database.madeFrom !== undefined || (await isEmptyDatabase(database.db));
    const migrations = await migrate(database.db);
    const seeded = (await maySeed(database.db, config, createdNow)) ? await seedDemoData(database.db, seedAreas(config.testAccounts)) : [];
    // Migrated and seeded: from now on the database is one a person may use, and losing it must stop the next start.
    // Every start confirms it, so a database made before markers (or by a start that stopped just here) gets one too.
    if (ownPglite) confirmDatabaseMarker(config.dataDir, pgliteDir, new Date());
    if (database.madeFrom) seeded.unshift(...database.madeFrom.areas);
    options.onReady?.({ migrations, seeded, copied: database.madeFrom !== undefined, driver: database.driver });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const now = options.now ?? (() => new Date());
  const ctx: AppContext = {
    db: database.db,
    config,
    now,
    outbox: options.outbox ?? createLogOutbox(app.log, config.devRoutes),
    throttle: createGuessThrottle(now),
    ...(ownPglite ? { storageDir: pgliteDir } : {}),
    health: createStorageHealth({ db: database.db, now, storageDir: ownPglite ? pgliteDir : undefined, ttlMs: config.healthCacheMs }),
    answers: new AnswerCache(),
    taskPages: new AnswerCache(),
  };
  app.decorate('eps', ctx);

  await app.register(fastifyCookie);
  installInputGuards(app);
  await installSecurityHeaders(app, config.cookieSecure, { embedOrigins: config.embedOrigins, geetest: config.geetest, imgHosts: config.imgHosts });
  await installRateLimit(app, config.signInPerIpPerMinute);
  installBodyParsers(app);
  if (options.sitesBuilt) await options.sitesBuilt;
  const fallback = config.staticDir ? await installStaticSite(app, config.staticDir) : undefined;
  // Demo sub-apps beside the portal they are embedded in.
  if (config.staticDir) await installSubApps(app, join(process.cwd(), 'subapps'));
  installErrorHandling(app, config.bodyLimit, fallback, ctx.health);
  installRequestContext(app, ctx);
  await app.register(crossSiteGuard, { allowedOrigins: config.allowedOrigins });

  await app.register(healthRoutes, { ctx });
  for (const routes of EPS_ROUTE_MODULES) await app.register(routes, { ctx, prefix: '/eps' });
  if (config.devRoutes) await app.register(devRoutes, { ctx, prefix: '/eps' });
  return app;
}
