/**
 * Registers the portal's formats and keywords on an ajv 8 instance, so form
 * schemas, the schema check and the server validate with the same rules.
 * Every error's `message` is a translation key (`validation.<key>`); see
 * {@link messageKeyOf} for turning any ajv error into a key.
 */
import type Ajv from 'ajv';
import type { FuncKeywordDefinition, SchemaValidateFunction } from 'ajv';
import { isAccount } from './account';
import { AMOUNT_MAX, isAmount, type AmountDecimals } from './amount';
import { isCreditCode } from './creditCode';
import { isEmail } from './email';
import { expandFileTypes, fileSizeOf, formatFileSize, isAllowedFileType, type FileLike } from './fileTypes';
import { VALIDATION_KEYS } from './keys';
import { isMobile } from './mobile';
import { checkPassword, isStrongPassword } from './password';
import { isAreaCode, isBankNo, isLandline } from './patterns';

export interface PortalFormatsOptions {
  /** Brand names of the group no password may contain (configuration). */
  brandWords?: readonly string[];
}

/** The value of the `password` keyword. `true` checks with the built-in and brand words only. */
export interface PasswordKeywordValue {
  /** A sibling property holding the account the password must not contain. */
  accountField?: string;
  /** Extra words the password must not contain. */
  words?: readonly string[];
}

/** The string formats this plugin registers, name to predicate. */
export const PORTAL_STRING_FORMATS: Readonly<Record<string, (value: string) => boolean>> = {
  mobile: isMobile,
  email: isEmail,
  account: isAccount,
  landline: isLandline,
  bankNo: isBankNo,
  creditCode: isCreditCode,
  areaCode: isAreaCode,
  strongPassword: isStrongPassword,
};

/**
 * The amount formats (number data; the form's number widget yields numbers):
 * `amount` 2 decimals, `amount1` 1, `amount3` 3.
 */
export const PORTAL_AMOUNT_FORMATS: Readonly<Record<string, AmountDecimals>> = { amount: 2, amount1: 1, amount3: 3 };

/** A keyword validate function that reports errors whose message is a key. */
function keywordValidator(
  keyword: string,
  check: (schema: unknown, data: unknown, parent: Record<string, unknown> | undefined) => { key: string; params?: Record<string, unknown> }[],
): SchemaValidateFunction {
  const validate: SchemaValidateFunction = (schema: unknown, data: unknown, _parentSchema, dataCxt) => {
    const parent = dataCxt?.parentData as Record<string, unknown> | undefined;
    const failed = check(schema, data, parent && typeof parent === 'object' ? parent : undefined);
    validate.errors = failed.map(({ key, params }) => ({ keyword, message: key, params: params ?? {} }));
    return failed.length === 0;
  };
  return validate;
}

const asFiles = (data: unknown): unknown[] => (Array.isArray(data) ? data : [data]);
const isFileLike = (value: unknown): value is FileLike => typeof value === 'string' || (typeof value === 'object' && value !== null);
const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function passwordKeyword(brandWords: readonly string[]): FuncKeywordDefinition {
  return {
    keyword: 'password',
    type: 'string',
    schemaType: ['boolean', 'object'],
    errors: true,
    validate: keywordValidator('password', (schema, data, parent) => {
      if (schema === false || typeof data !== 'string') return [];
      const value = (schema && typeof schema === 'object' ? schema : {}) as PasswordKeywordValue;
      const account = value.accountField && parent ? parent[value.accountField] : undefined;
      return checkPassword(data, {
        brandWords,
        words: stringList(value.words),
        account: typeof account === 'string' ? account : undefined,
      }).map((key) => ({ key }));
    }),
  };
}

const fileTypesKeyword: FuncKeywordDefinition = {
  keyword: 'fileTypes',
  schemaType: 'array',
  errors: true,
  validate: keywordValidator('fileTypes', (schema, data) => {
    const types = stringList(schema);
    const bad = asFiles(data).some((file) => isFileLike(file) && !isAllowedFileType(file, types));
    return bad ? [{ key: VALIDATION_KEYS.fileType, params: { types: expandFileTypes(types).join(', ') } }] : [];
  }),
};

const maxFileSizeKeyword: FuncKeywordDefinition = {
  keyword: 'maxFileSize',
  schemaType: 'number',
  errors: true,
  validate: keywordValidator('maxFileSize', (schema, data) => {
    const max = typeof schema === 'number' ? schema : Infinity;
    const bad = asFiles(data).some((file) => (fileSizeOf(file) ?? 0) > max);
    return bad ? [{ key: VALIDATION_KEYS.fileSize, params: { max: formatFileSize(max), limit: max } }] : [];
  }),
};

const isAbsent = (value: unknown): boolean => value === undefined || value === null || value === '';

// spec portal-shell 5: "new differs from old" (password, email, phone change).
const notEqualFieldKeyword: FuncKeywordDefinition = {
  keyword: 'notEqualField',
  schemaType: 'string',
  errors: true,
  validate: keywordValidator('notEqualField', (schema, data, parent) => {
    const other = parent && typeof schema === 'string' ? parent[schema] : undefined;
    if (isAbsent(data) || isAbsent(other)) return [];
    return data === other ? [{ key: VALIDATION_KEYS.notEqual, params: { field: schema } }] : [];
  }),
};

// spec portal-shell 5: "confirmation equals new".
const equalFieldKeyword: FuncKeywordDefinition = {
  keyword: 'equalField',
  schemaType: 'string',
  errors: true,
  validate: keywordValidator('equalField', (schema, data, parent) => {
    const other = parent && typeof schema === 'string' ? parent[schema] : undefined;
    if (isAbsent(data)) return [];
    return data !== other ? [{ key: VALIDATION_KEYS.equal, params: { field: schema } }] : [];
  }),
};

/**
 * Adds the portal formats (`mobile`, `email` (replacing ajv-formats'),
 * `account`, `landline`, `bankNo`, `creditCode`, `areaCode`,
 * `strongPassword`, `amount`, `amount1`, `amount3`) and keywords
 * (`password`, `fileTypes`, `maxFileSize`, `notEqualField`, `equalField`).
 * Safe to call once per instance; returns the instance for chaining
 * (usable as rjsf's `extenderFn`).
 * @example
 *   const ajv = addPortalFormats(new Ajv({ allErrors: true }), { brandWords: ['acme'] });
 *   ajv.validate({ type: 'string', format: 'mobile' }, '13812345678'); // true
 */
export function addPortalFormats(ajv: Ajv, options: PortalFormatsOptions = {}): Ajv {
  for (const [name, test] of Object.entries(PORTAL_STRING_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate: test });
  }
  for (const [name, decimals] of Object.entries(PORTAL_AMOUNT_FORMATS)) {
    ajv.addFormat(name, { type: 'number', validate: (value: number) => isAmount(value, decimals) });
  }
  const keywords = [passwordKeyword(options.brandWords ?? []), fileTypesKeyword, maxFileSizeKeyword, notEqualFieldKeyword, equalFieldKeyword];
  for (const definition of keywords) {
    if (!ajv.getKeyword(definition.keyword as string)) ajv.addKeyword(definition);
  }
  return ajv;
}

/** The maximum of an amount format, for messages. */
export const amountMaxOf = (format: string): string | undefined => {
  const decimals = PORTAL_AMOUNT_FORMATS[format];
  return decimals === undefined ? undefined : AMOUNT_MAX[decimals];
};
