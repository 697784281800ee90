// @vitest-environment node
// The browser's validator (a CSP without 'unsafe-eval') must give the
// same verdicts and message keys as ajv with the portal plugin, and must never
// generate code.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addPortalFormats, messageKeyOf } from '@core/validation';
import { createEvalFreeValidator } from '@core/validation/evalFreeValidator';

const ajv = addPortalFormats(addFormats(new Ajv({ allErrors: true, verbose: true, strict: false })), { brandWords: ['acme'] });
const evalFree = createEvalFreeValidator(['acme']);

/** `path key` of every error, sorted; ajv's `if` announcement and the eval-free wrappers left out. */
function ajvFindings(schema: object, data: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(data)) return [];
  const errors = (validate.errors ?? []).filter((e) => !['if', 'anyOf', 'oneOf', 'allOf'].includes(e.keyword));
  return [...new Set(errors.map((e) => `${e.instancePath} ${messageKeyOf(e).key} ${JSON.stringify(messageKeyOf(e).vars ?? {})}`))].sort();
}
function evalFreeFindings(schema: object, data: unknown): string[] {
  const errors = evalFree.errors(schema, data).filter((e) => !['anyOf', 'oneOf'].includes(e.keyword));
  return [...new Set(errors.map((e) => `${e.instancePath} ${messageKeyOf(e).key} ${JSON.stringify(messageKeyOf(e).vars ?? {})}`))].sort();
}

const person = {
  type: 'object',
  required: ['name', 'phone'],
  definitions: { code: { type: 'string', pattern: '^[A-Z]{3}$' } },
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 5 },
    phone: { type: 'string', format: 'mobile' },
    mail: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 18, maximum: 99, multipleOf: 1 },
    price: { type: 'number', format: 'amount' },
    code: { $ref: '#/definitions/code' },
    kind: { enum: ['a', 'b'] },
    account: { type: 'string' },
    password: { type: 'string', password: { accountField: 'account' } },
    confirm: { type: 'string', equalField: 'password' },
    files: { type: 'array', maxItems: 2, fileTypes: ['pdf'], items: { type: 'object' } },
    rows: { type: 'array', minItems: 1, items: { type: 'object', required: ['x'], properties: { x: { type: 'string', format: 'bankNo' } } } },
    'a/b': { type: 'string', minLength: 3 },
    中文: { type: 'string', format: 'creditCode' },
  },
  if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
  then: { required: ['mail'] },
  dependencies: { account: ['password'] },
};

const cases: readonly (readonly [string, unknown])[] = [
  ['valid', { name: 'Ann', phone: '13812345678' }],
  ['empty object', {}],
  ['limits and formats', { name: 'A', phone: '138 1234 5678', mail: 'nope', age: 7.5, price: 1.234, code: 'ab', kind: 'c' }],
  ['over the maxima', { name: 'Abcdefg', phone: '1', age: 120, mail: 'a@b.cn' }],
  ['if/then', { name: 'Ann', phone: '13812345678', kind: 'a' }],
  ['dependencies, password and equalField', { name: 'Ann', phone: '13812345678', account: 'alice' }],
  ['password rules', { name: 'Ann', phone: '13812345678', account: 'alice', password: 'alice-acme', confirm: 'x' }],
  ['files and rows', { name: 'Ann', phone: '13812345678', files: [{ name: 'a.exe' }, {}, {}], rows: [{}, { x: '1' }] }],
  ['escaped and Chinese keys', { name: 'Ann', phone: '13812345678', 'a/b': 'x', 中文: 'bad' }],
  ['wrong types', { name: 5, phone: null, rows: 'x', age: '7' }],
];

describe('the eval-free validator', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(cases)('agrees with ajv: %s', (name, data) => {
    const found = evalFreeFindings(person, data);
    expect(found).toEqual(ajvFindings(person, data));
    expect(found.length > 0).toBe(name !== 'valid');
  });

  it('validates with code generation forbidden (what a CSP without unsafe-eval does), where ajv cannot', () => {
    const schema = { type: 'object', properties: { phone: { type: 'string', format: 'mobile' }, n: { type: 'number', format: 'amount' } } };
    vi.stubGlobal('Function', function forbidden() {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    expect(() => new Ajv().compile({ type: 'object', properties: { q: { type: 'string' } } })).toThrow(EvalError);
    const keys = createEvalFreeValidator().errors(schema, { phone: '1', n: 0.001 }).map((e) => messageKeyOf(e).key);
    expect(keys.sort()).toEqual(['validation.amount', 'validation.mobile']);
  });

  it('reads undefined values as absent (form values hold them) and leaves the caller schema unmarked', () => {
    const schema = { type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { $ref: '#/properties/a' } } };
    const errors = evalFree.errors(schema, { a: undefined, b: 'x' });
    expect(errors.map((e) => [e.keyword, e.params.missingProperty])).toEqual([['required', 'a']]);
    expect(Object.getOwnPropertyNames(schema.properties.b)).toEqual(['$ref']);
  });

  it('answers isValid for subschemas whose $ref points into the root (rjsf option matching)', () => {
    const root = { definitions: { n: { type: 'number' } }, oneOf: [{ $ref: '#/definitions/n' }, { type: 'string' }] };
    expect(evalFree.isValid({ $ref: '#/definitions/n' }, 5, root)).toBe(true);
    expect(evalFree.isValid({ $ref: '#/definitions/n' }, 'x', root)).toBe(false);
    expect(evalFree.isValid({ $ref: '#/definitions/missing' }, 'x', root)).toBe(false);
  });

  it('reports an unresolvable $ref by throwing (the form shows "form structure invalid")', () => {
    expect(() => evalFree.errors({ $ref: '#/nowhere' }, 1)).toThrow(/Unresolved \$ref/);
  });
});
