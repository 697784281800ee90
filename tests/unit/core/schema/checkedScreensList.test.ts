/**
 * The build-time list of bundled screens (scripts/lib/checkedScreens.ts, run
 * by the vite plugin on `vite build`): the ids the build validated, and the
 * split-out renderer types each document uses, which the portal starts
 * loading together with the document.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { registry } from '../../../../renderers';

// Tests run from the repository root (as the schema tests that read schemas/).
const REPO_ROOT = process.cwd();

interface Listed {
  ids: string[];
  renderers: Record<string, string[]>;
}

function runList(): Listed {
  const tsx = createRequire(join(REPO_ROOT, 'package.json')).resolve('tsx/cli');
  const output = execFileSync(process.execPath, [tsx, 'scripts/lib/checkedScreens.ts'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as Listed;
}

describe('scripts/lib/checkedScreens.ts', () => {
  it('lists the valid documents and the split-out renderers each uses', () => {
    const { ids, renderers } = runList();
    expect(ids).toContain('home/index');
    expect(ids).toContain('user/setting');
    // The home page's tiles, list and statistic renderers are split out; `page` is in the main bundle.
    expect(renderers['home/index']).toEqual(expect.arrayContaining(['tiles', 'list', 'statistic']));
    expect(renderers['home/index']).not.toContain('page');
    expect(renderers['user/setting']).toContain('form');
    for (const types of Object.values(renderers)) {
      for (const type of types) expect(registry.get(type)?.load, type).toBeTypeOf('function');
    }
  }, 60_000);
});
