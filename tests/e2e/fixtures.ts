/**
 * The browser tests' `test` (and, re-exported, the rest of @playwright/test):
 * each Playwright worker starts a reference server of its own (fresh data
 * folder, free port) and every test of that worker runs against it, as
 * `baseURL`. Workers share nothing, so the suite runs in two of them
 * (playwright.config.ts): one after another against one server, the tests
 * left about a fifth of the 2-core machine idle. A worker Playwright
 * replaces after a failed test starts from a fresh server too.
 * With E2E_BASE_URL set, every worker uses that one server instead.
 *
 * A test's `context` (and so its `page`) is the worker's one browser profile on disk, emptied of
 * the last test's cookies, storage and permissions before each test: what stays is the HTTP cache
 * and the compiled code Chromium keeps beside it, so a page of the portal loads as it does for a
 * returning visitor (sign-in form shown ~0.45 s sooner of ~2.3 s at 1x CPU, each of the suite's
 * several hundred page loads) instead of parsing and compiling every script again. A test that
 * needs a browser as on a first visit takes `browser.newContext()`, a fresh one as ever.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, type BrowserContext } from '@playwright/test';
import { startServer, stopServerAndWait } from './serverProcess';

export * from '@playwright/test';

interface WorkerServer {
  baseURL: string;
}

/** The context options of playwright.config.ts's `use` a profile launched here takes too. */
export const CONTEXT_DEFAULTS = { locale: 'zh-CN', timezoneId: 'UTC' } as const;

/** Everything a test leaves in the profile but the HTTP cache (and the code cache beside it). */
const STORAGE_TYPES = 'cookies,local_storage,indexeddb,service_workers,cache_storage,file_systems,websql';

/** Closes the pages a test left open (a page left behind would go on polling and rendering). */
async function closePages(profile: BrowserContext): Promise<void> {
  for (const page of profile.pages()) await page.close();
  await profile.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Empties `profile` of what a test left for `baseURL`'s origin: pages, routes, cookies, permissions, storage. */
async function emptied(profile: BrowserContext, baseURL: string): Promise<void> {
  await closePages(profile);
  await profile.clearCookies();
  await profile.clearPermissions();
  // Storage is cleared through a page of the profile's own (a blank one, closed after).
  const page = await profile.newPage();
  try {
    const cdp = await profile.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: STORAGE_TYPES });
  } finally {
    await page.close();
  }
}

export const test = base.extend<object, { workerServer: WorkerServer; workerProfile: BrowserContext }>({
  workerProfile: [
    async ({ playwright, launchOptions, workerServer }, provide) => {
      const dir = mkdtempSync(join(tmpdir(), 'eps-e2e-profile-'));
      const profile = await playwright.chromium.launchPersistentContext(dir, { ...launchOptions, headless: true, baseURL: workerServer.baseURL, ...CONTEXT_DEFAULTS });
      try {
        await provide(profile);
      } finally {
        await profile.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  context: async ({ workerProfile, workerServer }, provide) => {
    await emptied(workerProfile, workerServer.baseURL);
    await provide(workerProfile);
    await closePages(workerProfile);
  },
  workerServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const given = process.env.E2E_BASE_URL;
      if (given) {
        await provide({ baseURL: given });
        return;
      }
      const started = Date.now();
      const state = await startServer(`w${workerInfo.workerIndex}`);
      console.log(`[e2e] worker ${workerInfo.workerIndex}: reference server ready at ${state.baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      try {
        await provide(state);
      } finally {
        await stopServerAndWait(state);
      }
    },
    // A first start seeds a fresh database (~10 s alone; longer while the other worker does the same).
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, provide) => {
    await provide(workerServer.baseURL);
  },
});
