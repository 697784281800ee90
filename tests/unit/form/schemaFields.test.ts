// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { needsEngineAtMount } from '../../../renderers/form/formEngine';
import { decodeText, plainSchemaOf } from '../../../renderers/form/plainSchema';
import { buildFields, flattenFields, isDynamicSchema, kindOf, optionsOf } from '../../../renderers/form/schemaFields';
import { simpleDefaults, trimValues } from '../../../renderers/form/values';

describe('buildFields', () => {
  const schema = {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: { 'zh-cn': '姓名', en: 'Name' }, maxLength: 20 },
      age: { type: 'integer' },
      vip: { type: 'boolean' },
      level: { type: 'string', enum: ['1', '2'] },
      kind: { oneOf: [{ const: 1, title: 'One' }, { const: 2, title: 'Two' }] },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      notes: { type: 'array', items: { type: 'string' } },
      rows: { type: 'array', items: { type: 'object', properties: {} } },
      born: { type: 'string', format: 'date' },
      address: { type: 'object', properties: { city: { type: 'string' } } },
    },
  };

  it('chooses rjsf default widgets per type', () => {
    const byName = Object.fromEntries(buildFields(schema, {}).map((f) => [f.name, f]));
    expect(byName.name?.widget).toBe('text');
    expect(byName.age?.widget).toBe('number');
    expect(byName.age?.kind).toBe('integer');
    expect(byName.vip?.widget).toBe('checkbox');
    expect(byName.level?.widget).toBe('select');
    expect(byName.kind?.widget).toBe('select');
    expect(byName.kind?.kind).toBe('number');
    expect(byName.tags?.widget).toBe('select');
    expect(byName.tags?.options?.map((o) => o.value)).toEqual(['a', 'b']);
    // Arrays without an enum are repeatable rows, as rjsf draws them (plain values and objects alike).
    expect(byName.notes?.widget).toBe('array');
    expect(byName.notes?.options).toBeUndefined();
    expect(byName.rows?.kind).toBe('array');
    expect(byName.born?.widget).toBe('date');
    expect(byName.address?.widget).toBe('object');
    expect(byName.address?.children?.[0]?.path).toEqual(['address', 'city']);
  });

  it('keeps LocalizedText titles and marks required fields', () => {
    const [name] = buildFields(schema, {});
    expect(name?.title).toEqual({ 'zh-cn': '姓名', en: 'Name' });
    expect(name?.required).toBe(true);
    expect(buildFields(schema, {})[1]?.title).toBe('age');
  });

  it('reads uiSchema: widget, order with *, title, options, hidden, emptyValue, colSpan', () => {
    const fields = buildFields(schema, {
      'ui:order': ['vip', '*', 'name'],
      name: { 'ui:widget': 'textarea', 'ui:title': 'Full name', 'ui:options': { rows: 3, colSpan: 2 }, 'ui:emptyValue': '' },
      age: { 'ui:widget': 'hidden' },
      vip: { 'ui:disabled': true, 'ui:readonly': true },
    });
    expect(fields[0]?.name).toBe('vip');
    expect(fields.at(-1)?.name).toBe('name');
    const name = fields.at(-1);
    expect(name?.widget).toBe('textarea');
    expect(name?.title).toBe('Full name');
    expect(name?.ui.rows).toBe(3);
    expect(name?.colSpan).toBe(2);
    expect(name?.emptyValue).toBe('');
    expect(fields.find((f) => f.name === 'age')?.hidden).toBe(true);
    expect(fields[0]?.disabled).toBe(true);
    expect(fields[0]?.readOnly).toBe(true);
  });

  it('flattens fieldsets', () => {
    expect(flattenFields(buildFields(schema, {})).map((f) => f.key)).toContain('address.city');
  });
});

describe('kinds and options', () => {
  it.each([
    [{ type: ['string', 'null'] }, 'string'],
    [{ enum: [1, 2] }, 'number'],
    [{ const: true }, 'boolean'],
    [{ properties: {} }, 'object'],
    [{ type: 'nope' }, 'unsupported'],
    [{}, 'string'],
  ])('%j is %s', (schema, kind) => {
    expect(kindOf(schema)).toBe(kind);
  });
  it('titles enums with ui:enumNames and oneOf with const titles', () => {
    expect(optionsOf({ enum: ['a', 'b'] }, { enumNames: ['A'] })).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'b' },
    ]);
    expect(optionsOf({ oneOf: [{ type: 'string' }] }, {})).toBeUndefined();
  });
});

describe('which schemas need the engine at mount', () => {
  it.each([
    [{ type: 'object', properties: { a: { type: 'string' }, b: { enum: [1] }, c: { oneOf: [{ const: 1, title: 'x' }] } } }, false],
    [{ type: 'object', properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { type: 'string' } } }, true],
    [{ type: 'object', if: { properties: {} }, then: {} }, true],
    [{ type: 'object', properties: { a: { type: 'object', dependencies: { x: ['y'] } } } }, true],
    [{ type: 'object', properties: { a: { oneOf: [{ type: 'string' }, { type: 'number' }] } } }, true],
    [{ type: 'object', properties: { a: { type: 'array', items: { allOf: [] } } } }, true],
  ])('%j: %s', (schema, expected) => {
    expect(needsEngineAtMount(schema)).toBe(expected);
  });
  it('tells conditional schemas apart (their fields change with the values)', () => {
    expect(isDynamicSchema({ type: 'object', properties: { a: { oneOf: [{ const: 1 }] } } })).toBe(false);
    expect(isDynamicSchema({ type: 'object', dependencies: { a: { properties: {} } } })).toBe(true);
  });
});

describe('plain schemas', () => {
  it('encodes LocalizedText annotations only where they are annotations', () => {
    const schema = {
      title: { en: 'Form' },
      properties: { title: { type: 'string', title: { en: 'Title' } }, description: { type: 'object', properties: {} } },
      oneOf: [{ const: 1, title: { en: 'One' } }],
    };
    const plain = plainSchemaOf(schema);
    expect(typeof plain.title).toBe('string');
    expect(decodeText(plain.title)).toEqual({ en: 'Form' });
    const properties = plain.properties as Record<string, Record<string, unknown>>;
    expect(properties.title?.type).toBe('string');
    expect(decodeText(properties.title?.title)).toEqual({ en: 'Title' });
    expect(properties.description).toEqual({ type: 'object', properties: {} });
    expect(plainSchemaOf(schema)).toBe(plain);
    expect(decodeText('plain')).toBe('plain');
  });
});

describe('values', () => {
  it('trims strings deeply and turns emptied strings into the field empty value', () => {
    const fields = new Map(buildFields({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } }, { b: { 'ui:emptyValue': null } }).map((f) => [f.key, f]));
    expect(trimValues({ a: '  x ', b: '   ', c: { d: ' y ' }, e: [' z '], n: 1 }, fields)).toEqual({ a: 'x', b: null, c: { d: 'y' }, e: ['z'], n: 1 });
    expect(trimValues({ a: '   ' }, fields)).toEqual({});
  });
  it('fills schema defaults under the given values, never consts', () => {
    const schema = {
      type: 'object',
      properties: {
        size: { type: 'integer', default: 20 },
        agree: { type: 'boolean', const: true },
        nested: { type: 'object', properties: { x: { type: 'string', default: 'x' } } },
        empty: { type: 'object', properties: { y: { type: 'string' } } },
      },
    };
    expect(simpleDefaults(schema, { size: 50 })).toEqual({ size: 50, nested: { x: 'x' } });
    expect(simpleDefaults(schema, {})).toEqual({ size: 20, nested: { x: 'x' } });
  });
});
