/**
 * Makes the empty PGlite cluster new databases start from (db/clusterTemplate.ts). The server's bundle build
 * runs it (dist-server/makeClusterTemplate.mjs) once it has bundled: a template per build, made by the PGlite
 * installed with it.
 */
import { performance } from 'node:perf_hooks';
import { CLUSTER_TEMPLATE_DIR, makeClusterTemplate } from './db/clusterTemplate';

const started = performance.now();
await makeClusterTemplate();
process.stdout.write(`[build] made the empty database new PGlite data folders start from (${CLUSTER_TEMPLATE_DIR}) in ${Math.round(performance.now() - started)} ms\n`);
