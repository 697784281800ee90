import { describe, expect, it } from 'vitest';
import { dropPlace, findOutlineNode, insertNodeEdit, moveNodeEdit, nearestOutlineNode, newNodePlace, outlineOf, outlinePointers, pointerAfterRemoval } from '../../../src/studio/visual/documentTree';

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

describe('moving a node in the outline', () => {
  const text = `{
  "type": "page",
  "body": [
    { "type": "text", "text": "a" },
    { "type": "card", "body": [{ "type": "text", "text": "b" }] },
    { "type": "text", "text": "c" }
  ]
}`;
  const document = JSON.parse(text) as unknown;
  const outline = outlineOf(document, (type) => ['page', 'card', 'text'].includes(type));
  const slots = (type: string): string[] => (type === 'card' || type === 'page' ? ['body'] : []);
  const node = (pointer: string) => findOutlineNode(outline, pointer)!;

  it('shifts pointers past the removed item only', () => {
    expect(pointerAfterRemoval('/body/3/body/0', '/body', 1)).toBe('/body/2/body/0');
    expect(pointerAfterRemoval('/body/1', '/body', 1)).toBe('/body/1');
    expect(pointerAfterRemoval('/body/0', '/body', 1)).toBe('/body/0');
    expect(pointerAfterRemoval('/bodyx/3', '/body', 1)).toBe('/bodyx/3');
  });
  it('drops into a slot, beside a node, never into a leaf or into itself', () => {
    expect(dropPlace(node('/body/0'), node('/body/1'), 'into', slots)).toEqual({ array: '/body/1/body', index: 0 });
    expect(dropPlace(node('/body/0'), node('/body/2'), 'after', slots)).toEqual({ array: '/body', index: 3 });
    expect(dropPlace(node('/body/0'), node('/body/1'), 'into', () => ['extra', 'body'])).toEqual({ array: '/body/1/body', index: 0 });
    expect(dropPlace(node('/body/0'), node('/body/1'), 'into', () => ['toolbar'])).toEqual({ array: '/body/1/toolbar', index: 0 });
    expect(dropPlace(node('/body/0'), node('/body/2'), 'into', slots)).toBeUndefined();
    expect(dropPlace(node('/body/1'), node('/body/1/body/0'), 'before', slots)).toBeUndefined();
    expect(dropPlace(node('/body/0'), node(''), 'after', slots)).toBeUndefined();
  });
  it('moves the first text into the card and the last before it, one edit each', () => {
    let landed = '';
    const into = moveNodeEdit(document, '/body/0', { array: '/body/1/body', index: 1 }, (pointer) => (landed = pointer))(text)!;
    expect(landed).toBe('/body/0/body/1');
    expect((JSON.parse(into) as { body: unknown[] }).body).toEqual([
      { type: 'card', body: [{ type: 'text', text: 'b' }, { type: 'text', text: 'a' }] },
      { type: 'text', text: 'c' },
    ]);
    expect(into.startsWith('{\n  "type": "page",\n  "body": [')).toBe(true);
    const last = moveNodeEdit(document, '/body/2', { array: '/body', index: 0 }, (pointer) => (landed = pointer))(text)!;
    expect(landed).toBe('/body/0');
    expect((JSON.parse(last) as { body: { text?: string }[] }).body.map((item) => item.text ?? 'card')).toEqual(['c', 'a', 'card']);
  });
  it('creates a slot that is not there yet', () => {
    const plain = '{"type": "page", "body": [{"type": "text", "text": "a"}, {"type": "card"}]}';
    const moved = moveNodeEdit(JSON.parse(plain), '/body/0', { array: '/body/1/body', index: 0 }, () => undefined)(plain)!;
    expect(JSON.parse(moved)).toEqual({ type: 'page', body: [{ type: 'card', body: [{ type: 'text', text: 'a' }] }] });
  });
});

describe('a new node dropped in the outline (from the palette)', () => {
  const text = '{\n  "type": "page",\n  "body": [\n    { "type": "card", "body": [{ "type": "text", "text": "b" }] },\n    { "type": "text", "text": "c" },\n    { "type": "card", "body": { "type": "text", "text": "d" } }\n  ]\n}';
  const document = JSON.parse(text) as unknown;
  const outline = outlineOf(document, (type) => ['page', 'card', 'text'].includes(type));
  const slots = (type: string): string[] => (type === 'card' || type === 'page' ? ['body'] : []);
  const node = (pointer: string) => findOutlineNode(outline, pointer)!;
  const added = { type: 'text', text: 'new' };

  it('goes where a moved node would: into a slot, beside a node, never into a leaf or beside the root', () => {
    expect(newNodePlace(node('/body/0'), 'into', slots)).toEqual({ array: '/body/0/body', index: 0 });
    expect(newNodePlace(node('/body/1'), 'after', slots)).toEqual({ array: '/body', index: 2 });
    expect(newNodePlace(node('/body/1'), 'into', slots)).toBeUndefined();
    expect(newNodePlace(node(''), 'before', slots)).toBeUndefined();
    expect(newNodePlace(node(''), 'into', slots)).toEqual({ array: '/body', index: 0 });
  });
  it('is put there as one edit, the rest of the text as written', () => {
    let landed = '';
    const into = insertNodeEdit({ array: '/body/0/body', index: 0 }, added, (pointer) => (landed = pointer))(text)!;
    expect(landed).toBe('/body/0/body/0');
    expect((JSON.parse(into) as { body: [{ body: unknown[] }] }).body[0].body).toEqual([added, { type: 'text', text: 'b' }]);
    expect(into.startsWith('{\n  "type": "page",\n  "body": [')).toBe(true);
    const beside = insertNodeEdit({ array: '/body', index: 2 }, added, (pointer) => (landed = pointer))(text)!;
    expect(landed).toBe('/body/2');
    expect((JSON.parse(beside) as { body: unknown[] }).body[2]).toEqual(added);
  });
  it('a slot not there yet is made; a slot holding one node becomes a list of both', () => {
    let landed = '';
    const plain = '{"type": "page", "body": [{"type": "card"}]}';
    expect(JSON.parse(insertNodeEdit({ array: '/body/0/body', index: 0 }, added, (pointer) => (landed = pointer))(plain)!)).toEqual({ type: 'page', body: [{ type: 'card', body: [added] }] });
    expect(landed).toBe('/body/0/body/0');
    const single = insertNodeEdit({ array: '/body/2/body', index: 0 }, added, (pointer) => (landed = pointer))(text)!;
    expect((JSON.parse(single) as { body: { body?: unknown }[] }).body[2]?.body).toEqual([added, { type: 'text', text: 'd' }]);
    expect(landed).toBe('/body/2/body/0');
  });
});
