// The page-level cases of `npm run bench`: they drive the real
// portal (production build, reference server on loopback) rather than the
// bench/ pages, or time the server's start. Each returns result rows { name, ..., checks: [{ what, value, budget }] }.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/find-chromium.mjs';
import { buildIfStale } from '../../scripts/lib/buildFreshness.mjs';
import { startBenchServer } from './benchServer.mjs';
import { launchCdpBrowser } from './cdpBrowser.mjs';
import { WEIGHT_BUDGETS, chunkSizes, kb, measureRoute } from './pageWeight.mjs';
import { REPO_ROOT } from '../../scripts/lib/run.mjs';
import { buildStackFloorPage, stackFloorBytes } from './stackFloor.mjs';
import { serveStatic } from './staticServer.mjs';
import { CPU_SLOWDOWN, STACK_FLOOR_ROUTE, VITAL_ROUTES, VITALS_BUDGETS, measureVitals, medianVitals, stackFloorNote } from './webVitals.mjs';

/** Runs per route of the Web Vitals case; each figure is their median. */
const VITALS_RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 3);

/** Playwright's Chromium, for the cases that only count bytes and requests. */
const launchPlaywright = (executablePath) => chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });

/**
 * Builds dist/ when stale, starts the server and a browser (`launch`: Playwright's, or launchCdpBrowser where
 * timings must not carry DevTools costs), runs `body`, and stops both.
 */
async function withPortal(executablePath, body, launch = launchPlaywright) {
  if ((await buildIfStale()) !== 0) throw new Error('vite build failed');
  const server = await startBenchServer();
  const browser = await launch(executablePath);
  try {
    return await body({ browser, baseUrl: server.url });
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The routes weighed: the login page (visitor notices below the fold) and home after an API sign-in. */
const ROUTES = [
  { name: 'login', path: '/login', signedIn: false, readySelector: '.eps-visitor-notices, form' },
  { name: 'home', path: '/pages/main/home', signedIn: true, readySelector: '.ant-layout' },
];

/** The checks of one weighed route: /login's bytes against `floorRatio` × the stack floor, the rest absolute. */
function weightChecks(route, weight, floorBytes) {
  const budget = WEIGHT_BUDGETS[route.name];
  const requests = { what: 'requests', value: weight.requests, budget: budget.requests };
  if (!budget.floorRatio) return [{ what: 'KB', value: Number(kb(weight.bytes)), budget: budget.bytes / 1024 }, requests];
  return [{ what: 'KB / stack floor', value: Math.round((weight.bytes / floorBytes) * 100) / 100, budget: budget.floorRatio }, requests];
}

/** `page-weight`: JS + CSS bytes as sent and requests per route (/login as a ratio to the stack floor built now), and the largest built chunk. */
export async function runPageWeight(executablePath) {
  // Built in the same run as the portal is weighed, from the same node_modules: the ratio compares like with like.
  const floorBytes = await stackFloorBytes();
  const rows = await withPortal(executablePath, async ({ browser, baseUrl }) => {
    const measured = [];
    for (const route of ROUTES) {
      const weight = await measureRoute(browser, baseUrl, route.path, route);
      console.log(`[bench] ${route.path}: ${kb(weight.bytes)} KB in ${weight.requests} requests (${weight.encodings.join(', ')}); largest: ${weight.files.slice(0, Number(process.env.BENCH_WEIGHT_FILES) || 3).map((f) => `${f.url} ${kb(f.bytes)} KB`).join(', ')}`);
      if (WEIGHT_BUDGETS[route.name].floorRatio) {
        const ratio = WEIGHT_BUDGETS[route.name].floorRatio;
        console.log(`[bench] ${route.path}: stack floor (built now) ${kb(floorBytes)} KB; ${kb(weight.bytes)} / ${kb(floorBytes)} = ${(weight.bytes / floorBytes).toFixed(2)} × the floor (budget ${ratio} ×: ${kb(floorBytes * ratio)} KB)`);
      }
      if (process.env.BENCH_VERBOSE) for (const f of weight.files) console.log(`    ${kb(f.bytes).padStart(7)} KB  ${f.url}`);
      measured.push({
        name: `page-weight-${route.name}`,
        kb: Number(kb(weight.bytes)),
        requests: weight.requests,
        encodings: weight.encodings,
        ...(WEIGHT_BUDGETS[route.name].floorRatio ? { floor_kb: Number(kb(floorBytes)) } : {}),
        checks: weightChecks(route, weight, floorBytes),
      });
    }
    return measured;
  });
  const chunks = chunkSizes(join(REPO_ROOT, 'dist', 'assets'));
  // Brotli: what browsers are sent (the server picks it by Accept-Encoding); gzip is shown beside it.
  const largest = chunks[0];
  rows.push({
    name: 'page-weight-largest-chunk',
    chunk: largest.name,
    kb: Number(kb(largest.brotli)),
    raw_kb: Number(kb(largest.raw)),
    gzip_kb: Number(kb(largest.gzip)),
    checks: [{ what: 'KB brotli', value: Number(kb(largest.brotli)), budget: WEIGHT_BUDGETS.chunk / 1024 }],
  });
  return rows;
}

/** Builds the stack-floor page into a temporary folder and serves it; `close` stops and removes both. */
async function serveStackFloorPage() {
  const dir = mkdtempSync(join(tmpdir(), 'eps-stack-floor-page-'));
  try {
    await buildStackFloorPage(dir);
    const server = await serveStatic(dir);
    return {
      url: server.url.replace(/\/$/, ''),
      close: async () => {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Over the stack-floor page's figure, in the sign-in page's LCP and TBT budgets. */
const FLOOR_VITALS_MARGIN = 1.1;

/**
 * A route's vitals checks: the sign-in page's LCP and TBT against the stack-floor page's + 10 % (measured in the same
 * minutes, so a busy machine slows both), the rest against the absolute Web Vitals budgets.
 */
function vitalsChecks(route, vitals, floorVitals) {
  const againstFloor = route.name === 'login';
  const floorBudget = (value) => Math.round(value * FLOOR_VITALS_MARGIN);
  return [
    { what: againstFloor ? 'LCP ms (floor + 10 %)' : 'LCP ms', value: vitals.lcpMs, budget: againstFloor ? floorBudget(floorVitals.lcpMs) : VITALS_BUDGETS.lcpMs },
    { what: 'CLS', value: vitals.cls, budget: VITALS_BUDGETS.cls },
    { what: againstFloor ? 'TBT ms (floor + 10 %)' : 'TBT ms', value: vitals.tbtMs, budget: againstFloor ? floorBudget(floorVitals.tbtMs) : VITALS_BUDGETS.tbtMs },
    { what: 'INP ms', value: vitals.inpMs, budget: VITALS_BUDGETS.inpMs },
  ];
}

/**
 * `web-vitals`: LCP, CLS, TBT and INP (and FCP, reported) of login, home and settings with the CPU slowed down 4x
 * (see webVitals.mjs), and the same of the sign-in page as the stack alone draws it (stackFloor.mjs). The
 * pages take turns, run after run, so a busier minute of a shared machine falls on all of them alike.
 */
export async function runWebVitals(executablePath) {
  return withPortal(
    executablePath,
    async ({ browser, baseUrl }) => {
      const floor = await serveStackFloorPage();
      try {
        const targets = [...VITAL_ROUTES.map((route) => ({ route, baseUrl })), { route: STACK_FLOOR_ROUTE, baseUrl: floor.url }];
        const runs = new Map(targets.map(({ route }) => [route.name, []]));
        for (let run = 0; run < VITALS_RUNS; run += 1) {
          for (const { route, baseUrl: base } of targets) {
            const measured = await measureVitals(browser, base, route);
            if (process.env.BENCH_VERBOSE) console.log(`[bench] ${route.name} run ${run + 1}: ${JSON.stringify(measured)}`);
            runs.get(route.name).push(measured);
          }
        }
        const floorVitals = medianVitals(runs.get(STACK_FLOOR_ROUTE.name));
        const rows = VITAL_ROUTES.map((route) => {
          const vitals = medianVitals(runs.get(route.name));
          console.log(`[bench] ${route.path} at ${CPU_SLOWDOWN}x CPU slowdown, median of ${VITALS_RUNS}: FCP ${vitals.fcpMs} ms, LCP ${vitals.lcpMs} ms, CLS ${vitals.cls}, TBT ${vitals.tbtMs} ms, INP ${vitals.inpMs} ms (longest task ${vitals.longestTaskMs} ms)`);
          return {
            name: `web-vitals-${route.name}`,
            cpu_slowdown: CPU_SLOWDOWN,
            runs: VITALS_RUNS,
            ...vitals,
            checks: vitalsChecks(route, vitals, floorVitals),
          };
        });
        console.log(`[bench] the sign-in page as the stack alone draws it (React, router, axios, i18next, antd; none of our code), median of ${VITALS_RUNS}: FCP ${floorVitals.fcpMs} ms, LCP ${floorVitals.lcpMs} ms, TBT ${floorVitals.tbtMs} ms, INP ${floorVitals.inpMs} ms`);
        rows.push({
          name: `web-vitals-${STACK_FLOOR_ROUTE.name}`,
          cpu_slowdown: CPU_SLOWDOWN,
          runs: VITALS_RUNS,
          ...floorVitals,
          note: stackFloorNote(floorVitals.lcpMs, rows.find((row) => row.name === 'web-vitals-login')?.lcpMs),
          // A reference, not a page of ours: no budget.
          checks: [],
        });
        return rows;
      } finally {
        await floor.close();
      }
    },
    launchCdpBrowser,
  );
}

const START_BUDGET_MS = 3000;

/**
 * `start`: the reference server as `npm start` runs it (its bundle, the built portal), from spawning the process to
 * the first 200 from /healthz: on an empty data folder (a first start: a copy of the build's demo database) and again
 * on the same folder (a restart, what a person running `npm start` again waits for). Budget 3 s each.
 */
export async function runStart() {
  if ((await buildIfStale()) !== 0) throw new Error('vite build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'eps-bench-start-'));
  const rows = [];
  try {
    for (const name of ['start-first', 'start-again']) {
      const server = await startBenchServer({ env: { DATA_DIR: dataDir }, timeoutMs: 300_000 });
      await server.stop();
      const ms = Math.round(server.startedMs);
      console.log(`[bench] ${name}: /healthz answered ${ms} ms after the server process was spawned`);
      rows.push({ name, ms, checks: [{ what: 'ms to /healthz', value: ms, budget: START_BUDGET_MS }] });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
