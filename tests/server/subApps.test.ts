// Which folder of a demo sub-app the reference server serves: a
// Vite-built app only from its build output, a plain one as it is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { subAppFolders } from '../../server/http/subApps';

let root: string;

function file(path: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), '<!doctype html>');
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('subAppFolders', () => {
  it('serves a plain folder as it is and a Vite app from its dist/', () => {
    root = mkdtempSync(join(tmpdir(), 'subapps-'));
    file('plain-ui/index.html');
    file('built-ui/vite.config.ts');
    file('built-ui/index.html');
    file('built-ui/dist/index.html');
    const found = subAppFolders(root).sort((a, b) => a.name.localeCompare(b.name));
    expect(found).toEqual([
      { name: 'built-ui', dir: join(root, 'built-ui', 'dist') },
      { name: 'plain-ui', dir: join(root, 'plain-ui') },
    ]);
  });

  it('leaves out a Vite app that is not built (never its sources) and says why', () => {
    root = mkdtempSync(join(tmpdir(), 'subapps-'));
    file('unbuilt-ui/vite.config.ts');
    file('unbuilt-ui/index.html');
    file('Bad_Name/index.html');
    const missing: string[] = [];
    expect(subAppFolders(root, (name, entry) => missing.push(`${name} ${entry}`))).toEqual([]);
    expect(missing).toEqual([`unbuilt-ui ${join(root, 'unbuilt-ui', 'dist', 'index.html')}`]);
  });
});
