// `npm run bench`: a benchmark, not a test (issue 2). Builds the bench app
// (bench/), serves it, and drives headless Chromium to time each case two
// ways: through our renderers and as hand-written antd. Prints the medians
// and the ratio ours/baseline, writes bench-results.json at the repo root,
// and exits non-zero when a ratio is over its budget.
//
// A case is one entry in CASES: its name, the two bench pages (URL hashes)
// and what to measure. `node scripts/bench.mjs form-200-render` runs the
// named cases only; BENCH_RUNS sets N (default 5).
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH_DIST = join(REPO_ROOT, 'bench', 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET = 1.3;

/** Render time: navigation start to the page's `__benchDone` (content painted). */
const measureRender = async (page) => page.evaluate(() => window.__benchDone);

/** Open time: from the page's own `__benchStart` (a dialog asked to open) to `__benchDone` (its rows painted). */
const measureSinceStart = async (page) =>
  page.evaluate(() => {
    if (window.__benchStart === undefined) throw new Error('the page set no __benchStart');
    return window.__benchDone - window.__benchStart;
  });

/** Median time per keystroke, typing `text` into `selector` (page-side: keydown to next paint). */
const measureKeystrokes = (selector, text) => async (page) => {
  await page.focus(selector);
  await page.evaluate(() => (window.__keyTimes = []));
  for (let i = 0; i < text.length; i += 1) {
    await page.keyboard.press(text[i]);
    await page.waitForFunction((count) => (window.__keyTimes?.length ?? 0) >= count, i + 1);
  }
  const typed = await page.inputValue(selector);
  if (typed !== text) throw new Error(`typed "${typed}" into ${selector}, expected "${text}"`);
  return median(await page.evaluate(() => window.__keyTimes));
};

/** The cases. Budget: ours/baseline at most 1.3 (issue 2). */
const CASES = [
  { name: 'table-1000', ours: 'table-ours', baseline: 'table-hand', measure: measureRender, budget: BUDGET },
  { name: 'form-200-render', ours: 'form-ours', baseline: 'form-hand', measure: measureRender, budget: BUDGET },
  {
    name: 'form-200-keystroke',
    ours: 'form-ours',
    baseline: 'form-hand',
    // Field f100 of both forms: ours prefixes ids with the form's id (`bench_f100`), antd's plain form does not.
    measure: measureKeystrokes('input[id$="f100"]', 'abcdefghijklmnopqrst'),
    budget: BUDGET,
  },
  // Issue 5: the home page's first render (schemas/home/index.json, 12 apps, counts, 5 news per category).
  { name: 'home-first-render', ours: 'home-ours', baseline: 'home-hand', measure: measureRender, budget: BUDGET },
  // Issue 5: the to-do dialog (schemas/home/todo-dialog.json) opened with 500 rows a page.
  { name: 'todo-dialog-500', ours: 'todo-ours', baseline: 'todo-hand', measure: measureSinceStart, budget: BUDGET },
  // Issue 16: typing in row 50 of a 100-row array of objects, against antd Form.List by hand; budget 1.1.
  {
    name: 'array-100-keystroke',
    ours: 'array-ours',
    baseline: 'array-hand',
    // Ours prefixes ids with the form's id (`bench_contacts_50_phone`).
    measure: measureKeystrokes('input[id$="contacts_50_phone"]', 'abcdefghijklmnopqrst'),
    budget: 1.1,
  },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** Serves bench/dist on a free port of 127.0.0.1. */
async function serve(root) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = resolve(root, normalize(`.${path === '/' ? '/index.html' : path}`));
    let size = -1;
    try {
      if (file.startsWith(root)) size = statSync(file).isFile() ? statSync(file).size : -1;
    } catch {
      size = -1;
    }
    if (size < 0) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream', 'content-length': size });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(done)) };
}

async function findBrowser() {
  try {
    const { findChromium } = await import('./find-chromium.mjs');
    return await findChromium();
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  }
}

/** One run: a fresh page at `#hash`, waited until rendered, then measured. */
async function runOnce(context, baseUrl, hash, measure) {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}#${hash}`);
    await page.waitForFunction(() => window.__benchDone !== undefined || window.__benchError !== undefined, null, { timeout: 120_000 });
    const error = await page.evaluate(() => window.__benchError);
    if (error) throw new Error(`page #${hash}: ${error}`);
    return await measure(page);
  } finally {
    await page.close();
  }
}

async function main() {
  const only = process.argv.slice(2);
  const cases = only.length ? CASES.filter((c) => only.includes(c.name)) : CASES;
  if (cases.length === 0) {
    console.error(`[bench] no case named ${only.join(', ')}; cases: ${CASES.map((c) => c.name).join(', ')}`);
    return 2;
  }
  console.log('[bench] building bench/ (production)...');
  await build({ configFile: join(REPO_ROOT, 'bench', 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  const server = await serve(BENCH_DIST);
  const profile = mkdtempSync(join(tmpdir(), 'eps-bench-'));
  const executablePath = await findBrowser();
  console.log(`[bench] Chromium: ${executablePath}; ${RUNS} runs per case`);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = [];
  try {
    // Warm the HTTP cache and the browser once per page, so run 1 is not an outlier.
    for (const hash of new Set(cases.flatMap((c) => [c.ours, c.baseline]))) await runOnce(context, server.url, hash, measureRender);
    for (const benchCase of cases) {
      const ours = [];
      const baseline = [];
      // Alternate the two, so drift of the machine (other jobs) hits both alike.
      for (let run = 0; run < RUNS; run += 1) {
        ours.push(await runOnce(context, server.url, benchCase.ours, benchCase.measure));
        baseline.push(await runOnce(context, server.url, benchCase.baseline, benchCase.measure));
      }
      const oursMs = median(ours);
      const baselineMs = median(baseline);
      const result = { name: benchCase.name, ours_ms: round(oursMs), baseline_ms: round(baselineMs), ratio: round(oursMs / baselineMs, 2) };
      results.push(result);
      console.log(`[bench] ${benchCase.name}: ours ${fmt(ours)} | baseline ${fmt(baseline)}`);
    }
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
    // The build is only for this run (and would be linted); BENCH_KEEP_DIST=1 keeps it for a look.
    if (!process.env.BENCH_KEEP_DIST) rmSync(BENCH_DIST, { recursive: true, force: true });
  }
  printTable(results);
  writeFileSync(join(REPO_ROOT, 'bench-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('[bench] wrote bench-results.json');
  const over = results.filter((r) => r.ratio > (cases.find((c) => c.name === r.name)?.budget ?? BUDGET));
  for (const r of over) console.error(`[bench] OVER BUDGET: ${r.name} ratio ${r.ratio} > ${BUDGET}`);
  return over.length ? 1 : 0;
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const fmt = (values) => values.map((v) => round(v)).join(', ');

function printTable(results) {
  const rows = [['case', 'ours ms', 'baseline ms', 'ratio'], ...results.map((r) => [r.name, String(r.ours_ms), String(r.baseline_ms), String(r.ratio)])];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[bench]', error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  },
);
