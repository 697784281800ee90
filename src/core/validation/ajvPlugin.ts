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
import { isMobile } from './mobile';
import { isStrongPassword } from './password';
import { PORTAL_KEYWORD_CHECKS, PORTAL_KEYWORD_TYPES, type KeywordCheck } from './portalKeywords';
import { isAreaCode, isBankNo, isLandline } from './patterns';

export interface PortalFormatsOptions {
  /** Brand names of the group no password may contain (configuration). */
  brandWords?: readonly string[];
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

/** The ajv definition of one of the portal keywords: the shared check, errors whose message is a key. */
function keywordDefinition(keyword: string, brandWords: readonly string[]): FuncKeywordDefinition {
  const check = PORTAL_KEYWORD_CHECKS[keyword] as KeywordCheck;
  const validate: SchemaValidateFunction = (schema: unknown, data: unknown, _parentSchema, dataCxt) => {
    const parent = dataCxt?.parentData as Record<string, unknown> | undefined;
    const failed = check(schema, data, parent && typeof parent === 'object' ? parent : undefined, brandWords);
    validate.errors = failed.map(({ key, params }) => ({ keyword, message: key, params: params ?? {} }));
    return failed.length === 0;
  };
  const type = PORTAL_KEYWORD_TYPES[keyword];
  return {
    keyword,
    ...(type ? { type } : {}),
    ...(KEYWORD_SCHEMA_TYPES[keyword] ? { schemaType: KEYWORD_SCHEMA_TYPES[keyword] } : {}),
    errors: true,
    validate,
  };
}

/** The value types ajv accepts for each keyword (as before the checks moved to portalKeywords.ts). */
const KEYWORD_SCHEMA_TYPES: Readonly<Record<string, FuncKeywordDefinition['schemaType']>> = {
  password: ['boolean', 'object'],
  fileTypes: 'array',
  maxFileSize: 'number',
  notEqualField: 'string',
  equalField: 'string',
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
  const keywords = Object.keys(PORTAL_KEYWORD_CHECKS).map((keyword) => keywordDefinition(keyword, options.brandWords ?? []));
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
