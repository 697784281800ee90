import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { createDocumentChecker } from '@core/schema/checkDocument';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { moveFor, reorderedSiblings, toMenuNodes } from '../../../src/studio/menus/menuMoves';
import { parseDraft } from '../../../src/studio/preview/parseDraft';
import { previewHasPermission, previewUser } from '../../../src/studio/preview/previewAs';
import { screenTemplate, TEMPLATE_NAMES, isTenantScreenId } from '../../../src/studio/screens/screenTemplates';
import { searchRows, textRows, toOverrides, versionShown } from '../../../src/studio/texts/textRows';
import { problemsOf, toScreenDetail } from '../../../src/studio/lowcodeApi';

describe('studio pure parts', () => {
  it('every template passes the shared document checks', () => {
    const checker = createDocumentChecker(buildMetaSchema(registry.list()));
    for (const name of TEMPLATE_NAMES) expect(checker.check(screenTemplate(name)), name).toEqual([]);
  });
  it('tenant screen ids start with t/', () => {
    expect(isTenantScreenId('t/news-table')).toBe(true);
    expect(isTenantScreenId('home/index')).toBe(false);
    expect(isTenantScreenId('t/')).toBe(false);
  });
  it('a syntax error says where', () => {
    const parse = parseDraft('{\n  "a": 1,\n  }');
    expect(parse.ok).toBe(false);
    if (!parse.ok) expect(parse.line).toBe(3);
  });
  it('preview as a level-2 supplier with a chosen permission set', () => {
    const user = { type: 0, userLevel: null, lang: 'zh-cn', account: 'x' };
    const as = { platform: 'su' as const, userLevel: '2', language: 'en' as const, permissions: ['p_a'] };
    expect(previewUser(user, as)).toEqual({ type: 1, userLevel: '2', lang: 'en', account: 'x' });
    const has = previewHasPermission(as, () => true);
    expect([has('p_a'), has('p_b')]).toEqual([true, false]);
    expect(previewHasPermission({ ...as, permissions: undefined }, () => true)('p_b')).toBe(true);
  });
  it('a drop between siblings is a reorder; into another node a move and a reorder', () => {
    const tree = toMenuNodes([
      { permissionId: 1, parentId: null, type: 2, name: 'app', editable: false, sort: 1, children: [
        { permissionId: 2, parentId: 1, type: 1, name: 'a', editable: true, sort: 10, children: [] },
        { permissionId: 3, parentId: 1, type: 1, name: 'b', editable: true, sort: 20, children: [] },
        { permissionId: 4, parentId: 1, type: 7, name: 'tabs', editable: true, sort: 30, children: [] },
      ] },
    ]);
    expect(moveFor(tree, 3, 2, true, -1)).toEqual({ id: 3, order: { parentId: 1, ids: [3, 2, 4] } });
    expect(moveFor(tree, 2, 4, false, 1)).toEqual({ id: 2, parentId: 4, order: { parentId: 4, ids: [2] } });
    expect(moveFor(tree, 1, 2, true, 1)).toBeUndefined(); // a platform node
    // A shipped entry is reordered among its siblings (the tenant's overlay), never moved to another parent.
    const shipped = toMenuNodes([
      { permissionId: 1, parentId: null, type: 2, name: 'app', editable: false, sort: 1, children: [
        { permissionId: 5, parentId: 1, type: 1, name: 'shipped', editable: false, sort: 10, children: [] },
        { permissionId: 6, parentId: 1, type: 1, name: 'group', editable: true, sort: 20, children: [] },
      ] },
    ]);
    expect(moveFor(shipped, 5, 6, true, 1)).toEqual({ id: 5, order: { parentId: 1, ids: [6, 5] } });
    expect(moveFor(shipped, 5, 6, false, 1)).toBeUndefined();
  });
  it('a reorder names each sibling with the version the tree showed; not the node it has just moved, nor deleted ones', () => {
    const tree = toMenuNodes([
      { permissionId: 1, parentId: null, type: 2, name: 'app', editable: false, sort: 1, version: 'v1', children: [
        { permissionId: 2, parentId: 1, type: 1, name: 'a', editable: true, sort: 10, version: 'v2', children: [] },
        { permissionId: 3, parentId: 1, type: 1, name: 'b', editable: true, sort: 20, version: 'v3', deletedAt: '2026-12-01T00:00:00Z', children: [] },
        { permissionId: 4, parentId: 1, type: 7, name: 'tabs', editable: true, sort: 30, version: 'v4', children: [
          { permissionId: 5, parentId: 4, type: 1, name: 'c', editable: true, sort: 10, version: 'v5', children: [] },
        ] },
      ] },
    ]);
    const among = moveFor(tree, 4, 2, true, -1)!;
    expect(reorderedSiblings(tree, among)).toEqual([{ permissionId: 4, version: 'v4' }, { permissionId: 2, version: 'v2' }]);
    const into = moveFor(tree, 2, 4, false, 1)!;
    expect(reorderedSiblings(tree, into)).toEqual([{ permissionId: 2 }, { permissionId: 5, version: 'v5' }]);
  });
  it('texts: one row per key with both languages and the override, searchable', () => {
    const rows = textRows({ 'zh-cn': { 'a.b': '甲' }, en: { 'a.b': 'A' } }, toOverrides([{ key: 'a.b', lang: 'en', value: 'Alpha', version: 'v1' }, { key: 'a.b', lang: 'fr', value: 'x' }]));
    expect(rows).toEqual([{ key: 'a.b', base: { 'zh-cn': '甲', en: 'A' }, override: { en: 'Alpha' }, versions: { en: 'v1' } }]);
    // A write names the copy it was made on: the override's version, or "none" where there was no override.
    expect(versionShown(rows[0]!, 'en')).toBe('v1');
    expect(versionShown(rows[0]!, 'zh-cn')).toBe('none');
    expect(searchRows(rows, 'alpha')).toHaveLength(1);
    expect(searchRows(rows, 'zzz')).toHaveLength(0);
  });
  it('reads the server answers: detail with drift, problems of a refused draft', () => {
    const detail = toScreenDetail({ shipped: { document: { n: 2 }, hash: 'h' }, published: { version: 3, document: { n: 1 } }, draft: null, drift: { basedOnDocument: { n: 0 } } });
    expect(detail).toMatchObject({ shipped: { n: 2 }, published: { version: 3 }, draft: null, drift: true, basedOn: { n: 0 } });
    expect(problemsOf({ envelope: { data: { problems: [{ pointer: '/body/0', message: 'bad', key: 'k', vars: { a: 'b' } }] } } })).toEqual([{ pointer: '/body/0', message: 'bad', key: 'k', vars: { a: 'b' } }]);
  });
});
