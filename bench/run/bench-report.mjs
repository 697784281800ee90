// `npm run bench:report`: what the production build is made of. Builds dist/
// when stale, then lists every JS and CSS chunk with its raw, gzip and brotli
// size (brotli is what browsers are sent), largest first, and the totals.
// `npm run bench:report -- 20` shows the 20 largest only.
// `npm run bench:report -- --packages [N]` rebuilds (the module list of each
// chunk only comes out of a build) and shows, for the N largest chunks (10),
// which packages and source folders fill them, by size before minifying:
// where to look when a page is over its weight budget.
// `npm run bench:report -- --floor` builds, step by step, a page mounting only
// the libraries and antd parts the sign-in page shows, and prints what each
// step adds (brotli): the floor under our own code (bench/run/stackFloor.mjs).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../../scripts/lib/buildFreshness.mjs';
import { WEIGHT_BUDGETS, chunkSizes, kb } from './pageWeight.mjs';
import { REPO_ROOT, bin, run } from '../../scripts/lib/run.mjs';

const args = process.argv.slice(2);
if (args.includes('--floor')) {
  const { stackFloor } = await import('./stackFloor.mjs');
  const rows = await stackFloor();
  printTable([['what the page mounts', 'adds KB', 'total KB (brotli)'], ...rows]);
  const floorKb = Number(rows.at(-1)[2]);
  console.log(`login budget: ${WEIGHT_BUDGETS.login.floorRatio} × the floor = ${(floorKb * WEIGHT_BUDGETS.login.floorRatio).toFixed(1)} KB`);
  process.exit(0);
}
const packages = args.includes('--packages');
const graphFile = join(tmpdir(), `eps-bundle-graph-${process.pid}.json`);
const built = packages ? await run(bin('vite'), ['build'], { env: { EPS_BUNDLE_GRAPH: graphFile } }) : await buildIfStale();
if (built !== 0) process.exit(1);
const chunks = chunkSizes(join(REPO_ROOT, 'dist', 'assets'));
const limit = Number(args.find((arg) => /^\d+$/.test(arg)) ?? (packages ? 10 : chunks.length));

function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

/** node_modules/<package> (antd/<component> for antd), else the first two folders of a source path. */
function ownerOf(id) {
  const inPackage = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)(?:[\\/]es[\\/]([^\\/]+))?/.exec(id);
  if (inPackage) return inPackage[1] === 'antd' && inPackage[2] ? `antd/${inPackage[2]}` : inPackage[1];
  return id.replace(REPO_ROOT, '').split(/[\\/]/).filter(Boolean).slice(0, 2).join('/');
}

if (packages) {
  /** @type {{ fileName: string, modules: { id: string, bytes: number }[] }[]} */
  const graph = JSON.parse(readFileSync(graphFile, 'utf8'));
  const byFile = new Map(graph.map((chunk) => [chunk.fileName.replace(/^assets\//, ''), chunk]));
  for (const chunk of chunks.filter((c) => c.name.endsWith('.js')).slice(0, limit)) {
    const owners = new Map();
    for (const module of byFile.get(chunk.name)?.modules ?? []) owners.set(ownerOf(module.id), (owners.get(ownerOf(module.id)) ?? 0) + module.bytes);
    const top = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`\n${chunk.name}  ${kb(chunk.brotli)} KB brotli`);
    printTable([['  from', 'KB before minifying'], ...top.map(([owner, bytes]) => [`  ${owner}`, kb(bytes)])]);
  }
} else {
  const rows = [['chunk', 'raw KB', 'gzip KB', 'brotli KB'], ...chunks.slice(0, limit).map((c) => [c.name, kb(c.raw), kb(c.gzip), kb(c.brotli)])];
  const sum = (key) => kb(chunks.reduce((total, c) => total + c[key], 0));
  rows.push([`total (${chunks.length} files)`, sum('raw'), sum('gzip'), sum('brotli')]);
  printTable(rows);
}
const over = chunks.filter((c) => c.brotli > WEIGHT_BUDGETS.chunk);
for (const c of over) console.log(`over the ${kb(WEIGHT_BUDGETS.chunk)} KB chunk budget: ${c.name}`);
