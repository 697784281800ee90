// `npm run test:browser`: the browser tests in the system's Chromium against the real reference server. Builds what
// is stale (the portal, the Vite demo sub-apps, the server's bundle), then runs Playwright with the arguments given
// (e.g. a file or `--grep`).
import { findChromium } from './find-chromium.mjs';
import { buildPortalAndSubAppsIfStale } from './lib/buildFreshness.mjs';
import { buildServerIfStale } from './lib/serverBundle.mjs';
import { bin, run } from './lib/run.mjs';

async function main() {
  const chromium = await findChromium().catch((error) => console.error(`[browser-tests] ${error.message}\n[browser-tests] The browser tests need a system Chromium; no browser is downloaded.`));
  if (!chromium) return 1;
  console.log(`[browser-tests] Chromium: ${chromium}`);
  const [portal, bundled] = await Promise.all([buildPortalAndSubAppsIfStale('browser-tests'), buildServerIfStale()]);
  if (portal || bundled) return 1;
  // Never fetch Playwright's own browsers; drive the system one.
  return run(bin('playwright'), ['test', ...process.argv.slice(2)], { env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', TZ: 'UTC' } });
}

process.exit(await main());
