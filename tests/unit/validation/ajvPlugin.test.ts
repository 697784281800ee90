// @vitest-environment node
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addPortalFormats, messageKeyOf, VALIDATION_KEYS as K, type ValidationIssue } from '@core/validation';

function makeAjv(brandWords?: string[]): Ajv {
  // Same settings rjsf's validator uses (allErrors, verbose), and ajv-formats first so `email` is overridden.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
  addFormats(ajv);
  return addPortalFormats(ajv, brandWords ? { brandWords } : {});
}

function issuesOf(ajv: Ajv, schema: object, data: unknown): ValidationIssue[] {
  const validate = ajv.compile(schema);
  return validate(data) ? [] : (validate.errors ?? []).map(messageKeyOf);
}
const keysOf = (ajv: Ajv, schema: object, data: unknown): string[] => issuesOf(ajv, schema, data).map((i) => i.key);

describe('formats', () => {
  const ajv = makeAjv();
  const formats: readonly (readonly [string, 'string' | 'number', unknown[], unknown[], string])[] = [
    ['mobile', 'string', ['13812345678'], ['12812345678', '1381234567'], K.mobile],
    ['email', 'string', ['a@b.cn'], ['a@b', 'a.b.cn'], K.email],
    ['account', 'string', ['alice'], ['a@b', 'a,b'], K.account],
    ['landline', 'string', ['0591-87654321'], ['12345'], K.landline],
    ['bankNo', 'string', ['6222020200001234567'], ['1'.repeat(31)], K.bankNo],
    ['creditCode', 'string', ['91350100M000100Y43'], ['91350100M000100Y44'], K.creditCode],
    ['areaCode', 'string', ['350100'], ['35a'], K.areaCode],
    ['strongPassword', 'string', ['Abcdefgh1!'], ['Abcdefgh1'], K.strongPassword],
    ['amount', 'number', [0, 999999999999.99], [12.345, -1, 1e12], K.amount],
    ['amount1', 'number', [999999999999.9], [1.25], K.amount],
    ['amount3', 'number', [999999999999.999], [1.0001], K.amount],
  ];
  it.each(formats)('%s', (format, type, valid, invalid, key) => {
    const schema = { type, format };
    for (const value of valid) expect(keysOf(ajv, schema, value)).toEqual([]);
    for (const value of invalid) expect(keysOf(ajv, schema, value)).toEqual([key]);
  });

  it('amount messages carry max and decimals', () => {
    expect(issuesOf(ajv, { type: 'number', format: 'amount1' }, 1.25)).toEqual([
      { key: K.amount, vars: { max: '999999999999.9', decimals: 1 } },
    ]);
  });

  it('says "no spaces" for phone and email with spaces', () => {
    expect(keysOf(ajv, { type: 'string', format: 'mobile' }, '138 1234 5678')).toEqual([K.noSpaces]);
    expect(keysOf(ajv, { type: 'string', format: 'email' }, 'a b@c.cn')).toEqual([K.noSpaces]);
  });

  it('keeps other formats with a generic key', () => {
    expect(issuesOf(ajv, { type: 'string', format: 'date' }, '2024-13-40')).toEqual([{ key: K.format, vars: { format: 'date' } }]);
  });
});

describe('password keyword', () => {
  const schema = {
    type: 'object',
    properties: {
      account: { type: 'string' },
      newPassword: { type: 'string', password: { accountField: 'account', words: ['spring'] } },
    },
  };
  it('reads the account from the sibling field', () => {
    const ajv = makeAjv();
    expect(keysOf(ajv, schema, { account: 'alice', newPassword: 'Alice#2024' })).toEqual([K.passwordSensitive]);
    expect(keysOf(ajv, schema, { account: 'bob', newPassword: 'Alice#2024' })).toEqual([]);
  });
  it('reports every failed rule in spec order', () => {
    const ajv = makeAjv();
    expect(keysOf(ajv, schema, { newPassword: 'root 1' })).toEqual([
      K.passwordLength,
      K.noSpaces,
      K.passwordComplexity,
      K.passwordSensitive,
    ]);
  });
  it('uses the configured brand words and the schema words', () => {
    expect(keysOf(makeAjv(['acme']), schema, { newPassword: 'Acme#20245' })).toEqual([K.passwordSensitive]);
    expect(keysOf(makeAjv(), schema, { newPassword: 'Acme#20245' })).toEqual([]);
    expect(keysOf(makeAjv(), schema, { newPassword: 'Spring#2024' })).toEqual([K.passwordSensitive]);
  });
  it('accepts `true` as the keyword value', () => {
    expect(keysOf(makeAjv(), { type: 'string', password: true }, 'Admin#1234')).toEqual([K.passwordSensitive]);
  });
  it('puts the errors on the password path', () => {
    const ajv = makeAjv();
    const validate = ajv.compile(schema);
    validate({ newPassword: 'short' });
    expect(validate.errors?.every((e) => e.instancePath === '/newPassword')).toBe(true);
  });
});

describe('file keywords', () => {
  const ajv = makeAjv();
  const schema = { fileTypes: ['jpeg', 'jpg', 'bmp', 'png'], maxFileSize: 2 * 1024 * 1024 };
  it('checks names and sizes of a file object, a name, or a list', () => {
    expect(keysOf(ajv, schema, { name: 'a.png', size: 1000 })).toEqual([]);
    expect(keysOf(ajv, schema, 'a.bmp')).toEqual([]);
    expect(keysOf(ajv, schema, { filename: 'a.gif', size: 1000 })).toEqual([K.fileType]);
    expect(keysOf(ajv, schema, { name: 'a.png', size: 3 * 1024 * 1024 })).toEqual([K.fileSize]);
    expect(keysOf(ajv, schema, [{ name: 'a.png', size: 1 }, { name: 'b.pdf', size: 1 }])).toEqual([K.fileType]);
  });
  it('gives the message values', () => {
    const [typeIssue] = issuesOf(ajv, { fileTypes: ['images'] }, 'x.pdf');
    expect(typeIssue).toEqual({ key: K.fileType, vars: { types: 'bmp, jpg, png, gif, tif, jpeg' } });
    const [sizeIssue] = issuesOf(ajv, { maxFileSize: 2048 * 1024 }, { name: 'x.png', size: 1e7 });
    expect(sizeIssue?.vars?.max).toBe('2 MB');
  });
});

describe('field comparison keywords (spec portal-shell 5: change password)', () => {
  const ajv = makeAjv();
  const schema = {
    type: 'object',
    required: ['oldPassword', 'newPassword', 'confirmPassword'],
    properties: {
      oldPassword: { type: 'string' },
      newPassword: { type: 'string', notEqualField: 'oldPassword' },
      confirmPassword: { type: 'string', equalField: 'newPassword' },
    },
  };
  it('new differs from old, confirmation equals new', () => {
    expect(keysOf(ajv, schema, { oldPassword: 'Aa1!aaaa', newPassword: 'Bb2@bbbb', confirmPassword: 'Bb2@bbbb' })).toEqual([]);
    expect(keysOf(ajv, schema, { oldPassword: 'Aa1!aaaa', newPassword: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa' })).toEqual([
      K.notEqual,
    ]);
    expect(keysOf(ajv, schema, { oldPassword: 'Aa1!aaaa', newPassword: 'Bb2@bbbb', confirmPassword: 'Bb2@bbbc' })).toEqual([
      K.equal,
    ]);
  });
  it('reports missing fields as required with the field name', () => {
    expect(issuesOf(ajv, schema, { oldPassword: 'x', newPassword: 'y' })).toEqual([
      { key: K.required, vars: { field: 'confirmPassword' } },
    ]);
  });
});

describe('messageKeyOf for JSON Schema keywords', () => {
  const ajv = makeAjv();
  it.each([
    [{ type: 'string', minLength: 3 }, 'ab', { key: K.minLength, vars: { limit: 3 } }],
    [{ type: 'string', maxLength: 2 }, 'abc', { key: K.maxLength, vars: { limit: 2 } }],
    [{ type: 'string', pattern: '^a' }, 'b', { key: K.pattern, vars: { pattern: '^a' } }],
    [{ type: 'number' }, 'x', { key: K.type, vars: { type: 'number' } }],
    [{ enum: [1, 2] }, 3, { key: K.enum }],
    [{ type: 'number', minimum: 1 }, 0, { key: K.minimum, vars: { limit: 1 } }],
    [{ type: 'number', maximum: 1 }, 2, { key: K.maximum, vars: { limit: 1 } }],
    [{ type: 'array', minItems: 1 }, [], { key: K.minItems, vars: { limit: 1 } }],
    [{ const: true }, false, { key: K.invalid }],
  ])('%j with %j', (schema, data, expected) => {
    expect(issuesOf(ajv, schema, data)).toEqual([expected]);
  });
});
