import { describe, expect, it } from 'vitest';
import { nearestOutlineNode, outlineOf, outlinePointers } from '../../../src/studio/visual/documentTree';

const TYPES = new Set(['page', 'table', 'form', 'button', 'dialog', 'tabs', 'text']);
const isType = (type: string): boolean => TYPES.has(type);

describe('the outline of a screen document', () => {
  const document = {
    type: 'page',
    title: { 'zh-cn': '列表', en: 'List' },
    body: [
      { type: 'tabs', items: [{ key: 'a', title: 'x', body: { type: 'table', columns: [{ title: 'c', dataIndex: 'c' }] } }] },
      {
        type: 'button',
        label: 'home.new',
        action: { action: 'dialog', dialog: { type: 'dialog', body: [{ type: 'form', schema: { type: 'object', properties: { a: { type: 'string' } } } }] } },
      },
    ],
  };
  it('finds nodes wherever they sit, with readable names, and never inside a form schema', () => {
    const outline = outlineOf(document, isType);
    expect(outlinePointers(outline)).toEqual(['', '/body/0', '/body/0/items/0/body', '/body/1', '/body/1/action/dialog', '/body/1/action/dialog/body/0']);
    expect(outline?.name).toEqual({ 'zh-cn': '列表', en: 'List' });
    expect(outline?.children[1]?.name).toBe('home.new');
    expect(outline?.children[1]?.list).toEqual({ pointer: '/body', index: 1, length: 2 });
  });
  it('a pointer inside a node (a column) belongs to that node', () => {
    expect(nearestOutlineNode(outlineOf(document, isType), '/body/0/items/0/body/columns/0')?.pointer).toBe('/body/0/items/0/body');
  });
  it('a root that is not a node has no outline', () => {
    expect(outlineOf({ type: 'object' }, isType)).toBeUndefined();
  });
});
