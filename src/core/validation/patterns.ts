/**
 * The small digit patterns of spec workflow-enterprise-embedding 5: landline,
 * bank number, area digits, integer and numeric checks.
 */
import { VALIDATION_KEYS, isEmptyValue, issue, type ValidationIssue } from './keys';

// Optional area code (0 + 2-3 digits, bare, with a hyphen, or in brackets), then 6 to 8 digits.
const LANDLINE_PATTERN = /^(?:\(0\d{2,3}\)|0\d{2,3}-?)?\d{6,8}$/;
// spec 9: bank number up to 30 digits.
const BANK_NO_PATTERN = /^\d{1,30}$/;
const DIGITS_PATTERN = /^\d+$/;
const INTEGER_PATTERN = /^[-+]?\d+$/;
const NUMERIC_PATTERN = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/** True for a landline number: optional area code, then 6 to 8 digits (`0591-87654321`, `87654321`). */
export const isLandline = (value: string): boolean => LANDLINE_PATTERN.test(value);
/** True for a bank account number: digits only, 1 to 30 of them. */
export const isBankNo = (value: string): boolean => BANK_NO_PATTERN.test(value);
/** True for area digits (digits only). */
export const isAreaCode = (value: string): boolean => DIGITS_PATTERN.test(value);

/** True for an integer: a safe integer number, or text of an optional sign and digits. */
export function isInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value);
  return typeof value === 'string' && INTEGER_PATTERN.test(value);
}

/** True for a number: a finite number, or text of a decimal number (`-1.5`, `3.`, `.5`). */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && NUMERIC_PATTERN.test(value);
}

/** Checks a landline number. Empty values pass. */
export function checkLandline(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  return isLandline(String(value)) ? undefined : issue(VALIDATION_KEYS.landline);
}

/** Checks a bank account number. Empty values pass. */
export function checkBankNo(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  return isBankNo(String(value)) ? undefined : issue(VALIDATION_KEYS.bankNo);
}

/** Checks area digits. Empty values pass. */
export function checkAreaCode(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  return isAreaCode(String(value)) ? undefined : issue(VALIDATION_KEYS.areaCode);
}

/** Checks an integer. Empty values pass. */
export function checkInteger(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  return isInteger(value) ? undefined : issue(VALIDATION_KEYS.integer);
}

/** Checks a number. Empty values pass. */
export function checkNumeric(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  return isNumeric(value) ? undefined : issue(VALIDATION_KEYS.numeric);
}
