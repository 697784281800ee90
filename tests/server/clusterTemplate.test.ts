// @vitest-environment node
/**
 * A new PGlite data folder starts as a copy of the empty cluster the server's
 * build makes (server/db/clusterTemplate.ts: a first start
 * ran PGlite's initdb, ~4 s of it, before). The copy opens and migrates like a database
 * PGlite created; a folder with files in it, or a template of another PGlite,
 * is never used.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { clusterTemplateReady, copyClusterTemplate, installedPgliteVersion, makeClusterTemplate } from '../../server/db/clusterTemplate';
import { isEmptyDatabase } from '../../server/db/dataDir';
import { migrate } from '../../server/db/migrate';

let root: string;
let template: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'eps-cluster-template-'));
  template = join(root, 'template');
  await makeClusterTemplate(template);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the empty-cluster template', () => {
  it('is stamped with the installed PGlite, and a copy into a missing or an empty folder opens as a new database that migrates', async () => {
    expect(clusterTemplateReady(template)).toBe(true);
    expect(installedPgliteVersion()).toMatch(/^\d+\.\d+\.\d+/);

    const missing = join(root, 'data', 'pglite'); // its parent is missing too
    expect(copyClusterTemplate(missing, template)).toBe(true);
    const first = await openDatabase({ kind: 'pglite', dataDir: missing });
    try {
      expect(await isEmptyDatabase(first.db)).toBe(true);
      expect((await migrate(first.db)).length).toBeGreaterThan(0);
      expect(await isEmptyDatabase(first.db)).toBe(false);
    } finally {
      await first.close();
    }

    // The template stays as it was: a second copy is a new database again.
    const empty = join(root, 'empty');
    mkdirSync(empty);
    expect(copyClusterTemplate(empty, template)).toBe(true);
    const second = await openDatabase({ kind: 'pglite', dataDir: empty });
    try {
      expect(await isEmptyDatabase(second.db)).toBe(true);
    } finally {
      await second.close();
    }
    // No working folder is left beside the copies.
    expect(readdirSync(root).filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(readdirSync(join(root, 'data'))).toEqual(['pglite']);
  });

  it('never copies into a folder with files in it', () => {
    const used = join(root, 'used');
    mkdirSync(used);
    writeFileSync(join(used, 'PG_VERSION'), '17\n');
    expect(copyClusterTemplate(used, template)).toBe(false);
    expect(readdirSync(used)).toEqual(['PG_VERSION']);
  });

  it('is not used when made by another PGlite, or when its stamp is missing', () => {
    const stamp = `${template}.json`;
    writeFileSync(stamp, JSON.stringify({ pglite: '0.0.1' }));
    expect(clusterTemplateReady(template)).toBe(false);
    expect(copyClusterTemplate(join(root, 'other'), template)).toBe(false);
    expect(existsSync(join(root, 'other'))).toBe(false);
    rmSync(stamp);
    expect(clusterTemplateReady(template)).toBe(false);
    expect(copyClusterTemplate(join(root, 'other'), template)).toBe(false);
  });
});
