import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { checkedScreens } from './build/checkedScreensPlugin.mjs';
import { portalStyles } from './build/portalStylesPlugin.mjs';
import { viteAliases } from './build/pathAliases.mjs';
import { precompiledDocumentValidator } from './tests/helpers/precompiledValidator.mjs';

// Unit tests (node; a file that needs a DOM asks for jsdom), component tests
// (jsdom) and server tests (they opt into node per file); browser tests run
// under Playwright, not here.
//
// `npm test` runs the whole server suite once, on PostgreSQL (`scripts/with-pg.sh vitest run tests/server`, scripts/test-all.mjs).
// When that step has run, it sets EPS_SERVER_TESTS=pglite-specific for this run, which
// keeps only the server tests whose subject is PGlite itself (its data folder, restart
// after kill -9, migrations and transactions on the embedded engine, a sign-in smoke):
// the SQL is the same on both engines, and running ~35 server files twice cost ~4 min
// of a suite that must stay well under 30. The browser tests run on PGlite as well.
const PGLITE_SPECIFIC_SERVER_TESTS = [
  'tests/server/durability.test.ts',
  'tests/server/readOnlyStorage.test.ts',
  'tests/server/storage.test.ts',
  'tests/server/migrations.test.ts',
  'tests/server/transactions.test.ts',
  'tests/server/auth.test.ts',
];
const serverTests = process.env.EPS_SERVER_TESTS === 'pglite-specific' ? PGLITE_SPECIFIC_SERVER_TESTS : ['tests/server/**/*.test.ts'];

export default defineConfig({
  // checkedScreens and portalStyles serve their virtual modules (empty outside a build); the document
  // validator is the one the global setup compiled once for the run (tests/helpers/precompiledValidator.mjs).
  plugins: [react(), precompiledDocumentValidator(), checkedScreens(), portalStyles()],
  resolve: { alias: viteAliases },
  test: {
    globals: true,
    setupFiles: ['tests/helpers/setup.ts'],
    globalSetup: ['tests/helpers/documentValidatorSetup.ts'],
    // antd and ProComponents load slowly on 2 cores (STACK.md).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
    pool: 'forks',
    // Vitest's default for a run is one worker less than the cores: on the 2-core CI machine that
    // is one, and every file ran in turn (419 s measured). One worker per core uses them all.
    maxWorkers: availableParallelism(),
    projects: [
      // Unit tests run without a DOM unless they ask for one (`// @vitest-environment jsdom`):
      // setting up jsdom costs ~1 s per file, over half of what the unit files took (the suite's time).
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      // Components render into jsdom; server files opt into node per file.
      { extends: true, test: { name: 'dom', environment: 'jsdom', include: ['tests/components/**/*.test.{ts,tsx}', ...serverTests] } },
    ],
  },
});
