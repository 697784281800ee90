import { VALIDATION_KEYS, hasSpace, isEmptyValue, issue, type ValidationIssue } from './keys';

// spec portal-shell 5: "standard pattern": local part, @, dotted domain with a 2+ letter TLD.
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** True for an e-mail address in the standard form (`name@host.tld`, no spaces). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value) && !value.startsWith('.') && !value.includes('..');
}

/** Checks an e-mail address. Empty values pass (use `required`). */
export function checkEmail(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  const text = String(value);
  if (hasSpace(text)) return issue(VALIDATION_KEYS.noSpaces);
  return isEmail(text) ? undefined : issue(VALIDATION_KEYS.email);
}
