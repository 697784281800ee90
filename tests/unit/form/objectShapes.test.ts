// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expandFields, freeKeysOf } from '../../../renderers/form/arrayRows';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { availableKey, closestOption, freeShapeOf, isObjectOptionList, switchedValue } from '../../../renderers/form/objectShapes';
import { buildFields, isDynamicSchema, kindOf } from '../../../renderers/form/schemaFields';
import type { FieldDescriptor, FormSchema } from '../../../renderers/form/types';

const card = { properties: { kind: { const: 'card' }, holder: { type: 'string' }, number: { type: 'string' } }, required: ['number'] };
const bank = { properties: { kind: { const: 'bank' }, holder: { type: 'string' }, iban: { type: 'string' } } };

describe('object-level oneOf', () => {
  it('tells object options from choice lists', () => {
    expect(isObjectOptionList([card, bank])).toBe(true);
    expect(isObjectOptionList([{ $ref: '#/definitions/a' }])).toBe(true);
    expect(isObjectOptionList([{ const: 'a', title: 'A' }])).toBe(false);
    expect(kindOf({ oneOf: [{ $ref: '#/definitions/a' }] })).toBe('object');
    // Picked by the selector, not by the values: no rebuild per keystroke.
    expect(isDynamicSchema({ type: 'object', oneOf: [card, bank] })).toBe(false);
  });

  it('picks the option the values fit, a differing const ruling one out, the selected one on a tie', () => {
    expect(closestOption([card, bank], { kind: 'bank', holder: 'h' }, 0)).toBe(1);
    expect(closestOption([card, bank], { number: '4' }, 1)).toBe(0);
    expect(closestOption([card, bank], {}, 1)).toBe(1);
  });

  it('keeps the values the new option accepts and drops those only the old one declared', () => {
    expect(switchedValue({ kind: 'card', holder: 'h', number: '4', other: 1 }, card, bank)).toEqual({ holder: 'h', other: 1 });
  });

  it('builds a oneOf of $ref options with each option resolved, and a root selector field', () => {
    const schema = { type: 'object', definitions: { a: { type: 'object', title: 'A', properties: { x: { type: 'string' } } } }, oneOf: [{ $ref: '#/definitions/a' }] };
    const resolve = (s: FormSchema): FormSchema => (s.$ref === '#/definitions/a' ? schema.definitions.a : s);
    const fields = buildFields(schema, undefined, resolve);
    const root = fields.at(-1) as FieldDescriptor;
    expect(root.key).toBe('#root');
    expect(root.multi?.choices.map((c) => c.label)).toEqual(['A']);
    expect(root.multi?.choices[0]?.fields.map((f) => f.key)).toEqual(['x']);
  });
});

describe('free keys', () => {
  const schema = { type: 'object', properties: { a: { type: 'string' } }, patternProperties: { '^n_': { type: 'number' } }, additionalProperties: false, propertyNames: { maxLength: 5 } };
  const build = (key: string, valueSchema: FormSchema) => ({ key, schema: valueSchema }) as unknown as FieldDescriptor;
  const free = freeShapeOf(schema, undefined, {}, (s) => s, build);

  it('takes the value schema from the first matching pattern and refuses names no rule allows', () => {
    expect(free?.fieldFor('n_x').schema).toEqual({ type: 'number' });
    expect(free?.fieldFor('n_x')).toBe(free?.fieldFor('n_x'));
    expect(free?.keyProblem('n_ok')).toBeUndefined();
    expect(free?.keyProblem('zz')).toBe('pattern');
    expect(free?.keyProblem('n_toolong')).toBe('name');
    expect(free?.newValue('n_new', 'New Value')).toBe(0);
    expect(freeKeysOf({ a: 'x', n_1: 1, gone: undefined }, free as NonNullable<typeof free>)).toEqual(['n_1']);
  });

  it('has none without additionalProperties or patternProperties; names new keys as rjsf does', () => {
    expect(freeShapeOf({ type: 'object', properties: {} }, undefined, {}, (s) => s, build)).toBeUndefined();
    expect(freeShapeOf({ type: 'object', additionalProperties: true }, undefined, { expandable: false }, (s) => s, build)?.addable).toBe(false);
    expect(availableKey('newKey', new Set(['newKey', 'newKey-1']))).toBe('newKey-2');
  });
});

describe('recursive $ref', () => {
  it('builds a tree one level per value and never recurses without end', async () => {
    const engine = await loadFormEngine();
    const validator = engine.validatorFor([]);
    const node = { type: 'object', properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/definitions/node' } }, next: { $ref: '#/definitions/node' } } };
    const root = { type: 'object', definitions: { node }, properties: { tree: { $ref: '#/definitions/node' } } };
    const values = { tree: { name: 'a', children: [{ name: 'b', children: [{ name: 'c' }] }] } };
    const fields = buildFields(root, undefined, (s, d) => engine.resolveSchema(validator, s, root, d), values);
    const keys = expandFields(fields, values).map((f) => f.key);
    expect(keys).toContain('tree.children.0.children.0.name');
    expect(keys).not.toContain('tree.next.name');
    expect(keys.length).toBeLessThan(30);
  });
});
