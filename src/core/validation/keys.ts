/**
 * The message keys every validation rule answers with. Checks return these
 * keys (never text); the UI translates them through i18n
 * (`src/i18n/locales/<lang>/validation.json`). One record, so a rule cannot
 * name a key that has no translation (the locale test checks both files).
 */
export const VALIDATION_KEYS = {
  // spec portal-shell 5: password
  passwordLength: 'validation.passwordLength',
  noSpaces: 'validation.noSpaces',
  passwordComplexity: 'validation.passwordComplexity',
  passwordSensitive: 'validation.passwordSensitive',
  // spec workflow-enterprise-embedding 5: strong pattern
  strongPassword: 'validation.strongPassword',
  // spec portal-shell 5: phone, email, account, agreement, tenant/partner, contacts
  mobile: 'validation.mobile',
  email: 'validation.email',
  account: 'validation.account',
  unsafeNameChars: 'validation.unsafeNameChars',
  agreement: 'validation.agreement',
  tenantRequired: 'validation.tenantRequired',
  partnerRequired: 'validation.partnerRequired',
  nameRequired: 'validation.nameRequired',
  emailRequired: 'validation.emailRequired',
  mobileRequired: 'validation.mobileRequired',
  notEqual: 'validation.notEqual',
  equal: 'validation.equal',
  // spec workflow-enterprise-embedding 5: patterns and helpers
  creditCode: 'validation.creditCode',
  landline: 'validation.landline',
  bankNo: 'validation.bankNo',
  amount: 'validation.amount',
  integer: 'validation.integer',
  numeric: 'validation.numeric',
  areaCode: 'validation.areaCode',
  fileType: 'validation.fileType',
  fileSize: 'validation.fileSize',
  fileCount: 'validation.fileCount',
  maxPeople: 'validation.maxPeople',
  nodeEmpty: 'validation.nodeEmpty',
  uploadFirst: 'validation.uploadFirst',
  select: 'validation.select',
  // generic JSON Schema keywords (messageKeyOf)
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minItems: 'validation.minItems',
  maxItems: 'validation.maxItems',
  pattern: 'validation.pattern',
  type: 'validation.type',
  enum: 'validation.enum',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  exclusiveMinimum: 'validation.exclusiveMinimum',
  exclusiveMaximum: 'validation.exclusiveMaximum',
  multipleOf: 'validation.multipleOf',
  format: 'validation.format',
  invalid: 'validation.invalid',
} as const;

/** One failed rule: its message key and the values its message interpolates (`{{max}}`). */
export interface ValidationIssue {
  key: string;
  vars?: Record<string, unknown>;
}

/** The issue for a key, with vars only when given (exactOptionalPropertyTypes). */
export function issue(key: string, vars?: Record<string, unknown>): ValidationIssue {
  return vars ? { key, vars } : { key };
}

/**
 * True for values no format rule looks at: absent or empty text. Emptiness is
 * the `required` rule's business, so an optional field left empty passes.
 */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** True when a string holds any whitespace character. */
export const hasSpace = (value: string): boolean => /\s/.test(value);
