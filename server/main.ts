/**
 * `npm run server`: starts the reference server on http://HOST:PORT
 * (default 127.0.0.1:8080) and prints the URL and the demo accounts.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_SUPPLIER_ADMIN_CODE, DEMO_TENANTS } from './db/seed/demoAccounts';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  let seeded: string[] = [];
  let driver = 'pglite';
  const app = await buildApp({
    onReady: (report) => {
      seeded = report.seeded;
      driver = report.driver;
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const lines = [
    `EPS reference server ready at ${url} in ${Math.round(performance.now() - started)} ms (${driver}: ${where})`,
    seeded.length ? `Seeded demo data: ${seeded.join(', ')}` : 'Demo data already present',
    config.staticDir ? `Serving the portal from ${config.staticDir}` : 'No built portal found (run `npm run build`); API only',
    'Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `  ${a.account.padEnd(13)} ${a.password.padEnd(15)} ${a.who}`),
    `  admin login: supplierAccount ${DEMO_TENANTS.supplier}, code ${DEMO_SUPPLIER_ADMIN_CODE}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

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

main().catch((error: unknown) => {
  process.stderr.write(`EPS reference server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
