// The page-level cases of `npm run bench` (issue 15): they drive the real
// portal (production build, reference server on loopback) rather than the
// bench/ pages. Each returns result rows { name, ..., checks: [{ what, value, budget }] }.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfStale } from './buildFreshness.mjs';
import { startBenchServer } from './benchServer.mjs';
import { launchCdpBrowser } from './cdpBrowser.mjs';
import { WEIGHT_BUDGETS, chunkSizes, kb, measureRoute } from './pageWeight.mjs';
import { REPO_ROOT } from './run.mjs';
import { CPU_SLOWDOWN, VITAL_ROUTES, VITALS_BUDGETS, measureVitals, medianVitals } from './webVitals.mjs';

/** Runs per route of the Web Vitals case; each figure is their median. */
const VITALS_RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 3);

const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Playwright's Chromium, for the cases that only count bytes and requests. */
const launchPlaywright = (executablePath) => chromium.launch({ executablePath, headless: true, args: BROWSER_ARGS });

/**
 * Builds dist/ when stale, starts the server and a browser (`launch`: Playwright's, or launchCdpBrowser where
 * timings must not carry DevTools costs), runs `body`, and stops both.
 */
export async function withPortal(executablePath, body, launch = launchPlaywright) {
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

/** `page-weight`: JS + CSS bytes as sent and requests per route, and the largest built chunk. */
export async function runPageWeight(executablePath) {
  const rows = await withPortal(executablePath, async ({ browser, baseUrl }) => {
    const measured = [];
    for (const route of ROUTES) {
      const weight = await measureRoute(browser, baseUrl, route.path, route);
      const budget = WEIGHT_BUDGETS[route.name];
      console.log(`[bench] ${route.path}: ${kb(weight.bytes)} KB in ${weight.requests} requests (${weight.encodings.join(', ')}); largest: ${weight.files.slice(0, 3).map((f) => `${f.url} ${kb(f.bytes)} KB`).join(', ')}`);
      if (process.env.BENCH_VERBOSE) for (const f of weight.files) console.log(`    ${kb(f.bytes).padStart(7)} KB  ${f.url}`);
      measured.push({
        name: `page-weight-${route.name}`,
        kb: Number(kb(weight.bytes)),
        requests: weight.requests,
        encodings: weight.encodings,
        checks: [
          { what: 'KB', value: Number(kb(weight.bytes)), budget: budget.bytes / 1024 },
          { what: 'requests', value: weight.requests, budget: budget.requests },
        ],
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

/** `web-vitals`: LCP, CLS, TBT and INP (and FCP, reported) of login and home with the CPU slowed down 4x (see webVitals.mjs). */
export async function runWebVitals(executablePath) {
  return withPortal(
    executablePath,
    async ({ browser, baseUrl }) => {
      const rows = [];
      for (const route of VITAL_ROUTES) {
        const runs = [];
        for (let run = 0; run < VITALS_RUNS; run += 1) {
          const measured = await measureVitals(browser, baseUrl, route);
          if (process.env.BENCH_VERBOSE) console.log(`[bench] ${route.path} run ${run + 1}: ${JSON.stringify(measured)}`);
          runs.push(measured);
        }
        const vitals = medianVitals(runs);
        console.log(`[bench] ${route.path} at ${CPU_SLOWDOWN}x CPU slowdown, median of ${VITALS_RUNS}: FCP ${vitals.fcpMs} ms, LCP ${vitals.lcpMs} ms, CLS ${vitals.cls}, TBT ${vitals.tbtMs} ms, INP ${vitals.inpMs} ms (longest task ${vitals.longestTaskMs} ms)`);
        rows.push({
          name: `web-vitals-${route.name}`,
          cpu_slowdown: CPU_SLOWDOWN,
          runs: VITALS_RUNS,
          ...vitals,
          checks: [
            { what: 'LCP ms', value: vitals.lcpMs, budget: VITALS_BUDGETS.lcpMs },
            { what: 'CLS', value: vitals.cls, budget: VITALS_BUDGETS.cls },
            { what: 'TBT ms', value: vitals.tbtMs, budget: VITALS_BUDGETS.tbtMs },
            { what: 'INP ms', value: vitals.inpMs, budget: VITALS_BUDGETS.inpMs },
          ],
        });
      }
      return rows;
    },
    launchCdpBrowser,
  );
}
