// `npm run test:browser`: the browser tests in a real Chromium against the
// real reference server. Finds (or, as root on Debian, installs) the system
// Chromium, builds the portal when dist/ is stale (and the Vite-built demo
// sub-apps when theirs are) while it bundles the server, then runs Playwright.
// Extra arguments go to `playwright test` (e.g. a file or `--grep`).
import { findChromium } from './find-chromium.mjs';
import { buildPortalAndSubAppsIfStale } from './lib/buildFreshness.mjs';
import { buildServerIfStale } from './lib/serverBundle.mjs';
import { bin, run } from './lib/run.mjs';

async function main() {
  let chromium;
  try {
    chromium = await findChromium();
  } catch (error) {
    console.error(`[browser-tests] ${error instanceof Error ? error.message : String(error)}`);
    console.error('[browser-tests] The browser tests need a system Chromium; no browser is downloaded.');
    return 1;
  }
  console.log(`[browser-tests] Chromium: ${chromium}`);
  // The portal and the demo micro-app the embedding tests open (a Vite build of its own), and meanwhile the
  // server's bundle and its databases (the global setup finds them ready): neither needs the other.
  const [portal, bundled] = await Promise.all([buildPortalAndSubAppsIfStale('browser-tests'), buildServerIfStale()]);
  if (portal !== 0) return portal;
  if (bundled !== 0) return 1;
  return run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    // Never fetch Playwright's own browsers; drive the system one.
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', TZ: 'UTC' },
  });
}

process.exit(await main());
