// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en/validation.json';
import zh from '../../../src/i18n/locales/zh-cn/validation.json';
import { VALIDATION_KEYS } from '@core/validation';

const lookup = (bundle: Record<string, string>, key: string): string | undefined => bundle[key.replace(/^validation\./, '')];

describe('validation messages', () => {
  it('exist in both languages for every key, and no others', () => {
    const keys = Object.values(VALIDATION_KEYS).map((k) => k.replace(/^validation\./, '')).sort();
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(zh).sort()).toEqual(keys);
  });

  // spec portal-shell 5: the exact English wordings.
  it.each([
    [VALIDATION_KEYS.passwordLength, 'Password length is 8-16 bits'],
    [VALIDATION_KEYS.noSpaces, 'Cannot contain spaces'],
    [VALIDATION_KEYS.passwordComplexity, 'Must include both uppercase letters, lowercase letters, numbers, and special characters'],
    [VALIDATION_KEYS.passwordSensitive, 'The new password cannot contain account and sensitive information'],
    [VALIDATION_KEYS.mobile, 'Please enter a valid phone number!'],
    [VALIDATION_KEYS.email, 'Please enter a legal email!'],
    [VALIDATION_KEYS.account, 'Account cannot contain special characters!'],
    [VALIDATION_KEYS.agreement, 'Please read and check the user agreement and privacy policy first'],
    [VALIDATION_KEYS.tenantRequired, 'Please select a tenant!'],
    [VALIDATION_KEYS.partnerRequired, 'please select partner'],
    [VALIDATION_KEYS.nameRequired, 'Name is required'],
    [VALIDATION_KEYS.emailRequired, 'Email required'],
    [VALIDATION_KEYS.mobileRequired, 'Mobile phone number is required'],
    [VALIDATION_KEYS.maxPeople, 'The maximum number of people cannot exceed {{max}}'],
    [VALIDATION_KEYS.nodeEmpty, '{{node}} cannot be empty'],
    [VALIDATION_KEYS.uploadFirst, 'Please upload an attachment first'],
    [VALIDATION_KEYS.required, '{{label}} is required'],
  ])('%s reads "%s" in English', (key, text) => {
    expect(lookup(en, key)).toBe(text);
  });

  it('keeps the same placeholders in Chinese', () => {
    const placeholders = (text: string): string[] => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(lookup(zh, key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
