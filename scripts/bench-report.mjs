// `npm run bench:report`: what the production build is made of. Builds dist/
// when stale, then lists every JS and CSS chunk with its raw, gzip and brotli
// size (brotli is what browsers are sent), largest first, and the totals.
// `npm run bench:report -- 20` shows the 20 largest only.
import { join } from 'node:path';
import { buildIfStale } from './lib/buildFreshness.mjs';
import { WEIGHT_BUDGETS, chunkSizes, kb } from './lib/pageWeight.mjs';
import { REPO_ROOT } from './lib/run.mjs';

if ((await buildIfStale()) !== 0) process.exit(1);
const chunks = chunkSizes(join(REPO_ROOT, 'dist', 'assets'));
const limit = Number(process.argv[2] ?? chunks.length);
const rows = [['chunk', 'raw KB', 'gzip KB', 'brotli KB'], ...chunks.slice(0, limit).map((c) => [c.name, kb(c.raw), kb(c.gzip), kb(c.brotli)])];
const sum = (key) => kb(chunks.reduce((total, c) => total + c[key], 0));
rows.push([`total (${chunks.length} files)`, sum('raw'), sum('gzip'), sum('brotli')]);
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
const over = chunks.filter((c) => c.brotli > WEIGHT_BUDGETS.chunk);
for (const c of over) console.log(`over the ${kb(WEIGHT_BUDGETS.chunk)} KB chunk budget: ${c.name}`);
