// The brotli files beside the built portal's assets, written after the build
// when `npm start` defers them (a fresh clone's start). Brotli at its
// best quality is ~6 s of CPU for the ~5 MB a build writes: on two cores that
// held back the first answered request by 2-3 s, so the start builds with gzip
// only, lets the server listen, and writes the `.br` files here, in a child at a
// lower priority. The server serves gzip for a file until its `.br` is there
// (@fastify/static's `preCompressed` falls back per request). Each file is
// written under a temporary name and renamed, so no half-written `.br` is ever
// served (server/http/staticSite.ts refuses `.partial` paths); a start stopped
// midway leaves files without `.br`, and the next start finishes them.
//
// `node scripts/lib/brotliAssets.mjs <dir>` writes the missing ones and prints a line.
import { readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { readFile } from 'node:fs/promises';

/** The files the build compresses (vite.config.ts gives the compression plugin the same). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
/** Smaller files are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;
/** What the compression plugin passes to zlib for brotli: its best quality, nothing else (the same bytes). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const PARTIAL = '.partial';

const compress = promisify(brotliCompress);

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The compressible files of `dir` without an up-to-date `.br` beside them. A file whose brotli would not be
 * smaller has none either (the plugin skips those too) and is listed again: rare for text of 1 KB and more.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesWithoutBrotli(dir) {
  const files = filesUnder(dir);
  const present = new Set(files);
  return files.filter((file) => {
    if (!COMPRESSIBLE.test(file)) return false;
    const { size, mtimeMs } = statSync(file);
    if (size < COMPRESS_THRESHOLD) return false;
    return !present.has(`${file}.br`) || statSync(`${file}.br`).mtimeMs < mtimeMs;
  });
}

/**
 * Writes `<file>.br` for each file, `concurrency` at a time (zlib runs them on libuv's threads), each under a
 * temporary name first. Leftover temporary files of an interrupted run are removed.
 * @param {string} dir
 * @param {{ concurrency?: number }} [options]
 * @returns {Promise<{ written: number, skipped: number, ms: number }>}
 */
export async function writeMissingBrotli(dir, options = {}) {
  const started = Date.now();
  for (const file of filesUnder(dir)) if (file.endsWith(PARTIAL)) rmSync(file, { force: true });
  const queue = filesWithoutBrotli(dir);
  let written = 0;
  let skipped = 0;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const raw = await readFile(file);
      const compressed = await compress(raw, BROTLI_OPTIONS);
      if (compressed.length >= raw.length) {
        skipped += 1;
        continue;
      }
      const partial = `${file}.br${PARTIAL}`;
      writeFileSync(partial, compressed);
      renameSync(partial, `${file}.br`);
      written += 1;
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { written, skipped, ms: Date.now() - started };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/lib/brotliAssets.mjs <dir>');
    process.exit(2);
  }
  try {
    const { written, ms } = await writeMissingBrotli(dir);
    console.log(`[start] brotli versions of ${written} built files written in ${(ms / 1000).toFixed(1)} s; the server sends them from now on`);
  } catch (error) {
    // The gzip files stay served: a failure here costs bytes, not the portal.
    console.error(`[start] writing the brotli versions failed (the portal is served with gzip): ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
