/** What every route module receives: the database, the settings and the clock. */
import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { CodeOutbox } from './auth/codeOutbox';
import type { GuessThrottle } from './auth/throttle';
import type { StorageHealth } from './http/storageHealth';
import type { AnswerCache } from './http/tenantCache';

/** Shared by the route plugins of one app instance. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** The clock; tests move it to expire sessions and codes. */
  now: () => Date;
  /** Where verification codes go (log, and the dev endpoint with EPS_DEV_ROUTES=1). */
  outbox: CodeOutbox;
  /** Per-account lock after repeated wrong passwords or codes (auth/throttle.ts). */
  throttle: GuessThrottle;
  /** The PGlite folder this server opened (none on PostgreSQL or a database handed in): /healthz checks it can write. */
  storageDir?: string;
  /** What /healthz answers about writes (http/storageHealth.ts); requests' storage faults feed it. */
  health: StorageHealth;
  /** Per-tenant answers keyed by the tenant's configuration version (http/tenantCache.ts). */
  answers: AnswerCache;
  /** The to-do list's pages keyed by their owner's task version (routes/taskPageCache.ts). */
  taskPages: AnswerCache;
}

/** Options of every route plugin. */
export interface RouteOptions {
  ctx: AppContext;
}
