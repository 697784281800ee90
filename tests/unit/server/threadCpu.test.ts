/** The CPU clock of the document checks' time limit (server/lowcode/threadCpu.ts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ownThreadStatPath, threadCpuMs } from '../../../server/lowcode/threadCpu';

const dir = mkdtempSync(join(tmpdir(), 'thread-cpu-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('thread CPU time', () => {
  it('reads utime + stime in ms, counting fields from the last parenthesis of the name', () => {
    const file = join(dir, 'stat');
    // A thread name with a space and a parenthesis; utime 123 and stime 45 ticks.
    writeFileSync(file, '4242 (node (worker) 1) S 1 4242 4242 0 -1 4194560 900 0 0 0 123 45 0 0 20 0 9 0 100 0 0\n');
    expect(threadCpuMs(file)).toBe(1680);
  });

  it('answers undefined for a file that is not there (a thread that ended)', () => {
    expect(threadCpuMs(join(dir, 'gone'))).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('counts this thread busy and not this thread waiting', async () => {
    const stat = ownThreadStatPath();
    expect(stat).toMatch(/^\/proc\/\d+\/task\/\d+\/stat$/);
    const start = threadCpuMs(stat as string) as number;
    // Busy until the clock has moved 100 ms (however long other processes make that take, up to 20 s).
    const deadline = Date.now() + 20_000;
    while ((threadCpuMs(stat as string) as number) - start < 100 && Date.now() < deadline) Math.sqrt(Math.random());
    const busy = (threadCpuMs(stat as string) as number) - start;
    expect(busy).toBeGreaterThanOrEqual(100);
    // Waiting costs this thread nothing: a 300 ms sleep adds at most a few ticks.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((threadCpuMs(stat as string) as number) - start - busy).toBeLessThan(100);
  });
});
