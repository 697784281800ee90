// `npm run bench:server`: the reference server under load, against a floor measured in the same run.
// Starts the server on a free loopback port (PGlite in a fresh folder, or the
// PostgreSQL of DATABASE_URL), signs the demo buyer in, and drives each read
// the portal repeats with autocannon, loopback only, bounded in time: at
// BENCH_SERVER_CONNECTIONS (default 100) and at 10 connections, for
// BENCH_SERVER_SECONDS (default 20) each. The floor is a signed-in read that
// does nothing past the one session query (`GET /eps/lowcode/runtime/config`:
// the configuration version rides on that query). Prints requests/s, p50, p99,
// errors and each read's share of the floor's requests/s. Budgets on
// PostgreSQL: share >= 50 % at 100 connections, p99 <= 20 ms at 10, 0 errors.
// BENCH_SERVER_WORKERS=N starts the server with WORKERS=N (PostgreSQL only).
// Merges the figures into bench-results.json. `node scripts/bench-server.mjs session-info` runs one (and the floor).
// With neither DATABASE_URL nor BENCH_SERVER_URL set it runs on PGlite, then
// again on a throwaway PostgreSQL (scripts/with-pg.sh), so one command gives
// both; BENCH_SERVER_DATABASES=pglite (or postgresql) runs only that one.
// `node scripts/bench-server.mjs login-under-load`: the login page (HTML and its scripts) idle and while the
// reads above hammer the API at BENCH_SERVER_CONNECTIONS (lib/loginUnderLoad.mjs); budget loaded <= 10 x idle.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signInWithFetch, startBenchServer } from './lib/benchServer.mjs';
import { LOGIN_LOAD_RATIO_BUDGET, measureLoginUnderLoad } from './lib/loginUnderLoad.mjs';
import { REPO_ROOT } from './lib/run.mjs';

const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_SERVER_CONNECTIONS ?? 100);
const P99_BUDGET_MS = 20;
/** Connections of the latency run. */
const FEW_CONNECTIONS = 10;
/** A read's requests/s at CONNECTIONS over the floor's, at least. */
const FLOOR_SHARE_BUDGET = 0.5;
const WORKERS = Number(process.env.BENCH_SERVER_WORKERS ?? 1);

/** One round trip: the session query, nothing else (the floor every signed-in read is compared with). */
const FLOOR = { name: 'floor', method: 'GET', path: '/eps/lowcode/runtime/config' };

/** The reads: what every portal load or home visit asks for. */
const READS = [
  { name: 'session-info', method: 'POST', path: '/eps/auth/cas/session-info', body: '{}' },
  { name: 'permission-tree', method: 'GET', path: '/eps/auth/permission/listPermissionNotree' },
  { name: 'home-task-list', method: 'GET', path: '/eps/sse/workbench/Task/pageWorkbenchTaskList?pageNum=1&pageSize=10' },
  // A screen's runtime read (the tenant's published document, see runtimeRoutes.ts): a stored override of home.
  { name: 'screen', method: 'GET', path: `/eps/lowcode/runtime/screen?id=${encodeURIComponent('home/index')}` },
  { name: 'i18n', method: 'GET', path: '/eps/config/i18n-from-config/cache/zh-cn' },
];

/**
 * Signs a demo account in and answers its session as a Cookie header: the server reads the session from its
 * httpOnly cookie only (server/auth/session.ts), so a bearer header would be answered "not signed in".
 */
async function signIn(url, account = 'buyer', password = 'Eps#Buyer2026') {
  const { cookies } = await signInWithFetch(url, account, password);
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** One call with a session cookie; throws with the answer unless the envelope says 200. */
async function call(url, cookie, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (answer.code !== '200') throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  return answer.data;
}

/** True for a body whose envelope says success: every read answers `{"code":"200",...}` first (envelope.ts). */
const succeeded = (body) => body.startsWith('{"code":"200"');

/**
 * Publishes the shipped home document as the buyer tenant's override (the configurator's draft and publish),
 * so the screen read measures a stored document read from the database, not the "none" answer.
 * Only on a server this script started: it writes.
 */
async function publishHomeOverride(url, buyer) {
  const id = 'home/index';
  const query = `?id=${encodeURIComponent(id)}`;
  const configurator = await signIn(url, 'configurator', 'Eps#Conf2026');
  const document = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas', `${id}.json`), 'utf8'));
  await call(url, configurator, 'PUT', `/eps/lowcode/screens/draft${query}`, document);
  await call(url, configurator, 'POST', `/eps/lowcode/screens/publish${query}`, { message: 'bench:server' });
  if ((await call(url, buyer, 'GET', `/eps/lowcode/runtime/screen${query}`)) === null) {
    throw new Error(`the buyer does not read the configurator's published ${id}: the demo accounts are no longer in one tenant`);
  }
}

/** Runs this script again on a throwaway PostgreSQL (scripts/with-pg.sh); answers its exit code. */
function runOnPostgres(args) {
  console.log('[bench:server] again on PostgreSQL (scripts/with-pg.sh)...');
  const result = spawnSync('bash', [join(REPO_ROOT, 'scripts', 'with-pg.sh'), process.execPath, join(REPO_ROOT, 'scripts', 'bench-server.mjs'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SERVER_DATABASES: 'postgresql' },
  });
  return result.status ?? 1;
}

/** One read at `connections` for SECONDS: its row (no checks yet). */
async function measure(url, cookie, read, connections, database) {
  // Let the previous run's backlog drain, so each starts on an idle server.
  await new Promise((done) => setTimeout(done, 3000));
  const result = await autocannon({
    url: `${url}${read.path}`,
    method: read.method,
    connections,
    duration: SECONDS,
    headers: { cookie, 'content-type': 'application/json' },
    ...(read.body ? { body: read.body } : {}),
    // An answer with HTTP 200 whose envelope is a failure (401 not signed in, 500) counts as an error too.
    verifyBody: succeeded,
  });
  // A request still unanswered at the end is not a success: count it.
  const unanswered = Math.max(0, result.requests.sent - result.requests.total - result.errors);
  const suffix = `${connections === CONNECTIONS ? '' : `-c${connections}`}${WORKERS > 1 ? `-w${WORKERS}` : ''}`;
  return {
    name: `server-${read.name}-${database}${suffix}`,
    read: read.name,
    connections,
    workers: WORKERS,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + result.mismatches,
    unanswered,
  };
}

/** The checks of a row: errors always; on PostgreSQL the floor share at CONNECTIONS and p99 at FEW_CONNECTIONS. */
function checksOf(row, floor, database) {
  const checks = [{ what: 'errors', value: row.errors, budget: 0, kind: 'max' }];
  if (database !== 'postgresql') return checks;
  if (row.connections === FEW_CONNECTIONS) checks.push({ what: 'p99 ms', value: row.p99_ms, budget: P99_BUDGET_MS, kind: 'max' });
  if (row.connections === CONNECTIONS && row.read !== 'floor' && floor) checks.push({ what: 'share of floor', value: row.floor_share, budget: FLOOR_SHARE_BUDGET, kind: 'min' });
  return checks;
}

/** The login page idle and under the reads' load: its row, checked against the ratio budget. */
async function loginUnderLoad(url, cookie, database) {
  const requests = READS.map((r) => ({ method: r.method, path: r.path, ...(r.body ? { body: r.body } : {}) }));
  const figures = await measureLoginUnderLoad({ url, cookie, requests, connections: CONNECTIONS });
  const row = { name: `server-login-under-load-${database}`, read: LOGIN_UNDER_LOAD, connections: CONNECTIONS, workers: WORKERS, ...figures };
  row.checks = [{ what: 'loaded/idle', value: row.ratio, budget: LOGIN_LOAD_RATIO_BUDGET, kind: 'max' }];
  console.log(`[bench:server] login page (${database}, API load on ${CONNECTIONS} connections at ${row.api_answers_per_s} answers/s): idle ${row.idle_ms} ms, loaded ${row.loaded_ms} ms (slowest ${row.loaded_max_ms} ms), ratio ${row.ratio} (budget <= ${LOGIN_LOAD_RATIO_BUDGET})`);
  return row;
}

const LOGIN_UNDER_LOAD = 'login-under-load';

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => name !== LOGIN_UNDER_LOAD && !READS.some((r) => r.name === name));
  if (unknown.length) throw new Error(`unknown read ${unknown.join(', ')}; known: ${READS.map((r) => r.name).join(', ')}`);
  const reads = [FLOOR, ...(only.filter((n) => n !== LOGIN_UNDER_LOAD).length ? READS.filter((r) => only.includes(r.name)) : READS)];
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  const wanted = process.env.BENCH_SERVER_DATABASES ?? 'pglite,postgresql';
  const given = process.env.BENCH_SERVER_URL;
  const alsoPostgres = !given && !process.env.DATABASE_URL && wanted.includes('postgresql');
  if (!given && !wanted.includes(database)) return alsoPostgres ? runOnPostgres(only) : 0;
  if (WORKERS > 1 && database !== 'postgresql') return alsoPostgres ? runOnPostgres(only) : 0;
  // BENCH_SERVER_URL: a server already running (e.g. on PostgreSQL); else one is started here.
  const server = given ? { url: given, stop: async () => {} } : await startBenchServer({ env: { WORKERS: String(WORKERS) } });
  const results = [];
  try {
    const cookie = await signIn(server.url);
    if (!given && (only.includes(LOGIN_UNDER_LOAD) || reads.some((r) => r.name === 'screen'))) await publishHomeOverride(server.url, cookie);
    if (only.includes(LOGIN_UNDER_LOAD)) results.push(await loginUnderLoad(server.url, cookie, database));
    for (const connections of only.includes(LOGIN_UNDER_LOAD) && only.length === 1 ? [] : [CONNECTIONS, FEW_CONNECTIONS]) {
      let floor;
      for (const read of reads) {
        // Once before the load: a read that does not succeed signed in is a fault of the bench, not a figure.
        await call(server.url, cookie, read.method, read.path, read.body === undefined ? undefined : JSON.parse(read.body));
        const row = await measure(server.url, cookie, read, connections, database);
        if (read === FLOOR) floor = row;
        row.floor_share = floor ? Math.round((row.requests_per_s / floor.requests_per_s) * 100) / 100 : null;
        row.checks = checksOf(row, floor, database);
        results.push(row);
        console.log(`[bench:server] ${read.name} (${database}, ${WORKERS} worker(s), ${connections} connections, ${SECONDS} s): ${row.requests_per_s} req/s (${Math.round((row.floor_share ?? 0) * 100)} % of the floor), p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms, errors ${row.errors}, unanswered at the end ${row.unanswered}`);
      }
    }
  } finally {
    await server.stop();
  }
  const file = join(REPO_ROOT, 'bench-results.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const names = new Set(results.map((r) => r.name));
  const machine = { load: loadavg().map((l) => Math.round(l * 100) / 100), at: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify([...previous.filter((r) => !names.has(r.name)), ...results.map((r) => ({ ...r, machine }))], null, 2)}\n`);
  const over = results.flatMap((r) =>
    r.checks.filter((c) => (c.kind === 'min' ? c.value < c.budget : c.value > c.budget)).map((c) => `${r.name} ${c.what} ${c.value} ${c.kind === 'min' ? '<' : '>'} ${c.budget}`),
  );
  for (const line of over) console.error(`[bench:server] OVER BUDGET: ${line}`);
  console.log(`[bench:server] load average at the end: ${machine.load.join(' ')}`);
  const postgres = alsoPostgres ? runOnPostgres(only) : 0;
  return over.length || postgres !== 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[bench:server]', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
