// `npm run bench:server`: the reference server under load (issue 15).
// Starts the server on a free loopback port (PGlite in a fresh folder, or the
// PostgreSQL of DATABASE_URL), signs the demo buyer in, and drives each read
// the portal repeats with autocannon: 100 connections for BENCH_SERVER_SECONDS
// (default 20) each, loopback only, bounded in time. Prints requests/s, p50,
// p99 and errors per read; budget on PostgreSQL: 0 errors, p99 <= 20 ms.
// Merges the figures into bench-results.json. `node scripts/bench-server.mjs session-info` runs one.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './lib/benchServer.mjs';
import { REPO_ROOT } from './lib/run.mjs';

const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_SERVER_CONNECTIONS ?? 100);
const P99_BUDGET_MS = 20;

/** The reads: what every portal load or home visit asks for. */
const READS = [
  { name: 'session-info', method: 'POST', path: '/eps/auth/cas/session-info', body: '{}' },
  { name: 'permission-tree', method: 'GET', path: '/eps/auth/permission/listPermissionNotree' },
  { name: 'home-task-list', method: 'GET', path: '/eps/sse/workbench/Task/pageWorkbenchTaskList?pageNum=1&pageSize=10' },
  { name: 'i18n', method: 'GET', path: '/eps/config/i18n-from-config/cache/zh-cn' },
];

async function signIn(url) {
  const response = await fetch(`${url}/eps/auth/cas/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: 'buyer', password: 'Eps#Buyer2026' }),
  });
  const body = await response.json();
  if (body.code !== '200') throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.ticket;
}

async function main() {
  const only = process.argv.slice(2);
  const reads = only.length ? READS.filter((r) => only.includes(r.name)) : READS;
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  // BENCH_SERVER_URL: a server already running (e.g. on PostgreSQL); else one is started here.
  const server = process.env.BENCH_SERVER_URL ? { url: process.env.BENCH_SERVER_URL, stop: async () => {} } : await startBenchServer();
  const results = [];
  try {
    const ticket = await signIn(server.url);
    for (const read of reads) {
      // Let the previous read's backlog drain, so each read starts on an idle server.
      await new Promise((done) => setTimeout(done, 3000));
      const result = await autocannon({
        url: `${server.url}${read.path}`,
        method: read.method,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { authorization: `Bearer ${ticket}`, 'content-type': 'application/json' },
        ...(read.body ? { body: read.body } : {}),
      });
      // A request still unanswered at the end is not a success: count it.
      const unanswered = Math.max(0, result.requests.sent - result.requests.total - result.errors);
      const row = {
        name: `server-${read.name}-${database}`,
        requests_per_s: Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p99_ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        unanswered,
      };
      // The budget holds on PostgreSQL; PGlite (one connection, in-process) is reported as it is.
      row.checks = database === 'postgresql' ? [{ what: 'p99 ms', value: row.p99_ms, budget: P99_BUDGET_MS }, { what: 'errors', value: row.errors, budget: 0 }] : [{ what: 'errors', value: row.errors, budget: 0 }];
      results.push(row);
      console.log(`[bench:server] ${read.name} (${database}, ${CONNECTIONS} connections, ${SECONDS} s): ${row.requests_per_s} req/s, p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms, errors ${row.errors}, unanswered at the end ${row.unanswered}`);
    }
  } finally {
    await server.stop();
  }
  const file = join(REPO_ROOT, 'bench-results.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const names = new Set(results.map((r) => r.name));
  const machine = { load: loadavg().map((l) => Math.round(l * 100) / 100), at: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify([...previous.filter((r) => !names.has(r.name)), ...results.map((r) => ({ ...r, machine }))], null, 2)}\n`);
  const over = results.flatMap((r) => r.checks.filter((c) => c.value > c.budget).map((c) => `${r.name} ${c.what} ${c.value} > ${c.budget}`));
  for (const line of over) console.error(`[bench:server] OVER BUDGET: ${line}`);
  return over.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[bench:server]', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
