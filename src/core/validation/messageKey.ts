/**
 * Maps an ajv error to a message key and the values its message needs, so
 * every layer shows the same translated wording (spec portal-shell 5).
 */
import { amountMaxOf, PORTAL_AMOUNT_FORMATS } from './ajvPlugin';
import { VALIDATION_KEYS, hasSpace, type ValidationIssue } from './keys';

/** The fields of an error the mapping reads: ajv's ErrorObject and the eval-free validator's errors both have them. */
export interface ValidationErrorLike {
  keyword: string;
  params?: unknown;
  message?: string | undefined;
  data?: unknown;
}

/** Format name to message key. Formats not listed fall back to `validation.format`. */
const FORMAT_KEYS: Readonly<Record<string, string>> = {
  mobile: VALIDATION_KEYS.mobile,
  email: VALIDATION_KEYS.email,
  account: VALIDATION_KEYS.account,
  landline: VALIDATION_KEYS.landline,
  bankNo: VALIDATION_KEYS.bankNo,
  creditCode: VALIDATION_KEYS.creditCode,
  areaCode: VALIDATION_KEYS.areaCode,
  strongPassword: VALIDATION_KEYS.strongPassword,
};

// spec portal-shell 5: phone and email say "no spaces" before the pattern.
const SPACE_SENSITIVE_FORMATS: ReadonlySet<string> = new Set(['mobile', 'email']);

/** Keywords whose ajv message already is our key (our own keywords). */
const OWN_KEYWORDS: ReadonlySet<string> = new Set(['password', 'fileTypes', 'maxFileSize', 'notEqualField', 'equalField']);

const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

function formatIssue(error: ValidationErrorLike): ValidationIssue {
  const format = String((error.params as { format?: unknown }).format ?? '');
  if (SPACE_SENSITIVE_FORMATS.has(format) && typeof error.data === 'string' && hasSpace(error.data)) {
    return { key: VALIDATION_KEYS.noSpaces };
  }
  if (hasOwn(PORTAL_AMOUNT_FORMATS, format)) {
    return { key: VALIDATION_KEYS.amount, vars: { max: amountMaxOf(format), decimals: PORTAL_AMOUNT_FORMATS[format] } };
  }
  const key = hasOwn(FORMAT_KEYS, format) ? FORMAT_KEYS[format] : undefined;
  return key ? { key } : { key: VALIDATION_KEYS.format, vars: { format } };
}

/**
 * The message key (and interpolation values) of an ajv error. `required`
 * gives `vars.field` (the missing property); the UI adds `label`.
 * @example messageKeyOf(ajvErrorForFormatMobile) // { key: 'validation.mobile' }
 */
export function messageKeyOf(error: ValidationErrorLike): ValidationIssue {
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.keyword) {
    case 'format':
      return formatIssue(error);
    case 'required':
      return { key: VALIDATION_KEYS.required, vars: { field: params.missingProperty } };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { key: VALIDATION_KEYS[error.keyword], vars: { limit: params.limit } };
    case 'multipleOf':
      return { key: VALIDATION_KEYS.multipleOf, vars: { limit: params.multipleOf } };
    case 'pattern':
      return { key: VALIDATION_KEYS.pattern, vars: { pattern: params.pattern } };
    case 'type':
      return { key: VALIDATION_KEYS.type, vars: { type: params.type } };
    case 'enum':
      return { key: VALIDATION_KEYS.enum };
    default:
      if (OWN_KEYWORDS.has(error.keyword) && typeof error.message === 'string' && error.message.startsWith('validation.')) {
        return Object.keys(params).length > 0 ? { key: error.message, vars: params } : { key: error.message };
      }
      return { key: VALIDATION_KEYS.invalid };
  }
}
