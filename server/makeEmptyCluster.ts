/**
 * Makes the empty PGlite cluster new data folders start from (db/clusterTemplate.ts), unless the installed
 * PGlite already made the one there. scripts/lib/serverBundle.mjs runs it while esbuild bundles the server: it
 * needs PGlite and none of the server's code, and it is the longest step before a fresh clone's server can open
 * a database (initdb in wasm, ~5 s of CPU). A server build that only changed our code keeps the cluster.
 */
import { ensureClusterTemplate, installedPgliteVersion } from './db/clusterTemplate';

if (!(await ensureClusterTemplate())) {
  process.stdout.write(`[build] the empty database new PGlite data folders start from is up to date (PGlite ${installedPgliteVersion()})\n`);
}
