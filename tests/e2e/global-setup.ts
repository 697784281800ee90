/**
 * Playwright global setup: starts the reference server on a free port with a
 * fresh data folder, serving the built portal (dist/), and exports its URL as
 * E2E_BASE_URL. With E2E_BASE_URL already set, it uses that server instead.
 */
import { startServer } from './serverProcess';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using the server at ${process.env.E2E_BASE_URL}`);
    return;
  }
  const started = Date.now();
  const state = await startServer();
  process.env.E2E_BASE_URL = state.baseURL;
  console.log(`[e2e] reference server ready at ${state.baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
