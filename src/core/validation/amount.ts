import { VALIDATION_KEYS, isEmptyValue, issue, type ValidationIssue } from './keys';

/** The amount variants: how many decimals (spec workflow-enterprise-embedding 5: default 2, variants 1 and 3). */
export type AmountDecimals = 1 | 2 | 3;

/** spec workflow-enterprise-embedding 5 / 9: the maximum of each variant (12 integer digits). */
export const AMOUNT_MAX: Readonly<Record<AmountDecimals, string>> = {
  1: '999999999999.9',
  2: '999999999999.99',
  3: '999999999999.999',
};

const AMOUNT_PATTERNS: Readonly<Record<AmountDecimals, RegExp>> = {
  1: /^(?:0|[1-9]\d{0,11})(?:\.\d)?$/,
  2: /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/,
  3: /^(?:0|[1-9]\d{0,11})(?:\.\d{1,3})?$/,
};

/**
 * True for an amount: 0 to the variant's maximum with at most `decimals`
 * decimals, given as a number or as text. Checked on the decimal text, so
 * the maximum is exact and no float rounding lets 0.001 pass as 2 decimals.
 */
export function isAmount(value: unknown, decimals: AmountDecimals = 2): boolean {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return false;
    return AMOUNT_PATTERNS[decimals].test(String(value));
  }
  return typeof value === 'string' && AMOUNT_PATTERNS[decimals].test(value);
}

/**
 * Checks an amount; the issue carries `max` and `decimals` for the message.
 * Empty values pass (use `required`).
 * @example checkAmount('12.345') // { key: 'validation.amount', vars: { max: '999999999999.99', decimals: 2 } }
 */
export function checkAmount(value: unknown, decimals: AmountDecimals = 2): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  return isAmount(value, decimals) ? undefined : amountIssue(decimals);
}

/** The issue of a failed amount check of a variant. */
export function amountIssue(decimals: AmountDecimals): ValidationIssue {
  return issue(VALIDATION_KEYS.amount, { max: AMOUNT_MAX[decimals], decimals });
}
