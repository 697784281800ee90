import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildWhenStale, isStale } from '../../../scripts/lib/buildFreshness.mjs';

// `npm start`, the browser tests and the benches build the portal, the sub-apps and the server's bundle only when
// their inputs changed: this is what decides, on a git repository of its own.
describe('buildWhenStale', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const build = () => ({ label: 'the test build', outDir: 'out', output: 'main.mjs', inputs: ['src', 'package-lock.json'], root });
  let builds = 0;
  const make = () => {
    builds += 1;
    write('out/main.mjs', 'built');
    return Promise.resolve(0);
  };

  beforeEach(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    root = mkdtempSync(join(tmpdir(), 'eps-freshness-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    write('.gitignore', 'out/\nsrc/*.log\n');
    write('src/main.ts', 'one');
    write('package-lock.json', '{}');
    builds = 0;
    await buildWhenStale(build(), make);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });

  it('builds when the output is missing, then not again while nothing changed', async () => {
    expect(builds).toBe(1);
    expect(isStale(build())).toBe(false);
    expect(await buildWhenStale(build(), make)).toBe(0);
    expect(builds).toBe(1);
    rmSync(join(root, 'out/main.mjs'));
    expect(isStale(build())).toBe(true);
  });

  it('builds again when a file under its inputs changed, even one git does not track yet', async () => {
    write('src/main.ts', 'two');
    expect(isStale(build())).toBe(true);
    await buildWhenStale(build(), make);
    write('src/added.ts', 'new');
    expect(isStale(build())).toBe(true);
  });

  it('builds again when a file is removed or the installed packages change', async () => {
    write('package-lock.json', '{"packages":{}}');
    expect(isStale(build())).toBe(true);
    await buildWhenStale(build(), make);
    rmSync(join(root, 'src/main.ts'));
    expect(isStale(build())).toBe(true);
  });

  it('leaves out what .gitignore leaves out, and keeps no hash of a failed build', async () => {
    write('src/debug.log', 'noise');
    expect(isStale(build())).toBe(false);
    write('src/main.ts', 'broken');
    expect(await buildWhenStale(build(), () => Promise.resolve(1))).toBe(1);
    expect(isStale(build())).toBe(true);
  });
});
