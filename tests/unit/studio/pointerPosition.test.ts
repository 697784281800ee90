import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineColumnOf, pointerRange, pointerRanges } from '../../../src/studio/editor/pointerPosition';

const text = JSON.stringify({ type: 'page', body: [{ type: 'table', columns: [{ title: 'a' }, { title: 'b', 'x/y': 1 }] }] }, null, 2);
const slice = (pointer: string): string | undefined => {
  const range = pointerRange(text, pointer);
  return range ? text.slice(range.from, range.to) : undefined;
};

describe('pointerRange', () => {
  it('finds the value a pointer names, through objects and arrays', () => {
    expect(slice('/body/0/columns/1/title')).toBe('"b"');
    expect(slice('/type')).toBe('"page"');
    expect(JSON.parse(slice('/body/0/columns/0') as string)).toEqual({ title: 'a' });
  });
  it('the root is the whole document', () => {
    expect(slice('')).toBe(text);
  });
  it('unescapes ~1 and ~0 in segments', () => {
    expect(slice('/body/0/columns/1/x~1y')).toBe('1');
  });
  it('a pointer to something missing lands on the deepest value that exists', () => {
    expect(JSON.parse(slice('/body/0/columns/1/missing') as string)).toEqual({ title: 'b', 'x/y': 1 });
    expect(JSON.parse(slice('/body/7') as string)).toHaveLength(1);
  });
  it('text that is not JSON gives undefined', () => {
    expect(pointerRange('{"a": ', '/a')).toBeUndefined();
  });
  it('strings with escaped quotes and brackets do not confuse it', () => {
    const tricky = '{"a": "x\\"]}", "b": [1, {"c": true}]}';
    const range = pointerRange(tricky, '/b/1/c');
    expect(range && tricky.slice(range.from, range.to)).toBe('true');
  });
  it('lineColumnOf counts from 1', () => {
    expect(lineColumnOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('pointerRanges', () => {
  /** Every pointer of a value, and a missing child under each. */
  const pointersOf = (value: unknown, pointer = ''): string[] => {
    const own = [pointer, `${pointer}/missing`];
    if (value === null || typeof value !== 'object') return own;
    return [...own, ...Object.entries(value).flatMap(([key, child]) => pointersOf(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`))];
  };
  it('answers as pointerRange for every pointer, reading the text once', () => {
    for (const sample of [text, readFileSync('schemas/workflow/camunda.json', 'utf8'), '{"a": "x\\"]}", "b": [1, {"c": true}], "a": 2}']) {
      const rangeOf = pointerRanges(sample);
      for (const pointer of pointersOf(JSON.parse(sample))) expect(rangeOf(pointer), pointer).toEqual(pointerRange(sample, pointer));
    }
    expect(pointerRanges('{"a": ')('/a')).toBeUndefined();
  });
});
