import { describe, expect, it } from 'vitest';
import { emptyHistory, recordEdit, redoEdit, undoEdit } from '../../../src/studio/visual/editHistory';
import { insertAt, moveItem, setAt, setPath } from '../../../src/studio/visual/textPatch';

// Keys in an order JSON.stringify of a sorted copy would not give, and a compact array kept compact.
const TEXT = `{
  "type": "page",
  "title": "home.title",
  "body": [
    {
      "type": "table",
      "columns": [{ "title": "a", "dataIndex": "a" }, { "title": "b", "dataIndex": "b" }]
    },
    {
      "type": "button",
      "label": { "zh-cn": "保存", "en": "Save" }
    }
  ],
  "schemaVersion": 1
}
`;

describe('text patches keep every other key where and as it was', () => {
  it('replaces a value in place', () => {
    const next = setAt(TEXT, '/title', { 'zh-cn': '首页', en: 'Home' }) as string;
    expect(next).toBe(TEXT.replace('"title": "home.title"', '"title": {\n    "zh-cn": "首页",\n    "en": "Home"\n  }'));
    expect(Object.keys(JSON.parse(next) as object)).toEqual(['type', 'title', 'body', 'schemaVersion']);
  });
  it('adds a key at the end of its object, at that object\'s indentation', () => {
    const next = setAt(TEXT, '/body/1/hiddenOn', "platform == 'su' && user.userLevel == 2") as string;
    expect(next).toContain(`"label": { "zh-cn": "保存", "en": "Save" },\n      "hiddenOn": "platform == 'su' && user.userLevel == 2"\n    }`);
    expect(JSON.parse(next).body[1]).toEqual({ type: 'button', label: { 'zh-cn': '保存', en: 'Save' }, hiddenOn: "platform == 'su' && user.userLevel == 2" });
  });
  it('removes a key with its comma, first, middle or last', () => {
    expect(JSON.parse(setAt(TEXT, '/type', undefined) as string)).not.toHaveProperty('type');
    const withoutLast = setAt(TEXT, '/schemaVersion', undefined) as string;
    expect(withoutLast).toContain('  ]\n}\n');
    const withoutMiddle = setAt(TEXT, '/title', undefined) as string;
    expect(withoutMiddle).toBe(TEXT.replace('\n  "title": "home.title",', ''));
  });
  it('inserts into a compact array compactly and into a multi-line one on its own line', () => {
    const compact = insertAt(TEXT, '/body/0/columns', 2, { title: 'c', dataIndex: 'c' }) as string;
    expect(compact).toContain('{ "title": "b", "dataIndex": "b" }, { "title": "c", "dataIndex": "c" }]');
    expect(JSON.parse(compact).body[0].columns.map((column: { title: string }) => column.title)).toEqual(['a', 'b', 'c']);
    const first = insertAt(TEXT, '/body', 0, { type: 'divider' }) as string;
    expect(first).toContain('"body": [\n    {\n      "type": "divider"\n    },\n    {\n      "type": "table"');
    const empty = insertAt('{ "body": [] }', '/body', 0, { type: 'text', text: 'x' }) as string;
    expect(JSON.parse(empty)).toEqual({ body: [{ type: 'text', text: 'x' }] });
  });
  it('moves an item by swapping it with its neighbour', () => {
    const next = moveItem(TEXT, '/body', 1, -1) as string;
    expect(JSON.parse(next).body.map((node: { type: string }) => node.type)).toEqual(['button', 'table']);
    expect(moveItem(TEXT, '/body', 0, -1)).toBeUndefined();
    expect(moveItem(next, '/body', 0, 1)).toBe(TEXT);
  });
  it('refuses text that is not JSON and pointers that lead nowhere', () => {
    expect(setAt('{ "a": ', '/a', 1)).toBeUndefined();
    expect(setAt(TEXT, '/nowhere/deep', 1)).toBeUndefined();
    expect(insertAt(TEXT, '/title', 0, 1)).toBeUndefined();
    expect(insertAt(TEXT, '/body/1', 0, 1)).toBeUndefined();
  });
});

describe('undo and redo of panel edits', () => {
  it('undoes and redoes, merging typing in one field into one step', () => {
    let history = recordEdit(emptyHistory, { before: 'a', after: 'ab', label: 'title', mergeKey: '/title' });
    history = recordEdit(history, { before: 'ab', after: 'abc', label: 'title', mergeKey: '/title' });
    history = recordEdit(history, { before: 'abc', after: 'abcX', label: 'delete' });
    expect(history.undo).toHaveLength(2);
    const once = undoEdit(history, 'abcX');
    expect(once?.text).toBe('abc');
    const twice = undoEdit(once?.history ?? emptyHistory, 'abc');
    expect(twice?.text).toBe('a');
    expect(undoEdit(twice?.history ?? emptyHistory, 'a')).toBeUndefined();
    const again = redoEdit(twice?.history ?? emptyHistory, 'a');
    expect(again?.text).toBe('abc');
    expect(redoEdit(again?.history ?? emptyHistory, 'abc')?.text).toBe('abcX');
  });
  it('a new edit drops what could be redone', () => {
    const history = recordEdit(emptyHistory, { before: 'a', after: 'b', label: 'x' });
    const undone = undoEdit(history, 'b');
    const next = recordEdit(undone?.history ?? emptyHistory, { before: 'a', after: 'c', label: 'y' });
    expect(next.redo).toEqual([]);
  });
});

describe('object members and paths', () => {
  it('moves an object key with its value (a form field up)', () => {
    const text = '{\n  "properties": {\n    "a": { "type": "string" },\n    "b": { "type": "number" }\n  }\n}\n';
    const next = moveItem(text, '/properties', 1, -1) as string;
    expect(next).toBe('{\n  "properties": {\n    "b": { "type": "number" },\n    "a": { "type": "string" }\n  }\n}\n');
  });
  it('creates the objects on the way to a new value, and removing a missing one changes nothing', () => {
    const text = '{\n  "type": "form",\n  "schema": {}\n}\n';
    const next = setPath(text, '/uiSchema/name/ui:messages/required', { 'zh-cn': '必填', en: 'Required' }) as string;
    expect(JSON.parse(next)).toEqual({ type: 'form', schema: {}, uiSchema: { name: { 'ui:messages': { required: { 'zh-cn': '必填', en: 'Required' } } } } });
    expect(Object.keys(JSON.parse(next) as object)).toEqual(['type', 'schema', 'uiSchema']);
    expect(setPath(text, '/uiSchema/name', undefined)).toBe(text);
  });
});
