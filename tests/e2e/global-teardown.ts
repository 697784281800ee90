/** Playwright global teardown: stops any server of this run a worker left running (a worker that crashed). */
import { leftServers, stopServerAndWait } from './serverProcess';

export default async function globalTeardown(): Promise<void> {
  const run = process.env.E2E_RUN_ID;
  if (!run) return;
  await Promise.all(leftServers(run).map((state) => stopServerAndWait(state)));
}
