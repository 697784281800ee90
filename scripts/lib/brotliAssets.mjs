// The brotli files beside built assets, when `npm start` defers them: brotli at its best quality is ~6 s of CPU for
// the ~5 MB a build writes, which held back a fresh clone's first answer by 2-3 s on two cores, so that build writes
// gzip only and these are written once the server answers, at a lower priority (@fastify/static sends gzip until a
// file's `.br` is there). Each is written under a `.partial` name and renamed: no half-written `.br` is ever served
// (server/http/staticSite.ts refuses `.partial` paths). `node scripts/lib/brotliAssets.mjs <dir>` writes them.
import { readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/** The files the build compresses, from 1 KB (vite.config.ts gives the compression plugin the same). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
export const COMPRESS_THRESHOLD = 1024;
const compress = promisify(brotliCompress);
const filesUnder = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
const mtime = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;

/** The compressible files of `dir` without an up-to-date `.br` (one brotli would not make smaller has none either). */
export const filesWithoutBrotli = (dir) =>
  filesUnder(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= COMPRESS_THRESHOLD && mtime(`${file}.br`) < mtime(file));

/** Writes the missing `.br` files, `concurrency` at a time (on libuv's threads), at the build plugin's quality (11). */
export async function writeMissingBrotli(dir, { concurrency = availableParallelism() } = {}) {
  const started = Date.now();
  for (const file of filesUnder(dir)) if (file.endsWith('.partial')) rmSync(file, { force: true });
  const queue = filesWithoutBrotli(dir);
  const counts = { written: 0, skipped: 0 };
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const raw = await readFile(file);
      const compressed = await compress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
      if (compressed.length >= raw.length) counts.skipped += 1;
      else {
        writeFileSync(`${file}.br.partial`, compressed);
        renameSync(`${file}.br.partial`, `${file}.br`);
        counts.written += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { ...counts, ms: Date.now() - started };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { written, ms } = await writeMissingBrotli(process.argv[2]);
    console.log(`[start] brotli versions of ${written} built files written in ${(ms / 1000).toFixed(1)} s; the server sends them from now on`);
  } catch (error) {
    // The gzip files stay served: a failure here costs bytes, not the portal.
    console.error(`[start] writing the brotli versions failed (the portal is served with gzip): ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
