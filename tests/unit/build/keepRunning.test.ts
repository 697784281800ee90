/**
 * `npm start` keeps its server up (scripts/start.mjs through keepRunning, scripts/lib/run.mjs): a server that dies
 * is started again and the reason logged; one that keeps dying at once is left down with a message; a clean exit
 * or a stop ends it. Real child processes: a tiny HTTP server that answers with its pid.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepRunning, start } from '../../../scripts/lib/run.mjs';
import { freePort } from '../../e2e/serverProcess';

const quick = { firstDelayMs: 20, maxDelayMs: 100 };
let logged: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  logged = [];
});

function captureErrors() {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
}

/** The pid the server on `port` answers with, once it answers. */
async function pidOn(port: number, not?: number): Promise<number> {
  for (let tries = 0; tries < 300; tries += 1) {
    const pid = await fetch(`http://127.0.0.1:${port}/`).then(
      async (response) => Number(await response.text()),
      () => undefined,
    );
    if (pid !== undefined && pid !== not) return pid;
    await sleep(50);
  }
  throw new Error(`nothing new answered on port ${port}`);
}

describe('keepRunning', () => {
  it('starts a killed server again, logs why, and stops it when asked', async () => {
    captureErrors();
    const port = await freePort();
    const script = `require('node:http').createServer((q, s) => s.end(String(process.pid))).listen(${port}, '127.0.0.1')`;
    let stop = () => {};
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const launches: number[] = [];
    const running = keepRunning((attempt) => {
      launches.push(attempt);
      return start('server', process.execPath, ['-e', script], { group: true });
    }, stopped, quick);
    const first = await pidOn(port);
    process.kill(first, 'SIGKILL');
    const second = await pidOn(port, first);
    expect(second).not.toBe(first);
    expect(launches).toEqual([0, 1]);
    expect(logged.join('\n')).toContain('[server] died (killed by SIGKILL); starting it again in 0.02 s');
    stop();
    await expect(running).resolves.toBe(0);
    expect(() => process.kill(second, 0)).toThrow();
  });

  it('leaves a server that keeps dying at once down, with the reason', async () => {
    captureErrors();
    let launches = 0;
    const code = await keepRunning(() => {
      launches += 1;
      return start('server', process.execPath, ['-e', 'process.exit(3)']);
    }, new Promise(() => {}), { ...quick, maxQuickDeaths: 3 });
    expect(code).toBe(1);
    expect(launches).toBe(3);
    expect(logged.at(-1)).toMatch(/^\[server\] died 3 times in a row, each within 30 s of its start \(last: exit code 3\); not starting it again/);
  });

  it('ends with a server that exits cleanly', async () => {
    captureErrors();
    let launches = 0;
    const code = await keepRunning(() => {
      launches += 1;
      return start('server', process.execPath, ['-e', 'process.exit(0)']);
    }, new Promise(() => {}), quick);
    expect([code, launches, logged]).toEqual([0, 1, []]);
  });
});
