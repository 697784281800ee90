/** Playwright global teardown: stops the server the global setup started. */
import { rmSync } from 'node:fs';
import { readState, STATE_FILE, stopServerAndWait } from './serverProcess';

export default async function globalTeardown(): Promise<void> {
  const state = readState();
  // Only the server this run started (the setup set E2E_BASE_URL to it in this
  // process); a state file left by a crashed run names a pid that may be reused.
  if (!state || state.baseURL !== process.env.E2E_BASE_URL) return;
  await stopServerAndWait(state);
  rmSync(STATE_FILE, { force: true });
}
