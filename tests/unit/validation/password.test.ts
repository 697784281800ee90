// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPassword, VALIDATION_KEYS as K } from '@core/validation';

// spec portal-shell 5: every failed rule is reported, in spec order.
const cases: readonly (readonly [string, string, Parameters<typeof checkPassword>[1], readonly string[]])[] = [
  ['strong', 'Good#Pass9', {}, []],
  ['exactly 8', 'Aa1!bcde', {}, []],
  ['exactly 16', 'Aa1!bcdefghijklm', {}, []],
  ['7 chars', 'Aa1!bcd', {}, [K.passwordLength]],
  ['17 chars', 'Aa1!bcdefghijklmn', {}, [K.passwordLength]],
  ['space', 'Good Pass9!', {}, [K.noSpaces]],
  ['no upper', 'good#pass9', {}, [K.passwordComplexity]],
  ['no lower', 'GOOD#PASS9', {}, [K.passwordComplexity]],
  ['no digit', 'Good#Passw', {}, [K.passwordComplexity]],
  ['no special', 'GoodPass99', {}, [K.passwordComplexity]],
  ['admin', 'MyAdmin#12', {}, [K.passwordSensitive]],
  ['ROOT any case', 'xROOTx#1a', {}, [K.passwordSensitive]],
  ['pwd', 'Pwd#12345a', {}, [K.passwordSensitive]],
  ['account', 'Alice#2024', { account: 'alice' }, [K.passwordSensitive]],
  ['other account', 'Alice#2024', { account: 'bob' }, []],
  ['brand word', 'Acme#20240', { brandWords: ['ACME'] }, [K.passwordSensitive]],
  ['extra word', 'Spring#2024', { words: ['spring'] }, [K.passwordSensitive]],
  ['blank words ignored', 'Good#Pass9', { words: ['', '  '], account: '' }, []],
  ['everything', 'admin 1', { account: 'x' }, [K.passwordLength, K.noSpaces, K.passwordComplexity, K.passwordSensitive]],
  ['empty', '', {}, [K.passwordLength, K.passwordComplexity]],
];

describe('checkPassword', () => {
  it.each(cases)('%s: %s', (_name, value, options, expected) => {
    expect(checkPassword(value, options)).toEqual(expected);
  });
});
