/**
 * The reference server's process: starts it on http://HOST:PORT (default
 * 127.0.0.1:8080) and prints the URL and the demo accounts. `npm start` runs
 * it bundled (dist-server/main.mjs, scripts/lib/serverBundle.mjs), `npm run
 * server` from the sources through tsx.
 */
import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/dataDir';
import { DEMO_ACCOUNTS, DEMO_SUPPLIER_ADMIN_CODE, DEMO_TENANTS } from './db/seed/demoAccounts';
import { sitesBuiltByParent } from './sitesBuiltByParent';
import { printsBanner, superviseWorkers, workersProblem } from './cluster';

/**
 * V8 compiles PGlite's wasm functions with its optimising tier once each has run this much (its "tiering
 * budget"): 100x the default defers that past the start, where the compiling threads held the main thread
 * ~0.7 s of a restart on 2 cores (3.75 -> 3.1 s to /healthz). Hot functions still tier up, later: a loop of
 * PGlite queries runs as fast after (~180 ms per 300 at both settings; `--liftoff-only`, no optimising tier,
 * starts as fast but stays ~20% slower). A V8 without the flag prints that it does not know it, and goes on.
 */
const WASM_TIERING_BUDGET = '--wasm-tiering-budget=180000000';

/** ~2 ms each: a step stays well under a frame. */
const VALIDATORS_PER_STEP = 4;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const problem = workersProblem(config.workers, config.databaseUrl);
  if (problem) throw new Error(problem);
  if (config.workers > 1 && cluster.isPrimary) {
    process.stdout.write(`EPS reference server: starting ${config.workers} workers on port ${config.port}\n`);
    // `npm start` builds the portal meanwhile and tells this process: the workers start once it is built.
    await sitesBuiltByParent();
    superviseWorkers(config.workers);
    return;
  }
  if (!config.databaseUrl) setFlagsFromString(WASM_TIERING_BUDGET);
  // Opening PGlite (~1 s, mostly compiling and booting postgres' wasm) overlaps loading the routes' modules.
  const opening = openConfiguredDatabase(config);
  opening.catch(() => undefined); // buildApp awaits it and reports its failure; not unhandled meanwhile
  const sitesBuilt = sitesBuiltByParent();
  sitesBuilt?.catch(() => undefined); // likewise
  const { buildApp } = await import('./app');
  let seeded: string[] = [];
  let copied = false;
  let driver = 'pglite';
  const app = await buildApp({
    opening,
    ...(sitesBuilt ? { sitesBuilt } : {}),
    onReady: (report) => {
      seeded = report.seeded;
      copied = report.copied;
      driver = report.driver;
      if (sitesBuilt) process.stdout.write(`EPS reference server: database ready in ${Math.round(performance.now() - started)} ms, waiting for the portal's build\n`);
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    `EPS reference server ready at ${url} in ${Math.round(performance.now() - started)} ms (${driver}: ${where})${sitesBuilt ? ', started while the portal was building' : ''}`,
    seededLine(seeded, copied),
    config.staticDir ? `Serving the portal from ${config.staticDir}` : 'No built portal found (run `npm run build`); API only',
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.account.padEnd(13)} ${a.password.padEnd(15)} ${a.who}`),
    `  admin login: supplierAccount ${DEMO_TENANTS.supplier}, code ${DEMO_SUPPLIER_ADMIN_CODE}`,
  ];
  if (printsBanner()) process.stdout.write(`${lines.join('\n')}\n`);
  compileValidatorsInSteps(app);

  const stop = (signal: string) => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** The banner's line on the demo data. */
function seededLine(seeded: string[], copied: boolean): string {
  if (copied) return `Demo data: a copy of the database this build seeded (${seeded.join(', ')}), its dates moved to now`;
  return seeded.length ? `Seeded demo data: ${seeded.join(', ')}` : 'Demo data already present';
}

/**
 * The route validators not used yet, a few per turn of the event loop once the server listens (lazy, so they
 * were not part of the start): the first requests seldom compile one, and none waits long behind this.
 */
function compileValidatorsInSteps(app: FastifyInstance): void {
  const step = () => {
    try {
      if (app.compilePendingValidators(VALIDATORS_PER_STEP) > 0) setImmediate(step);
    } catch (error) {
      app.log.error({ err: error }, 'a route validator does not compile; its route answers 500 until fixed');
    }
  };
  setImmediate(step);
}

main().catch((error: unknown) => {
  process.stderr.write(`EPS reference server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
