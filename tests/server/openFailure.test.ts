// @vitest-environment node
/**
 * PGlite that cannot open its folder said only "Aborted()" (or "failed to initialize properly"). The start now
 * names the cause: a full disk (checked on a small tmpfs filled up, where the machine lets this test mount one:
 * as root), a missing folder, or, when the disk takes writes, damaged files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { explainPgliteOpenFailure } from '../../server/db/openFailure';

const aborted = new Error('Aborted()');
const root = mkdtempSync(join(tmpdir(), 'eps-open-failure-'));

/** Mounts a 1 MiB tmpfs at `dir`; false when this machine does not let the test mount. */
function mountSmallDisk(dir: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const smallDisk = join(root, 'small');
mkdirSync(smallDisk);
const mounted = mountSmallDisk(smallDisk);

afterAll(() => {
  if (mounted) execFileSync('umount', [smallDisk]);
  rmSync(root, { recursive: true, force: true });
});

it.skipIf(!mounted)('a full disk is named as such, with what to do and PGlite\'s own words', async () => {
  const dataDir = join(smallDisk, 'pglite');
  mkdirSync(dataDir);
  try {
    writeFileSync(join(smallDisk, 'filler'), Buffer.alloc(2 * 1024 * 1024));
  } catch {
    // ENOSPC: the disk is full now, which is the point
  }
  const explained = await explainPgliteOpenFailure(aborted, dataDir);
  expect(explained.message).toMatch(/the disk holding .*pglite is full \(0\.\d MB free\): free some space, then start again/);
  expect(explained.message).toContain('Aborted()');
  expect(explained.cause).toBe(aborted);
});

it('a folder that is not there is named', async () => {
  const explained = await explainPgliteOpenFailure(aborted, join(root, 'gone'));
  expect(explained.message).toMatch(/the folder .*gone does not exist/);
});

it('a disk that takes writes points at the files themselves, and leaves no probe behind', async () => {
  const dataDir = join(root, 'healthy');
  mkdirSync(dataDir);
  const explained = await explainPgliteOpenFailure(aborted, dataDir);
  expect(explained.message).toMatch(/its disk takes writes, so the files may be damaged/);
  expect(execFileSync('ls', ['-A', dataDir], { encoding: 'utf8' })).toBe('');
});
