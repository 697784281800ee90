// `npm test`: every check, in order, stopping at the first failure. Types and lint side by side (each is
// single-threaded: on two cores they finish together in the time of one), import cycles, unused code and dependencies,
// the server tests on PostgreSQL, vitest (unit, component, and the server tests on PGlite: only the PGlite-specific
// ones when PostgreSQL ran the rest), the schema check and the browser tests, with TZ=UTC. `--only types,lint`: a subset.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, bin, run } from './lib/run.mjs';

const env = { TZ: 'UTC' };
const RESULTS = join(REPO_ROOT, '.tmp/results');
/** The runners' JSON reports, summed into the closing line. */
const REPORTS = { vitest: join(RESULTS, 'vitest.json'), serverPg: join(RESULTS, 'server-pg.json'), playwright: join(RESULTS, 'playwright.json') };
const json = (report) => [`--reporter=default`, '--reporter=json', `--outputFile.json=${report}`];
const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
};
// durability and readOnlyStorage run their server on PGlite whatever DATABASE_URL says: on PostgreSQL they would repeat.
const pgliteOnly = ['--exclude', 'tests/server/durability.test.ts', '--exclude', 'tests/server/readOnlyStorage.test.ts'];

/** [name, what it runs, command and arguments]; a step with `&` before its name runs beside the one before it. */
const STEPS = [
  ['types', 'tsc --noEmit -p tsconfig.json', () => [bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']]],
  ['&lint', 'eslint --max-warnings 0 . (boundaries included)', () => [bin('eslint'), ['--max-warnings', '0', '.']]],
  ['cycles', 'dpdm (import cycles; dpdm.config.ts)', () => [bin('dpdm'), []]],
  ['unused', 'knip (unused files, exports, dependencies; knip.jsonc)', () => [bin('knip'), ['--no-progress']]],
  ['server-pg', 'scripts/with-pg.sh vitest run tests/server (server tests on PostgreSQL)', () => ['bash', ['scripts/with-pg.sh', bin('vitest'), 'run', 'tests/server', ...pgliteOnly, ...json(REPORTS.serverPg)]]],
  ['vitest', 'vitest run (unit, component; server on PGlite: all, or the PGlite-specific ones when server-pg ran)', () => [bin('vitest'), ['run', ...json(REPORTS.vitest)]]],
  ['schemas', 'npm run schemas:check', () => [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'schemas:check']]],
  ['browser', 'node scripts/browser-tests.mjs (Playwright, Chromium)', () => [process.execPath, ['scripts/browser-tests.mjs']]],
].map(([name, describe, command]) => ({ name: name.replace('&', ''), beside: name.startsWith('&'), describe, command }));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function runStep(step) {
  console.log(`\n=== ${step.name}: ${step.describe}`);
  const started = Date.now();
  // The whole server suite already ran on PostgreSQL: vitest keeps only the PGlite-specific files (vitest.config.ts).
  const serverRanOnPg = step.name === 'vitest' && readJson(REPORTS.serverPg)?.success === true;
  if (serverRanOnPg) console.log('server tests ran on PostgreSQL; here only the PGlite-specific server tests run');
  const code = await run(...step.command(), { env: { ...env, ...(serverRanOnPg ? { EPS_SERVER_TESTS: 'pglite-specific' } : {}) } });
  const status = code !== 0 ? `FAILED (exit ${code})` : 'passed';
  console.log(`=== ${step.name}: ${status} in ${seconds(Date.now() - started)}`);
  return { ...step, status, ms: Date.now() - started };
}

const only = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',').filter(Boolean) : undefined;
if (only && (only.length === 0 || only.some((name) => !STEPS.some((step) => step.name === name)))) {
  console.error(`--only takes step names: ${STEPS.map((step) => step.name).join(', ')}`);
  process.exit(2);
}
const started = Date.now();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const results = [];
const selected = STEPS.filter((step) => !only || only.includes(step.name));
for (let at = 0; at < selected.length; ) {
  const batch = [selected[at++]];
  while (selected[at]?.beside) batch.push(selected[at++]);
  const failed = results.some((r) => r.status.startsWith('FAILED'));
  results.push(...(failed ? batch.map((step) => ({ ...step, status: 'not run', ms: 0 })) : await Promise.all(batch.map(runStep))));
}
const failed = results.some((r) => r.status.startsWith('FAILED'));
console.log('\n=== summary');
for (const r of results) console.log(`${r.name.padEnd(10)} ${r.status.padEnd(14)} ${r.ms ? seconds(r.ms).padStart(8) : '        '}  ${r.describe}`);
console.log(`total      ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}`);
// The plain closing line CI reads: counts of the vitest and browser tests that ran.
const vitest = [REPORTS.vitest, REPORTS.serverPg].map(readJson).filter(Boolean);
const playwright = readJson(REPORTS.playwright)?.stats ?? {};
const count = (key) => vitest.reduce((sum, report) => sum + (report[key] ?? 0), 0);
console.log(`${count('numPassedTests') + (playwright.expected ?? 0) + (playwright.flaky ?? 0)} passed, ${count('numFailedTests') + (playwright.unexpected ?? 0)} failed`);
process.exit(failed ? 1 : 0);
