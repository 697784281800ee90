// `npm test`: every check, in order, stopping at the first failure (STYLE 15).
// Types, lint (with the import boundaries), import cycles, unused code and
// dependencies, the server tests against PostgreSQL (when the script for them is
// there), unit + component tests and the PGlite server tests (vitest; all of the
// server tests when PostgreSQL did not run them), the schema check and the
// browser tests. Children run with TZ=UTC.
// `npm test -- --only types,lint` runs a subset.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, bin, run } from './lib/run.mjs';

/**
 * Steps that share a `batch` name run at the same time (tsc and eslint are each
 * single-threaded: on two cores they finish together in the time of one).
 * @typedef {{ name: string, describe: string, start: () => Promise<number>, skipReason?: () => string | undefined, batch?: string }} Step
 */

const env = { TZ: 'UTC' };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {Step[]} */
const steps = [
  { name: 'types', batch: 'static', describe: 'tsc --noEmit -p tsconfig.json', start: () => run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], { env }) },
  { name: 'lint', batch: 'static', describe: 'eslint --max-warnings 0 . (boundaries included)', start: () => run(bin('eslint'), ['--max-warnings', '0', '.'], { env }) },
  { name: 'cycles', describe: 'dpdm (import cycles; dpdm.config.ts)', start: () => run(bin('dpdm'), [], { env }) },
  { name: 'unused', describe: 'knip (unused files, exports, dependencies; knip.jsonc)', start: () => run(bin('knip'), ['--no-progress'], { env }) },
  {
    name: 'server-pg',
    describe: 'scripts/with-pg.sh vitest run tests/server (server tests on PostgreSQL)',
    // durability and readOnlyStorage always run their server on PGlite (a kill -9 of the embedded
    // engine's folder): here they would only repeat the PGlite run.
    start: () =>
      run('bash', ['scripts/with-pg.sh', bin('vitest'), 'run', 'tests/server', '--exclude', 'tests/server/durability.test.ts', '--exclude', 'tests/server/readOnlyStorage.test.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${COUNTS.serverPg}`], { env }),
  },
  {
    name: 'vitest',
    describe: 'vitest run (unit, component; server on PGlite: all, or the PGlite-specific ones when server-pg ran)',
    start: () => {
      // The whole server suite already ran on PostgreSQL: keep only the PGlite-specific files (vitest.config.ts).
      const serverRanOnPg = readJson(COUNTS.serverPg)?.success === true;
      if (serverRanOnPg) console.log('server tests ran on PostgreSQL; here only the PGlite-specific server tests run');
      return run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${COUNTS.vitest}`], {
        env: { ...env, ...(serverRanOnPg ? { EPS_SERVER_TESTS: 'pglite-specific' } : {}) },
      });
    },
  },
  {
    name: 'schemas',
    describe: 'npm run schemas:check',
    start: () => {
      if (!existsSync(join(REPO_ROOT, 'scripts/schemas-check.ts'))) {
        console.error('scripts/schemas-check.ts is missing: the schema check cannot run.');
        return Promise.resolve(1);
      }
      return run(npm, ['run', '--silent', 'schemas:check'], { env });
    },
  },
  { name: 'browser', describe: 'node scripts/browser-tests.mjs (Playwright, Chromium)', start: () => run(process.execPath, ['scripts/browser-tests.mjs'], { env }) },
];

/** Machine-readable results the runners write, summed into one closing line. */
const COUNTS = {
  vitest: join(REPO_ROOT, '.tmp/results/vitest.json'),
  serverPg: join(REPO_ROOT, '.tmp/results/server-pg.json'),
  playwright: join(REPO_ROOT, '.tmp/results/playwright.json'),
};

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Passed and failed test counts over the runners that ran (the two vitest runs' and Playwright's JSON reports). */
function testCounts() {
  let passed = 0;
  let failed = 0;
  for (const path of [COUNTS.vitest, COUNTS.serverPg]) {
    const vitest = readJson(path);
    if (vitest) {
      passed += vitest.numPassedTests ?? 0;
      failed += vitest.numFailedTests ?? 0;
    }
  }
  const playwright = readJson(COUNTS.playwright);
  if (playwright?.stats) {
    passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
    failed += playwright.stats.unexpected ?? 0;
  }
  return { passed, failed };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `npm test -- --only lint,vitest` runs just those steps (for quick local loops). */
function selectedSteps() {
  const index = process.argv.indexOf('--only');
  if (index === -1) return steps;
  const names = (process.argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0 || names.length === 0) {
    console.error(`--only takes step names: ${steps.map((step) => step.name).join(', ')}`);
    process.exit(2);
  }
  return steps.filter((step) => names.includes(step.name));
}

/** Runs one step (or reports its skip) and says how it went. */
async function runStep(step) {
  const skip = step.skipReason?.();
  if (skip) {
    console.log(`\n=== ${step.name}: skipped (${skip})`);
    return { name: step.name, status: 'skipped', ms: 0, describe: skip };
  }
  console.log(`\n=== ${step.name}: ${step.describe}`);
  const stepStart = Date.now();
  const code = await step.start();
  const ms = Date.now() - stepStart;
  const status = code !== 0 ? `FAILED (exit ${code})` : 'passed';
  console.log(`=== ${step.name}: ${status} in ${seconds(ms)}`);
  return { name: step.name, status, ms, describe: step.describe };
}

async function main() {
  const started = Date.now();
  rmSync(join(REPO_ROOT, '.tmp/results'), { recursive: true, force: true });
  mkdirSync(join(REPO_ROOT, '.tmp/results'), { recursive: true });
  /** @type {{ name: string, status: string, ms: number, describe: string }[]} */
  const results = [];
  let failed = false;
  const selected = selectedSteps();
  for (let index = 0; index < selected.length; ) {
    const first = /** @type {Step} */ (selected[index]);
    // The step and the ones after it in the same batch.
    let end = index + 1;
    while (first.batch && end < selected.length && selected[end]?.batch === first.batch) end += 1;
    const batch = selected.slice(index, end);
    index = end;
    if (failed) {
      for (const step of batch) results.push({ name: step.name, status: 'not run', ms: 0, describe: step.describe });
      continue;
    }
    const outcomes = await Promise.all(batch.map((step) => runStep(step)));
    results.push(...outcomes);
    failed = outcomes.some((outcome) => outcome.status.startsWith('FAILED'));
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
