import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverStaleReason } from '../../../scripts/lib/serverBundle.mjs';

// `npm start` runs the server's bundle (dist-server/) and rebuilds it when stale:
// this is what decides, on a repository of its own.
describe('serverStaleReason', () => {
  let root: string;
  const at = (path: string, seconds: number) => utimesSync(join(root, path), seconds, seconds);
  const write = (path: string, text = '', seconds = 1_000) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    at(path, seconds);
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'eps-server-bundle-'));
    for (const file of ['package-lock.json', 'tsconfig.json', 'scripts/lib/serverBundle.mjs', 'server/makeEmptyCluster.ts', 'server/main.ts', 'renderers/table/props.schema.ts']) write(file);
    for (const folder of ['server', 'renderers', 'renderers/table', 'scripts', 'scripts/lib']) at(folder, 1_000);
    write('dist-server/main.mjs');
    write('dist-server/proxyMain.mjs');
    write('dist-server/documentCheckWorker.mjs');
    write('dist-server/makeClusterTemplate.mjs');
    write('dist-server/meta.json', JSON.stringify({ inputs: { 'server/main.ts': {}, 'renderers/table/props.schema.ts': {} } }), 2_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is up to date when nothing changed since the build', () => {
    expect(serverStaleReason(root)).toBeUndefined();
  });

  it('names a missing bundle or build record', () => {
    rmSync(join(root, 'dist-server/proxyMain.mjs'));
    expect(serverStaleReason(root)).toBe('dist-server/proxyMain.mjs is missing');
    write('dist-server/proxyMain.mjs');
    rmSync(join(root, 'dist-server/meta.json'));
    expect(serverStaleReason(root)).toBe('dist-server/meta.json is missing');
  });

  it('names a module changed or removed since the build', () => {
    at('server/main.ts', 3_000);
    expect(serverStaleReason(root)).toBe('server/main.ts changed since the last server build');
    rmSync(join(root, 'server/main.ts'));
    at('server', 1_000);
    expect(serverStaleReason(root)).toBe('server/main.ts changed since the last server build');
  });

  it('sees a file added beside the modules (a new renderer found by a pattern import)', () => {
    write('renderers/chart/props.schema.ts', '', 1_000);
    at('renderers', 3_000);
    expect(serverStaleReason(root)).toBe('renderers changed since the last server build');
  });

  it('rebuilds when the installed packages or the build script change', () => {
    at('package-lock.json', 3_000);
    expect(serverStaleReason(root)).toBe('package-lock.json changed since the last server build');
  });

  it('rebuilds when the script that makes the empty cluster changes (it is bundled on its own, not in meta.json)', () => {
    at('server/makeEmptyCluster.ts', 3_000);
    expect(serverStaleReason(root)).toBe('server/makeEmptyCluster.ts changed since the last server build');
  });
});
