/**
 * Playwright global setup: builds what the servers need (prepareServer) once,
 * before the workers start theirs (tests/e2e/fixtures.ts), and names this run
 * (E2E_RUN_ID) so the teardown stops only this run's servers. With
 * E2E_BASE_URL set, every test uses that server instead and nothing is built.
 */
import { prepareServer } from './serverProcess';

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using the server at ${process.env.E2E_BASE_URL}`);
    return;
  }
  process.env.E2E_RUN_ID = `${process.pid}-${Date.now()}`;
  await prepareServer();
}
