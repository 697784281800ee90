// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX,
  checkAccount,
  checkAmount,
  checkAreaCode,
  checkBankNo,
  checkCreditCode,
  checkEmail,
  checkInteger,
  checkLandline,
  checkMobile,
  checkNumeric,
  checkStrongPassword,
  creditCodeCheckChar,
  formatPhone344,
  isCreditCode,
  VALIDATION_KEYS as K,
  type ValidationIssue,
} from '@core/validation';

type Check = (value: unknown) => ValidationIssue | undefined;
interface RuleTable {
  name: string;
  check: Check;
  valid: readonly unknown[];
  invalid: readonly (readonly [unknown, string])[];
}

// spec portal-shell 5 and workflow-enterprise-embedding 5: valid and invalid examples per rule.
const tables: RuleTable[] = [
  {
    name: 'mobile',
    check: checkMobile,
    valid: ['13812345678', '19912345678', '15000000000', '17700001111'],
    invalid: [
      ['12812345678', K.mobile], // second digit 2
      ['10812345678', K.mobile],
      ['1381234567', K.mobile], // 10 digits
      ['138123456789', K.mobile], // 12 digits
      ['23812345678', K.mobile],
      ['1381234567a', K.mobile],
      ['138 1234 5678', K.noSpaces],
      ['+8613812345678', K.mobile],
    ],
  },
  {
    name: 'email',
    check: checkEmail,
    valid: ['a@b.cn', 'first.last@example.com', 'user+tag@mail.example.org', 'x_y-z@sub-domain.co'],
    invalid: [
      ['plainaddress', K.email],
      ['a@b', K.email],
      ['@example.com', K.email],
      ['a@.com', K.email],
      ['a..b@example.com', K.email],
      ['a@example.c', K.email],
      ['a b@example.com', K.noSpaces],
      ['a@example.com ', K.noSpaces],
    ],
  },
  {
    name: 'account',
    check: checkAccount,
    valid: ['alice', 'zhang_san', 'user.01', '张三', 'a-b'],
    invalid: ['a@b', 'a&b', 'a<b', 'a>b', "a'b", 'a"b', 'a#b', 'a$b', 'a*b', 'a%b', 'a!b', 'a:b', 'a/b', 'a~b', 'a,b'].map(
      (v) => [v, K.account] as const,
    ),
  },
  {
    name: 'strong password',
    check: checkStrongPassword,
    valid: ['Abcdefgh1!', 'Passw0rd@2024', 'ZZzz11$$??'],
    invalid: [
      ['Abcdefg1!', K.strongPassword], // 9 chars
      ['abcdefgh1!', K.strongPassword], // no upper
      ['ABCDEFGH1!', K.strongPassword], // no lower
      ['Abcdefghi!', K.strongPassword], // no digit
      ['Abcdefghi1', K.strongPassword], // no special
      ['Abcdefgh1#', K.strongPassword], // # is not one of @$!%*?&
    ],
  },
  {
    name: 'unified social credit code',
    check: checkCreditCode,
    valid: ['91350100M000100Y43', '91110000802100433B', '91440300708461136T', '91310000775785552L'],
    invalid: [
      ['91350100M000100Y44', K.creditCode], // wrong check char
      ['91350100M000100Y4', K.creditCode], // 17 chars
      ['91350100M000100Y433', K.creditCode], // 19 chars
      ['91350100I000100Y43', K.creditCode], // I is not a code char
      ['9135010AM000100Y43', K.creditCode], // division code not digits
      ['91350100m000100y43', K.creditCode], // lower case
    ],
  },
  {
    name: 'landline',
    check: checkLandline,
    valid: ['87654321', '123456', '0591-87654321', '010-1234567', '(0755)12345678', '02112345678'],
    invalid: [
      ['12345', K.landline],
      ['123456789', K.landline],
      ['0591-12345', K.landline],
      ['0591--87654321', K.landline],
      ['abc12345', K.landline],
    ],
  },
  {
    name: 'bank number',
    check: checkBankNo,
    valid: ['6222020200001234567', '1', '1'.repeat(30)],
    invalid: [
      ['1'.repeat(31), K.bankNo],
      ['6222 0202 0000', K.bankNo],
      ['62220a', K.bankNo],
    ],
  },
  {
    name: 'amount (2 decimals)',
    check: (v) => checkAmount(v),
    valid: [0, '0', 1, '12.5', '12.50', 999999999999.99, '999999999999.99', 0.01],
    invalid: [
      ['12.345', K.amount],
      [-1, K.amount],
      ['-0.01', K.amount],
      ['1000000000000', K.amount],
      [1000000000000, K.amount],
      ['01.5', K.amount],
      ['1.', K.amount],
      ['abc', K.amount],
      [Number.NaN, K.amount],
    ],
  },
  {
    name: 'amount (1 decimal)',
    check: (v) => checkAmount(v, 1),
    valid: ['999999999999.9', 0.5, '10'],
    invalid: [
      ['999999999999.99', K.amount],
      ['1.25', K.amount],
    ],
  },
  {
    name: 'amount (3 decimals)',
    check: (v) => checkAmount(v, 3),
    valid: ['999999999999.999', 1.125, '0.001'],
    invalid: [
      ['1.0001', K.amount],
      ['9999999999999', K.amount],
    ],
  },
  {
    name: 'integer',
    check: checkInteger,
    valid: [0, 12, -3, '42', '-7', '+8'],
    invalid: [
      [1.5, K.integer],
      ['1.5', K.integer],
      ['1e3', K.integer],
      ['12a', K.integer],
    ],
  },
  {
    name: 'numeric',
    check: checkNumeric,
    valid: [1.5, '-2.25', '3', '.5', '10.'],
    invalid: [
      ['1.2.3', K.numeric],
      ['abc', K.numeric],
      [Number.POSITIVE_INFINITY, K.numeric],
      ['1,000', K.numeric],
    ],
  },
  {
    name: 'area digits',
    check: checkAreaCode,
    valid: ['350100', '0'],
    invalid: [
      ['35a100', K.areaCode],
      ['-1', K.areaCode],
    ],
  },
];

describe.each(tables)('$name', ({ check, valid, invalid }) => {
  it.each(valid.map((v) => [v]))('accepts %j', (value) => {
    expect(check(value)).toBeUndefined();
  });
  it.each(invalid.map(([v, key]) => [v, key]))('rejects %j with %s', (value, key) => {
    expect(check(value)?.key).toBe(key);
  });
  it('leaves empty values to the required rule', () => {
    expect(check('')).toBeUndefined();
    expect(check(undefined)).toBeUndefined();
    expect(check(null)).toBeUndefined();
  });
});

describe('amount messages', () => {
  it('carry the variant maximum and decimals', () => {
    expect(checkAmount('1.2345', 3)).toEqual({ key: K.amount, vars: { max: '999999999999.999', decimals: 3 } });
    expect(checkAmount(-1)).toEqual({ key: K.amount, vars: { max: AMOUNT_MAX[2], decimals: 2 } });
  });
});

describe('credit code check character (GB 32100-2015)', () => {
  it('computes the check character of real codes', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000802100433')).toBe('B');
    expect(creditCodeCheckChar('91440300708461136')).toBe('T');
  });
  it('maps a remainder of 0 to the character 0', () => {
    // Search a 17-character body whose weighted sum is a multiple of 31.
    const body = Array.from({ length: 31 }, (_, i) => `9144030070846113${'0123456789ABCDEFGHJKLMNPQRTUWXY'.charAt(i)}`).find(
      (candidate) => creditCodeCheckChar(candidate) === '0',
    );
    expect(body).toBeDefined();
    expect(isCreditCode(`${body}0`)).toBe(true);
  });
  it('rejects bodies with non-code characters', () => {
    expect(creditCodeCheckChar('9135010OM000100Y4')).toBeUndefined();
    expect(creditCodeCheckChar('short')).toBeUndefined();
  });
});

describe('formatPhone344', () => {
  it.each([
    ['13812345678', '138 1234 5678'],
    ['138 1234 5678', '138 1234 5678'],
    ['138-1234-5678', '138 1234 5678'],
    ['12345', '12345'],
    ['', ''],
  ])('%s gives %s', (input, expected) => {
    expect(formatPhone344(input)).toBe(expected);
  });
  it('formats numbers and takes a separator', () => {
    expect(formatPhone344(13812345678, '-')).toBe('138-1234-5678');
    expect(formatPhone344(undefined)).toBe('');
  });
});
