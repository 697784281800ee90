/**
 * Browser tests (issue 2, "Tests and proof"): Playwright drives the system
 * Chromium (scripts/find-chromium.mjs sets CHROMIUM_PATH) against the real
 * reference server, started by tests/e2e/global-setup.ts on a free port.
 * Run them with `npm run test:browser`, which builds the portal first.
 */
import { defineConfig } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  workers: 1,
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
    // Set by the global setup; the config is read again in each worker after it ran.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    screenshot: 'only-on-failure',
    // A trace is recorded on a failed test's retry (CI retries once), not for every test: recording
    // (DOM snapshots, screencast) took about a third of the browser step's time on 2 cores
    // (login.spec.ts: 155 s with traces kept on failure, 103 s without). `--trace on` records all.
    trace: 'on-first-retry',
    locale: 'zh-CN',
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
