/**
 * Makes the databases new PGlite data folders start from, once per server build (dist-server/makeClusterTemplate.mjs,
 * run by scripts/lib/serverBundle.mjs once it has bundled): the empty cluster (db/clusterTemplate.ts) when
 * makeEmptyCluster.ts has not made it, then from it the demo database a first `npm start` copies
 * (db/demoTemplate.ts), made by this build's code.
 */
import { performance } from 'node:perf_hooks';
import { SERVER_BUILD } from './buildId';
import { ensureClusterTemplate } from './db/clusterTemplate';
import { DEMO_TEMPLATE_DIR } from './db/demoTemplate';
import { makeDemoTemplate } from './db/makeDemoTemplate';

// Made beforehand by makeEmptyCluster.ts while the server was bundled; made here only when that did not happen.
await ensureClusterTemplate();
if (SERVER_BUILD === undefined) {
  process.stdout.write('[build] not a server bundle (no build id): no seeded demo database made\n');
} else {
  const started = performance.now();
  await makeDemoTemplate(SERVER_BUILD);
  process.stdout.write(`[build] made the seeded demo database a first start copies (${DEMO_TEMPLATE_DIR}) in ${Math.round(performance.now() - started)} ms\n`);
}
