// `npm run bench:server`: the reference server under load, against a floor measured beside each read.
// Starts the server on a free loopback port (PGlite in a fresh folder, or the
// PostgreSQL of DATABASE_URL), signs the demo buyer in, and drives each read
// the portal repeats with autocannon, loopback only, bounded in time: at
// BENCH_SERVER_CONNECTIONS (default 100) and at 10 connections, for
// BENCH_SERVER_SECONDS (default 20) each. The floor is a signed-in read that
// does nothing past the one session query (`GET /eps/lowcode/runtime/config`:
// the configuration version rides on that query). On a shared machine the
// floor moved 18-fold between runs, so one floor read at the start said little
// about a read a minute later: the floor runs before the first read, between
// every two reads and after the last (floor, read, floor, read, ..., floor),
// and each read's share is its requests/s over the mean of its two neighbouring
// floors (measured seconds before and after it). Prints requests/s, p50, p99,
// errors, each read's neighbouring floors and its share of them, and the floor
// runs' spread. Budgets on PostgreSQL: share >= 50 % at 100 connections, p99
// <= 20 ms at 10, 0 errors.
// BENCH_SERVER_WORKERS=N starts the server with WORKERS=N (PostgreSQL only).
// Merges the figures into bench-results.json: a row per read (with `floor_rps`,
// `floor_before_rps`, `floor_after_rps`, `floor_share`) and a floor row per
// connection count (the median requests/s with the latencies of the run nearest it, every run in
// `floor_runs_rps` and their max/min in `floor_spread`).
// `node bench/run/bench-server.mjs session-info` runs one (between two floors).
// With neither DATABASE_URL nor BENCH_SERVER_URL set it runs on PGlite, then
// again on a throwaway PostgreSQL (scripts/with-pg.sh), so one command gives
// both; BENCH_SERVER_DATABASES=pglite (or postgresql) runs only that one.
// `node bench/run/bench-server.mjs login-under-load`: the login page (HTML and its scripts) idle and while the
// reads above hammer the API at BENCH_SERVER_CONNECTIONS (loginUnderLoad.mjs); budget loaded <= 10 x idle.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { signInWithFetch, startBenchServer } from './benchServer.mjs';
import { LOGIN_LOAD_RATIO_BUDGET, measureLoginUnderLoad } from './loginUnderLoad.mjs';
import { REPO_ROOT } from '../../scripts/lib/run.mjs';
import { median, overBudget, writeResults } from './results.mjs';

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
const signIn = async (url, account = 'buyer', password = 'Eps#Buyer2026') => (await signInWithFetch(url, account, password)).cookie;

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
  const result = spawnSync('bash', [join(REPO_ROOT, 'scripts', 'with-pg.sh'), process.execPath, join(REPO_ROOT, 'bench', 'run', 'bench-server.mjs'), ...args], {
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
function checksOf(row, database) {
  const checks = [{ what: 'errors', value: row.errors, budget: 0, kind: 'max' }];
  if (database !== 'postgresql') return checks;
  if (row.connections === FEW_CONNECTIONS) checks.push({ what: 'p99 ms', value: row.p99_ms, budget: P99_BUDGET_MS, kind: 'max' });
  if (row.connections === CONNECTIONS && row.read !== 'floor') checks.push({ what: 'share of floor', value: row.floor_share, budget: FLOOR_SHARE_BUDGET, kind: 'min' });
  return checks;
}

/**
 * The reads at `connections`, each between two floor runs (floor, read, floor, read, ..., floor): each read's row
 * with its share of the mean of its neighbouring floors, then one floor row (the median run, every run listed).
 */
async function measureBesideFloors(url, cookie, reads, connections, database) {
  const floors = [await measure(url, cookie, FLOOR, connections, database)];
  const rows = [];
  for (const read of reads) {
    const row = await measure(url, cookie, read, connections, database);
    floors.push(await measure(url, cookie, FLOOR, connections, database));
    const [before, after] = floors.slice(-2).map((floor) => floor.requests_per_s);
    row.floor_before_rps = before;
    row.floor_after_rps = after;
    row.floor_rps = Math.round((before + after) / 2);
    row.floor_share = row.floor_rps > 0 ? Math.round((row.requests_per_s / row.floor_rps) * 100) / 100 : null;
    row.checks = checksOf(row, database);
    rows.push(row);
    console.log(`[bench:server] ${read.name} (${database}, ${WORKERS} worker(s), ${connections} connections, ${SECONDS} s): ${row.requests_per_s} req/s, ${Math.round((row.floor_share ?? 0) * 100)} % of its floor (${before} req/s before, ${after} after), p50 ${row.p50_ms} ms, p99 ${row.p99_ms} ms, errors ${row.errors}, unanswered at the end ${row.unanswered}`);
  }
  const runs = floors.map((floor) => floor.requests_per_s);
  const middle = median(runs);
  // Latencies of the run nearest the median.
  const nearest = floors.reduce((best, floor) => (Math.abs(floor.requests_per_s - middle) < Math.abs(best.requests_per_s - middle) ? floor : best));
  const floorRow = {
    ...nearest,
    requests_per_s: Math.round(middle),
    floor_runs_rps: runs,
    // The floor's own drift over the runs: max over min (1 = steady).
    floor_spread: Math.min(...runs) > 0 ? Math.round((Math.max(...runs) / Math.min(...runs)) * 100) / 100 : null,
    errors: floors.reduce((sum, floor) => sum + floor.errors, 0),
    unanswered: floors.reduce((sum, floor) => sum + floor.unanswered, 0),
  };
  floorRow.checks = checksOf(floorRow, database);
  console.log(`[bench:server] floor (${database}, ${WORKERS} worker(s), ${connections} connections): ${runs.length} runs, ${runs.join(', ')} req/s (median ${floorRow.requests_per_s}, max/min ${floorRow.floor_spread}), errors ${floorRow.errors}`);
  return [...rows, floorRow];
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
  const reads = only.filter((n) => n !== LOGIN_UNDER_LOAD).length ? READS.filter((r) => only.includes(r.name)) : READS;
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
    // Once before the load: a read that does not succeed signed in is a fault of the bench, not a figure.
    for (const read of [FLOOR, ...reads]) await call(server.url, cookie, read.method, read.path, read.body === undefined ? undefined : JSON.parse(read.body));
    if (only.includes(LOGIN_UNDER_LOAD)) results.push(await loginUnderLoad(server.url, cookie, database));
    for (const connections of only.includes(LOGIN_UNDER_LOAD) && only.length === 1 ? [] : [CONNECTIONS, FEW_CONNECTIONS]) {
      results.push(...(await measureBesideFloors(server.url, cookie, reads, connections, database)));
    }
  } finally {
    await server.stop();
  }
  const machine = writeResults(results);
  const over = overBudget(results);
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
