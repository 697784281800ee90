/**
 * The browser tests' `test` (and, re-exported, the rest of @playwright/test):
 * each Playwright worker starts a reference server of its own (fresh data
 * folder, free port) and every test of that worker runs against it, as
 * `baseURL`. Workers share nothing, so the suite runs in two of them
 * (playwright.config.ts): one after another against one server, the tests
 * left about a fifth of the 2-core machine idle. A worker Playwright
 * replaces after a failed test starts from a fresh server too.
 * With E2E_BASE_URL set, every worker uses that one server instead.
 */
import { test as base } from '@playwright/test';
import { startServer, stopServerAndWait } from './serverProcess';

export * from '@playwright/test';

interface WorkerServer {
  baseURL: string;
}

export const test = base.extend<object, { workerServer: WorkerServer }>({
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
