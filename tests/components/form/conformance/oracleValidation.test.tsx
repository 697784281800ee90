/** Hand-written oracle cases beside rjsf: validation keywords, each with bad data refused and good data sent (docs/forms.md "Form support"). */
import { describe } from 'vitest';
import { compareWithRjsf, props, str } from './handCases';

const num = (title: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ type: 'number', title, ...extra });
const list = (extra: Record<string, unknown>): Record<string, unknown> => ({ type: 'array', title: 'Tags', items: str('Tag'), ...extra });

describe('rjsf oracle: validation keywords', () => {
  compareWithRjsf([
    { name: 'required: missing', schema: props({ a: str('Name'), b: str('Note') }, { required: ['a'] }), sees: { errors: ['Name'], submitted: undefined } },
    { name: 'required: given', schema: props({ a: str('Name') }, { required: ['a'] }), formData: { a: 'x' }, sees: { submitted: { a: 'x' } } },
    { name: 'required number: missing', schema: props({ n: num('Amount') }, { required: ['n'] }), sees: { errors: ['Amount'] } },
    { name: 'minLength: too short', schema: props({ a: str('Code', { minLength: 3 }) }), formData: { a: 'x' }, sees: { errors: ['Code'] } },
    { name: 'minLength: long enough', schema: props({ a: str('Code', { minLength: 3 }) }), formData: { a: 'xyz' }, sees: { submitted: { a: 'xyz' } } },
    { name: 'maxLength: too long', schema: props({ a: str('Code', { maxLength: 2 }) }), formData: { a: 'xyz' }, sees: { errors: ['Code'] } },
    { name: 'pattern: no match', schema: props({ a: str('Digits', { pattern: '^[0-9]+$' }) }), formData: { a: 'x1' }, sees: { errors: ['Digits'] } },
    { name: 'pattern: match', schema: props({ a: str('Digits', { pattern: '^[0-9]+$' }) }), formData: { a: '42' }, sees: { submitted: { a: '42' } } },
    { name: 'minimum: below', schema: props({ n: num('Amount', { minimum: 5 }) }), formData: { n: 1 }, sees: { errors: ['Amount'] } },
    { name: 'maximum: above', schema: props({ n: num('Amount', { maximum: 5 }) }), formData: { n: 9 }, sees: { errors: ['Amount'] } },
    { name: 'minimum / maximum: within', schema: props({ n: num('Amount', { minimum: 1, maximum: 5 }) }), formData: { n: 5 }, sees: { submitted: { n: 5 } } },
    { name: 'exclusiveMinimum: on the bound', schema: props({ n: num('Amount', { exclusiveMinimum: 0 }) }), formData: { n: 0 }, sees: { errors: ['Amount'] } },
    { name: 'multipleOf: not a multiple', schema: props({ n: { type: 'integer', title: 'Pack', multipleOf: 5 } }), formData: { n: 7 }, sees: { errors: ['Pack'] } },
    { name: 'multipleOf: a multiple', schema: props({ n: { type: 'integer', title: 'Pack', multipleOf: 5 } }), formData: { n: 10 }, sees: { submitted: { n: 10 } } },
    { name: 'integer: a fraction refused', schema: props({ n: { type: 'integer', title: 'Count' } }), formData: { n: 1.5 }, sees: { errors: ['Count'] } },
    { name: 'minItems: too few', schema: props({ l: list({ minItems: 2 }) }), formData: { l: ['a'] }, sees: { submitted: undefined } },
    { name: 'maxItems: too many', schema: props({ l: list({ maxItems: 1 }) }), formData: { l: ['a', 'b'] }, sees: { submitted: undefined } },
    { name: 'minItems / maxItems: within', schema: props({ l: list({ minItems: 1, maxItems: 2 }) }), formData: { l: ['a'] }, sees: { submitted: { l: ['a'] } } },
    { name: 'uniqueItems: a repeated value', schema: props({ l: list({ uniqueItems: true }) }), formData: { l: ['a', 'a'] }, sees: { submitted: undefined } },
    { name: 'required inside a nested object', schema: props({ o: props({ city: str('City') }, { title: 'Address', required: ['city'] }) }, { required: ['o'] }), sees: { errors: ['City'] } },
    { name: 'required of an optional nested object left empty: not asked', schema: props({ o: props({ city: str('City') }, { title: 'Address', required: ['city'] }), a: str('A') }), sees: { errors: [], submitted: {} } },
    { name: 'required from allOf', schema: props({ a: str('Alpha') }, { allOf: [{ required: ['a'] }] }), sees: { errors: ['Alpha'] } },
    {
      name: 'required from if / then',
      schema: props({ kind: str('Kind', { enum: ['person', 'company'] }), code: str('Code') }, { if: { properties: { kind: { const: 'company' } }, required: ['kind'] }, then: { required: ['code'] } }),
      formData: { kind: 'company' },
      sees: { errors: ['Code'] },
    },
    { name: 'dependencies (array form): the dependent field asked for', schema: props({ card: str('Card'), billing: str('Billing') }, { dependencies: { card: ['billing'] } }), formData: { card: '4111' }, sees: { errors: ['Billing'] } },
    { name: 'dependencies (array form): not asked without the first', schema: props({ card: str('Card'), billing: str('Billing') }, { dependencies: { card: ['billing'] } }), formData: {}, sees: { submitted: {} } },
    {
      name: 'propertyNames: a refused key',
      schema: props({}, { additionalProperties: { type: 'string' }, propertyNames: { pattern: '^[a-z]+$' } }),
      formData: { good: 'x', Bad1: 'y' },
      sees: { submitted: undefined },
    },
  ]);
});
