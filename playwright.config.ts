/**
 * Browser tests (issue 2, "Tests and proof"): Playwright drives the system
 * Chromium (scripts/find-chromium.mjs sets CHROMIUM_PATH) against the real
 * reference server: each worker starts one of its own on a free port
 * (tests/e2e/fixtures.ts), or every test uses E2E_BASE_URL when it is set.
 * Run them with `npm run test:browser`, which builds the portal first.
 */
import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two workers, each with its own server: one worker already kept the 2-core machine ~80% busy, and two
  // ran the whole suite in 14.4 min against ~18 (`npm run test:browser`).
  // One against a given server (E2E_BASE_URL), whose data the tests would share. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.E2E_BASE_URL ? 1 : 2)),
  // The tests of a file run in order in one worker (some build on the one before); files are spread over the workers.
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    // Read by scripts/test-all.mjs for the closing "N passed, N failed" line.
    ['json', { outputFile: '.tmp/results/playwright.json' }],
  ],
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    headless: true,
    screenshot: 'only-on-failure',
    // A trace is recorded on a failed test's retry (CI retries once), not for every test: recording
    // (DOM snapshots, screencast) took about a third of the browser step's time on 2 cores
    // (login.spec.ts: 155 s with traces kept on failure, 103 s without). `--trace on` records all.
    trace: 'on-first-retry',
    locale: 'zh-CN',
    // The browser asks for reduced motion, which the portal honours (src/shell/theme/ReducedMotion.tsx): no
    // waiting out antd's dialog and drop-down motions (32 tests of three files: 331 s of test time against 360 s
    // with motion). keyboard.spec.ts runs with motion, as most people have it, and checks both.
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
