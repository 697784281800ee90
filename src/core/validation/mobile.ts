import { VALIDATION_KEYS, hasSpace, isEmptyValue, issue, type ValidationIssue } from './keys';

// spec portal-shell 5 / 9: 11 digits, first 1, second 3 to 9.
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** True for a mainland mobile number (11 digits, `1` then 3-9; no spaces). */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/**
 * Checks a mainland mobile number. Empty values pass (use `required`).
 * @example checkMobile('1381234 5678') // { key: 'validation.noSpaces' }
 */
export function checkMobile(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  const text = String(value);
  // spec portal-shell 5: "Phone: no spaces" is its own rule, before the pattern.
  if (hasSpace(text)) return issue(VALIDATION_KEYS.noSpaces);
  return isMobile(text) ? undefined : issue(VALIDATION_KEYS.mobile);
}
