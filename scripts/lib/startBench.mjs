// `start` case of `npm run bench` (`npm start` on a built tree to
// an answered /healthz ≤ 3 s). Times the reference server as `npm start`
// runs it (dist-server/main.mjs, the built portal), from spawning the process
// to the first 200 from /healthz: once on an empty data folder (migrations
// and demo seeding included, a first start) and once more on the same folder
// (a restart, what a person running `npm start` again waits for).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from './buildFreshness.mjs';
import { startBenchServer } from './benchServer.mjs';

export const START_BUDGET_MS = 3000;

/** Rows `start-first` and `start-again`: ms from spawn to /healthz. */
export async function runStart() {
  if ((await buildIfStale()) !== 0) throw new Error('vite build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'eps-bench-start-'));
  const rows = [];
  try {
    for (const name of ['start-first', 'start-again']) {
      const server = await startBenchServer({ env: { DATA_DIR: dataDir }, timeoutMs: 300_000 });
      await server.stop();
      const ms = Math.round(server.startedMs);
      console.log(`[bench] ${name}: /healthz answered ${ms} ms after the server process was spawned`);
      rows.push({ name, ms, checks: [{ what: 'ms to /healthz', value: ms, budget: START_BUDGET_MS }] });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
