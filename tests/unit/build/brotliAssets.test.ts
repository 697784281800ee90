import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { filesWithoutBrotli, writeMissingBrotli } from '../../../scripts/lib/brotliAssets.mjs';

// `npm start` on a fresh clone builds with gzip only and writes the brotli files after the server listens
// (brotli in the build slowed the first start); these are the files it writes and the ones it leaves alone.
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eps-brotli-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  return dir;
}

const text = (seed: string) => `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `${seed}-${i}`))};\n`;

describe('the brotli files written after the build', () => {
  it('lists the compressible files of 1 KB and more without an up-to-date .br, and writes exactly those', async () => {
    const dir = site();
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>portal</p>'.repeat(100)}`);
    writeFileSync(join(dir, 'assets', 'a-AAAAAAAA.js'), text('a'));
    writeFileSync(join(dir, 'assets', 'b-BBBBBBBB.css'), text('b'));
    writeFileSync(join(dir, 'assets', 'small-CCCCCCCC.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'logo-DDDDDDDD.png'), Buffer.alloc(4096, 7));
    // Already there and newer than its file: kept as it is.
    writeFileSync(join(dir, 'assets', 'b-BBBBBBBB.css.br'), 'kept');
    const stale = join(dir, 'assets', 'a-AAAAAAAA.js.br');
    writeFileSync(stale, 'stale');
    utimesSync(stale, new Date(2020, 0, 1), new Date(2020, 0, 1));

    expect(filesWithoutBrotli(dir).map((file) => file.slice(dir.length + 1)).sort()).toEqual(['assets/a-AAAAAAAA.js', 'index.html']);
    const result = await writeMissingBrotli(dir, { concurrency: 2 });
    expect(result).toMatchObject({ written: 2, skipped: 0 });
    expect(filesWithoutBrotli(dir)).toEqual([]);
    expect(readFileSync(join(dir, 'assets', 'b-BBBBBBBB.css.br'), 'utf8')).toBe('kept');
    expect(readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.br')).sort()).toEqual(['a-AAAAAAAA.js.br', 'b-BBBBBBBB.css.br']);
  });

  it('writes the bytes the build plugin writes (zlib brotli at quality 11), which decompress to the file', async () => {
    const dir = site();
    const source = text('same');
    writeFileSync(join(dir, 'assets', 'same-EEEEEEEE.js'), source);
    await writeMissingBrotli(dir);
    const written = readFileSync(join(dir, 'assets', 'same-EEEEEEEE.js.br'));
    expect(written.equals(brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))).toBe(true);
    expect(brotliDecompressSync(written).toString()).toBe(source);
  });

  it('removes what an interrupted run left half-written and writes the file again', async () => {
    const dir = site();
    writeFileSync(join(dir, 'assets', 'c-FFFFFFFF.js'), text('c'));
    writeFileSync(join(dir, 'assets', 'c-FFFFFFFF.js.br.partial'), 'half');
    await writeMissingBrotli(dir);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['c-FFFFFFFF.js', 'c-FFFFFFFF.js.br']);
  });

  it('writes no .br for a file that brotli would not make smaller', async () => {
    const dir = site();
    // Random bytes: nothing for brotli to find.
    writeFileSync(join(dir, 'assets', 'noise-GGGGGGGG.js'), randomBytes(3000));
    expect(await writeMissingBrotli(dir)).toMatchObject({ written: 0, skipped: 1 });
    expect(readdirSync(join(dir, 'assets'))).toEqual(['noise-GGGGGGGG.js']);
  });
});
