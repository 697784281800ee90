// `npm test`: every check, in order, stopping at the first failure (STYLE 15). Types and lint (with the import
// boundaries) side by side (each is single-threaded: on two cores they finish together in the time of one), import
// cycles, unused code and dependencies, the server tests on PostgreSQL, unit + component tests and the PGlite server
// tests (vitest; only the PGlite-specific ones when PostgreSQL ran the rest), the schema check and the browser tests.
// Children run with TZ=UTC. `npm test -- --only types,lint` runs a subset.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, bin, run } from './lib/run.mjs';

const env = { TZ: 'UTC' };
const RESULTS = join(REPO_ROOT, '.tmp/results');
/** The runners' JSON reports, summed into the closing line. */
const REPORTS = { vitest: join(RESULTS, 'vitest.json'), serverPg: join(RESULTS, 'server-pg.json'), playwright: join(RESULTS, 'playwright.json') };

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @type {{ name: string, describe: string, start: () => Promise<number>, batch?: string }[]} */
const steps = [
  { name: 'types', batch: 'static', describe: 'tsc --noEmit -p tsconfig.json', start: () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { env }) },
  { name: 'lint', batch: 'static', describe: 'eslint --max-warnings 0 . (boundaries included)', start: () => run(bin('eslint'), ['--max-warnings', '0', '.'], { env }) },
  { name: 'cycles', describe: 'dpdm (import cycles; dpdm.config.ts)', start: () => run(bin('dpdm'), [], { env }) },
  { name: 'unused', describe: 'knip (unused files, exports, dependencies; knip.jsonc)', start: () => run(bin('knip'), ['--no-progress'], { env }) },
  {
    name: 'server-pg',
    describe: 'scripts/with-pg.sh vitest run tests/server (server tests on PostgreSQL)',
    // durability and readOnlyStorage always run their server on PGlite (a kill -9 of the embedded engine's folder):
    // here they would only repeat the PGlite run.
    start: () =>
      run('bash', ['scripts/with-pg.sh', bin('vitest'), 'run', 'tests/server', '--exclude', 'tests/server/durability.test.ts', '--exclude', 'tests/server/readOnlyStorage.test.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS.serverPg}`], { env }),
  },
  {
    name: 'vitest',
    describe: 'vitest run (unit, component; server on PGlite: all, or the PGlite-specific ones when server-pg ran)',
    start: () => {
      // The whole server suite already ran on PostgreSQL: keep only the PGlite-specific files (vitest.config.ts).
      const serverRanOnPg = readJson(REPORTS.serverPg)?.success === true;
      if (serverRanOnPg) console.log('server tests ran on PostgreSQL; here only the PGlite-specific server tests run');
      return run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORTS.vitest}`], {
        env: { ...env, ...(serverRanOnPg ? { EPS_SERVER_TESTS: 'pglite-specific' } : {}) },
      });
    },
  },
  { name: 'schemas', describe: 'npm run schemas:check', start: () => run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'schemas:check'], { env }) },
  { name: 'browser', describe: 'node scripts/browser-tests.mjs (Playwright, Chromium)', start: () => run(process.execPath, ['scripts/browser-tests.mjs'], { env }) },
];

/** Passed and failed test counts over the runners that ran (the two vitest runs' and Playwright's JSON reports). */
function testCounts() {
  const vitest = [REPORTS.vitest, REPORTS.serverPg].map(readJson).filter(Boolean);
  const playwright = readJson(REPORTS.playwright)?.stats ?? {};
  const passed = vitest.reduce((sum, report) => sum + (report.numPassedTests ?? 0), 0) + (playwright.expected ?? 0) + (playwright.flaky ?? 0);
  const failed = vitest.reduce((sum, report) => sum + (report.numFailedTests ?? 0), 0) + (playwright.unexpected ?? 0);
  return { passed, failed };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `npm test -- --only lint,vitest` runs just those steps (for quick local loops). */
function selectedSteps() {
  const index = process.argv.indexOf('--only');
  if (index === -1) return steps;
  const names = (process.argv[index + 1] ?? '').split(',').filter(Boolean);
  if (names.length === 0 || names.some((name) => !steps.some((step) => step.name === name))) {
    console.error(`--only takes step names: ${steps.map((step) => step.name).join(', ')}`);
    process.exit(2);
  }
  return steps.filter((step) => names.includes(step.name));
}

/** Runs one step and says how it went. */
async function runStep(step) {
  console.log(`\n=== ${step.name}: ${step.describe}`);
  const started = Date.now();
  const code = await step.start();
  const status = code !== 0 ? `FAILED (exit ${code})` : 'passed';
  console.log(`=== ${step.name}: ${status} in ${seconds(Date.now() - started)}`);
  return { ...step, status, ms: Date.now() - started };
}

async function main() {
  const started = Date.now();
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const results = [];
  let failed = false;
  const selected = selectedSteps();
  while (selected.length > 0) {
    // The step and the ones after it in the same batch.
    let size = 1;
    while (selected[0].batch && selected[size]?.batch === selected[0].batch) size += 1;
    const batch = selected.splice(0, size);
    const outcomes = failed ? batch.map((step) => ({ ...step, status: 'not run', ms: 0 })) : await Promise.all(batch.map(runStep));
    results.push(...outcomes);
    failed ||= outcomes.some((outcome) => outcome.status.startsWith('FAILED'));
  }
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.name.padEnd(10)} ${r.status.padEnd(14)} ${r.ms ? seconds(r.ms).padStart(8) : '        '}  ${r.describe}`);
  console.log(`total      ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}`);
  // The plain closing line CI reads: counts of the vitest and browser tests that ran.
  const counts = testCounts();
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  return failed ? 1 : 0;
}

process.exit(await main());
