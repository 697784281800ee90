import { VALIDATION_KEYS, isEmptyValue, issue, type ValidationIssue } from './keys';

// spec portal-shell 5: none of @ & < > quotes # $ * % ! : / ~ ,
const FORBIDDEN_ACCOUNT_CHARS = /[@&<>'"`#$*%!:/~,]/;

/** True when an account or user name holds none of the forbidden characters. */
export function isAccount(value: string): boolean {
  return !FORBIDDEN_ACCOUNT_CHARS.test(value);
}

/** Checks an account or user name. Empty values pass (use `required`). */
export function checkAccount(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  return isAccount(String(value)) ? undefined : issue(VALIDATION_KEYS.account);
}
