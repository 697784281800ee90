// `npm run test:browser`: the browser tests in a real Chromium against the
// real reference server. Finds (or, as root on Debian, installs) the system
// Chromium, builds the portal when dist/ is stale (and the Vite-built demo
// sub-apps when theirs are), then runs Playwright.
// Extra arguments go to `playwright test` (e.g. a file or `--grep`).
import { findChromium } from './find-chromium.mjs';
import { buildIfStale, buildSubAppsIfStale } from './lib/buildFreshness.mjs';
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
  const built = await buildIfStale();
  if (built !== 0) {
    console.error('[browser-tests] vite build failed');
    return built;
  }
  // The embedding tests open the demo micro-app, a Vite build of its own.
  const subApps = await buildSubAppsIfStale();
  if (subApps !== 0) {
    console.error('[browser-tests] a sub-app\'s vite build failed');
    return subApps;
  }
  return run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    // Never fetch Playwright's own browsers; drive the system one.
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', TZ: 'UTC' },
  });
}

process.exit(await main());
