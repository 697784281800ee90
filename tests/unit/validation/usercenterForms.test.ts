// @vitest-environment node
/**
 * Table-driven checks of the user-centre forms as shipped (schemas/user/*.json)
 * against spec portal-shell 5: each dialog's JSON Schema, compiled with the
 * portal's formats and keywords, answers exactly the spec's message keys for
 * valid and invalid input (password strength with the account, differing old and
 * new values, confirmation, phone, email, account characters, reason).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addPortalFormats, messageKeyOf, VALIDATION_KEYS as K } from '@core/validation';
import { getExpressionFunction } from '@core/expression/functions';
import setting from '../../../schemas/user/setting.json';
import forcedPassword from '../../../schemas/user/forced-password.json';
import addPartner from '../../../schemas/user/dialogs/add-partner.json';
import businessContact from '../../../schemas/user/dialogs/business-contact.json';
import changeEmail from '../../../schemas/user/dialogs/change-email.json';
import changePassword from '../../../schemas/user/dialogs/change-password.json';
import changePhone from '../../../schemas/user/dialogs/change-phone.json';
import exitEnterprise from '../../../schemas/user/dialogs/exit-enterprise.json';
import verifyEmail from '../../../schemas/user/dialogs/verify-email.json';

const ajv = addPortalFormats(addFormats(new Ajv({ allErrors: true, verbose: true, strict: false })));

/** Every form node of a document, by id. */
function formsOf(node: unknown, found = new Map<string, object>()): Map<string, object> {
  if (Array.isArray(node)) node.forEach((n) => formsOf(n, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record['type'] === 'form' && typeof record['id'] === 'string') found.set(record['id'], record['schema'] as object);
    Object.values(record).forEach((v) => formsOf(v, found));
  }
  return found;
}
const forms = formsOf([setting, forcedPassword, changePassword, changePhone, changeEmail, verifyEmail, exitEnterprise, addPartner, businessContact]);
const keys = (formId: string, data: object): string[] => {
  const schema = forms.get(formId);
  if (!schema) throw new Error(`no form ${formId}`);
  const validate = ajv.compile(schema);
  return validate(data) ? [] : [...new Set((validate.errors ?? []).map((e) => messageKeyOf(e).key))].sort();
};

const pwd = { userId: 2, account: 'supplier', oldPwd: 'Old#Pass2026' };
const cases: readonly (readonly [string, string, object, string[]])[] = [
  ['changePasswordForm', 'valid', { ...pwd, newPwd: 'Fresh#Pass2026', confirmPwd: 'Fresh#Pass2026' }, []],
  ['changePasswordForm', 'too short', { ...pwd, newPwd: 'Ab#1', confirmPwd: 'Ab#1' }, [K.passwordLength]],
  ['changePasswordForm', '16 chars is fine', { ...pwd, newPwd: 'Abcdefgh#1234567', confirmPwd: 'Abcdefgh#1234567' }, []],
  ['changePasswordForm', '17 chars', { ...pwd, newPwd: 'Abcdefgh#12345678', confirmPwd: 'Abcdefgh#12345678' }, [K.passwordLength]],
  ['changePasswordForm', 'space', { ...pwd, newPwd: 'Fresh# Pass2026', confirmPwd: 'Fresh# Pass2026' }, [K.noSpaces]],
  ['changePasswordForm', 'no special', { ...pwd, newPwd: 'FreshPass2026', confirmPwd: 'FreshPass2026' }, [K.passwordComplexity]],
  ['changePasswordForm', 'no upper', { ...pwd, newPwd: 'fresh#pass2026', confirmPwd: 'fresh#pass2026' }, [K.passwordComplexity]],
  ['changePasswordForm', 'account inside', { ...pwd, newPwd: 'Xsupplier#12', confirmPwd: 'Xsupplier#12' }, [K.passwordSensitive]],
  ['changePasswordForm', 'admin inside', { ...pwd, newPwd: 'Myadmin#2026', confirmPwd: 'Myadmin#2026' }, [K.passwordSensitive]],
  ['changePasswordForm', 'same as old', { ...pwd, newPwd: 'Old#Pass2026', confirmPwd: 'Old#Pass2026' }, [K.notEqual]],
  ['changePasswordForm', 'confirm differs', { ...pwd, newPwd: 'Fresh#Pass2026', confirmPwd: 'Fresh#Pass2027' }, [K.equal]],
  ['changePasswordForm', 'all missing', { userId: 2, account: 'supplier' }, [K.required]],
  ['forcedPasswordForm', 'forced: same rules', { ...pwd, newPwd: 'Old#Pass2026', confirmPwd: 'Old#Pass2026' }, [K.notEqual]],
  ['changePhoneForm', 'valid', { oldPhone: '13900000002', newPhone: '13912345678', code: '123456', key: 'k' }, []],
  ['changePhoneForm', 'same as old', { oldPhone: '13900000002', newPhone: '13900000002', code: '1', key: 'k' }, [K.notEqual]],
  ['changePhoneForm', 'second digit 2', { oldPhone: '13900000002', newPhone: '12912345678', code: '1', key: 'k' }, [K.mobile]],
  ['changePhoneForm', 'space', { oldPhone: '13900000002', newPhone: '1391234 567', code: '1', key: 'k' }, [K.noSpaces]],
  ['changePhoneForm', 'no code', { oldPhone: '13900000002', newPhone: '13912345678' }, [K.required]],
  ['changeEmailForm', 'valid', { oldEmail: 'a@b.cn', newEmail: 'c@d.cn', code: '1', key: 'k' }, []],
  ['changeEmailForm', 'same as old', { oldEmail: 'a@b.cn', newEmail: 'a@b.cn', code: '1', key: 'k' }, [K.notEqual]],
  ['changeEmailForm', 'invalid', { oldEmail: 'a@b.cn', newEmail: 'a b@c.cn', code: '1', key: 'k' }, [K.noSpaces]],
  ['verifyEmailForm', 'old allowed', { oldEmail: 'a@b.cn', newEmail: 'a@b.cn', code: '1', key: 'k' }, []],
  ['verifyEmailForm', 'invalid', { oldEmail: 'a@b.cn', newEmail: 'a@b', code: '1', key: 'k' }, [K.email]],
  ['usernameForm', 'valid', { username: '李新名' }, []],
  ['usernameForm', 'special characters', { username: 'a<b' }, [K.account]],
  ['usernameForm', 'empty', {}, [K.required]],
  ['exitEnterpriseForm', 'reason given', { reason: 'closing' }, []],
  ['exitEnterpriseForm', 'no reason', {}, [K.required]],
  ['addPartnerForm', 'valid', { purchaseIds: [1, 5], contact: '王', email: 'a@b.cn', linkPhone: '13512345678', attachmentId: 'att' }, []],
  ['addPartnerForm', 'no purchaser', { purchaseIds: [], contact: '王', email: 'a@b.cn', linkPhone: '13512345678', attachmentId: 'att' }, [K.minItems]],
  ['addPartnerForm', 'bad contact', { purchaseIds: [1], contact: '王', email: 'a@b', linkPhone: '12512345678', attachmentId: 'att' }, [K.email, K.mobile]],
  ['addPartnerForm', 'nothing', {}, [K.required]],
  ['businessContactForm', 'valid', { contact: '王', email: 'a@b.cn', linkPhone: '13512345678' }, []],
  ['businessContactForm', 'bad phone', { contact: '王', email: 'a@b.cn', linkPhone: '1351234567' }, [K.mobile]],
];

describe('user-centre forms (spec portal-shell 5)', () => {
  it.each(cases)('%s: %s', (formId, _label, data, expected) => {
    expect(keys(formId, data)).toEqual([...expected].sort());
  });
});

describe('phone344 expression function (spec portal-shell 2.7)', () => {
  const phone344 = getExpressionFunction('phone344');
  it.each([
    ['13812345678', '138 1234 5678'],
    ['1381234567', '1381234567'],
    [null, ''],
    [13812345678, '138 1234 5678'],
  ] as const)('%s -> %s', (input, expected) => {
    expect(phone344?.(input)).toBe(expected);
  });
});
