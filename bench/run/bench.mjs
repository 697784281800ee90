// `npm run bench`: a benchmark, not a test. Builds the bench app
// (bench/), serves it, and drives headless Chromium to time each case two
// ways: through our renderers and as hand-written antd. Prints the medians
// and the ratio ours/baseline, writes bench-results.json at the repo root
// (merged by case, with the machine's load average), and exits non-zero when
// any figure is over its budget. The page cases (PAGE_CASES) weigh
// the real portal's routes on the production build.
//
// A case is one entry in CASES: its name, the two bench pages (URL hashes),
// what to measure and its budget. `node bench/run/bench.mjs form-200-render`
// runs the named cases only (one at a time on a shared machine); BENCH_RUNS
// sets N (default 5).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';
import { REPO_ROOT } from '../../scripts/lib/run.mjs';
import { runPageWeight, runStart, runWebVitals } from './pageBench.mjs';
import { median, overBudget, round, writeResults } from './results.mjs';
import { serveStatic } from './staticServer.mjs';

const BENCH_DIST = join(REPO_ROOT, 'bench', 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Per page hash, each run's load time: navigation start to `bench:render` (its code here, the render starts). */
const loadTimesByHash = new Map();

/**
 * Render time: navigation start to the page's `__benchDone` (content painted). It also records the run's load
 * time, so a case's line says which half a gap is in: loading code or rendering.
 */
const measureRender = async (page) => {
  const [loadMs, doneMs] = await page.evaluate(() => [performance.getEntriesByName('bench:render')[0]?.startTime, window.__benchDone]);
  const hash = new URL(page.url()).hash.slice(1);
  if (loadMs !== undefined) loadTimesByHash.set(hash, [...(loadTimesByHash.get(hash) ?? []), loadMs]);
  return doneMs;
};

/** Open time: from the page's own `__benchStart` (a dialog asked to open) to `__benchDone` (its rows painted). */
const measureSinceStart = async (page) =>
  page.evaluate(() => {
    if (window.__benchStart === undefined) throw new Error('the page set no __benchStart');
    return window.__benchDone - window.__benchStart;
  });

/** The longest task (ms) seen while typing, per page hash: "no long task over 50 ms per keystroke". */
const longestTaskByHash = new Map();
const LONG_TASK_BUDGET_MS = 50;

/**
 * Before typing: the page collects its long tasks; its `__keyTimes` gets one entry per key (keydown to next
 * paint) and its `__keyWork` one per key that changes a field (keydown to the change handled and laid out).
 */
const observeKeys = (page) =>
  page.evaluate(() => {
    window.__keyTimes = [];
    window.__keyWork = [];
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });

/** Presses each character of `text`, each once the previous one painted. */
async function typeKeys(page, text, timeout = 30_000) {
  for (let i = 0; i < text.length; i += 1) {
    await page.keyboard.press(text[i]);
    await page.waitForFunction((count) => (window.__keyTimes?.length ?? 0) >= count, i + 1, { timeout });
  }
}

/**
 * After typing: records the longest task of the page's hash; answers the median ms per keystroke of `figure`
 * (bench/keystrokeProbe.ts), which must hold an entry for each key typed (a key pressed just before typing
 * may add its paint too).
 */
async function keyFigures(page, keys, figure = '__keyTimes') {
  const hash = new URL(page.url()).hash.slice(1);
  const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  longestTaskByHash.set(hash, Math.max(longestTaskByHash.get(hash) ?? 0, longest));
  const times = await page.evaluate((name) => window[name] ?? [], figure);
  if (times.length < keys) throw new Error(`${hash}: ${times.length} ${figure} entries for ${keys} keys`);
  return median(times);
}

/**
 * Median work per keystroke (keydown to the change handled and laid out, `__keyWork`), typing `text` into
 * `selector`; records the longest task. Not to the next paint: both form pages finish a key inside one frame,
 * and the wait for the frame made their ratio a matter of where in it each key came (docs/performance.md).
 */
const measureKeystrokes = (selector, text) => async (page) => {
  await page.focus(selector);
  await observeKeys(page);
  await typeKeys(page, text);
  const typed = await page.inputValue(selector);
  if (typed !== text) throw new Error(`typed "${typed}" into ${selector}, expected "${text}"`);
  return keyFigures(page, text.length, '__keyWork');
};

/**
 * Typing into the studio's JSON editor (bench/studio/): the cursor goes to the value at `pointer` (a
 * nested node's prop), then End and Enter open a new line and `text` is typed there, a key at a time;
 * then a second passes (lint after 300 ms, completion). Median time per keystroke to the next paint
 * (`__keyTimes`); records the longest task, the figure that matters here.
 */
const measureEditorTyping = (pointer, text) => async (page) => {
  await page.waitForFunction(() => window.__benchJump !== undefined);
  // The schema help is a chunk of its own, loaded after the editor shows; the first lint runs.
  await page.waitForTimeout(1500);
  await page.evaluate((at) => window.__benchJump(at), pointer);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await observeKeys(page);
  await typeKeys(page, text, 120_000);
  await page.waitForTimeout(1000);
  const line = await page.evaluate(() => document.querySelector('.cm-activeLine')?.textContent ?? '');
  if (!line.includes(text)) throw new Error(`typed "${text}", the line holds "${line}"`);
  return keyFigures(page, text.length);
};

/** The cases, each with its budget: ours/baseline (the first bench had 1.3 for all). */
const CASES = [
  { name: 'table-1000', ours: 'table-ours', baseline: 'table-hand', measure: measureRender, budget: 0.5 },
  { name: 'form-200-render', ours: 'form-ours', baseline: 'form-hand', measure: measureRender, budget: 1.1 },
  {
    name: 'form-200-keystroke',
    ours: 'form-ours',
    baseline: 'form-hand',
    // Field f100 of both forms: ours prefixes ids with the form's id (`bench_f100`), antd's plain form does not.
    measure: measureKeystrokes('input[id$="f100"]', 'abcdefghijklmnopqrst'),
    budget: 1.1,
    longTasks: true,
  },
  // The home page's first render (schemas/home/index.json, 12 apps, counts, 5 news per category).
  { name: 'home-first-render', ours: 'home-ours', baseline: 'home-hand', measure: measureRender, budget: 1.0 },
  // The to-do dialog (schemas/home/todo-dialog.json) opened with 500 rows a page.
  { name: 'todo-dialog-500', ours: 'todo-ours', baseline: 'todo-hand', measure: measureSinceStart, budget: 1.0 },
  // Typing in row 50 of a 100-row array of objects, against antd Form.List by hand; budget 1.1.
  {
    name: 'array-100-keystroke',
    ours: 'array-ours',
    baseline: 'array-hand',
    // Ours prefixes ids with the form's id (`bench_contacts_50_phone`).
    measure: measureKeystrokes('input[id$="contacts_50_phone"]', 'abcdefghijklmnopqrst'),
    budget: 1.1,
    longTasks: true,
  },
  // The studio's JSON editor on the largest shipped screen (schemas/workflow/camunda.json): typing a prop
  // name in a tabs node four levels down, with completion, hover and lint, against the bare editor. The
  // figure that matters is the longest task (no keystroke blocks the page over 50 ms); the ratio is loose.
  {
    name: 'studio-editor-keystroke',
    ours: 'studio-editor-ours',
    baseline: 'studio-editor-plain',
    measure: measureEditorTyping('/body/1/body/body/2/testId', '"tabPos'),
    budget: 3,
    longTasks: true,
  },
];

/**
 * Cases on the real portal (production build, reference server): each `run`
 * returns result rows whose `checks` hold { what, value, budget }.
 */
const PAGE_CASES = [
  { name: 'page-weight', run: runPageWeight },
  { name: 'web-vitals', run: runWebVitals },
  { name: 'start', run: runStart },
];

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
  const all = [...CASES, ...PAGE_CASES].map((c) => c.name);
  const unknown = only.filter((name) => !all.includes(name));
  if (unknown.length) {
    console.error(`[bench] no case named ${unknown.join(', ')}; cases: ${all.join(', ')}`);
    return 2;
  }
  const cases = only.length ? CASES.filter((c) => only.includes(c.name)) : CASES;
  const pageCases = only.length ? PAGE_CASES.filter((c) => only.includes(c.name)) : PAGE_CASES;
  const executablePath = await findChromium();
  const results = cases.length ? await runRatioCases(cases, executablePath) : [];
  for (const pageCase of pageCases) {
    console.log(`[bench] ${pageCase.name} (production build, reference server)...`);
    results.push(...(await pageCase.run(executablePath)));
  }
  printTable(results);
  const { load } = writeResults(results);
  console.log(`[bench] wrote bench-results.json (load average ${load.join(', ')})`);
  const over = overBudget(results);
  for (const line of over) console.error(`[bench] OVER BUDGET: ${line}`);
  return over.length ? 1 : 0;
}

/** The ratio cases: bench/ pages, ours against hand-written antd. */
async function runRatioCases(cases, executablePath) {
  console.log('[bench] building bench/ (production)...');
  await build({ configFile: join(REPO_ROOT, 'bench', 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  const server = await serveStatic(BENCH_DIST);
  console.log(`[bench] Chromium: ${executablePath}; ${RUNS} runs per case`);
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  // One context for every run: its HTTP cache is warmed once per page below.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
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
      result.checks = [{ what: 'ratio', value: result.ratio, budget: benchCase.budget }];
      if (benchCase.longTasks) {
        result.longest_task_ms = round(longestTaskByHash.get(benchCase.ours) ?? 0);
        result.baseline_longest_task_ms = round(longestTaskByHash.get(benchCase.baseline) ?? 0);
        result.checks.push({ what: 'longest task ms', value: result.longest_task_ms, budget: LONG_TASK_BUDGET_MS });
      }
      if (benchCase.measure === measureRender) {
        // The medians of this case's runs only (the warm-up runs were recorded too: drop them).
        const loads = (hash) => median((loadTimesByHash.get(hash) ?? []).slice(-RUNS));
        result.ours_load_ms = round(loads(benchCase.ours));
        result.baseline_load_ms = round(loads(benchCase.baseline));
      }
      results.push(result);
      const split = result.ours_load_ms === undefined ? '' : ` (code loaded at ${result.ours_load_ms} | ${result.baseline_load_ms} ms, the rest is rendering)`;
      console.log(`[bench] ${benchCase.name}: ours ${fmt(ours)} | baseline ${fmt(baseline)}${split}`);
    }
  } finally {
    await browser.close();
    await server.close();
    // The build is only for this run (and would be linted); BENCH_KEEP_DIST=1 keeps it for a look.
    if (!process.env.BENCH_KEEP_DIST) rmSync(BENCH_DIST, { recursive: true, force: true });
  }
  return results;
}

const fmt = (values) => values.map((v) => round(v)).join(', ');

/** One line per check: case, what, measured, budget, and whether it passes. */
function printTable(results) {
  const rows = [['case', 'measure', 'value', 'budget', ''], ...results.flatMap((r) => r.checks.map((c) => [r.name, c.what, String(c.value), String(c.budget), c.value > c.budget ? 'OVER' : 'ok']))];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  for (const r of results) if (r.ours_ms !== undefined) console.log(`  ${r.name}: ours ${r.ours_ms} ms, baseline ${r.baseline_ms} ms`);
  for (const r of results) if (r.note) console.log(`  ${r.name}: ${r.note}`);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('[bench]', error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  },
);
