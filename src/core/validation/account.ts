import { VALIDATION_KEYS, isEmptyValue, issue, type ValidationIssue } from './keys';

// spec portal-shell 5: none of @ & < > quotes # $ * % ! : / ~ ,
const FORBIDDEN_ACCOUNT_CHARS = /[@&<>'"`#$*%!:/~,]/;

/**
 * Characters that make a name show as something else: C0 controls and DEL,
 * zero-width and direction marks (U+200B-200F), bidi embeddings and overrides
 * (U+202A-202E, e.g. U+202E turns `gpj.exe` around) and isolates (U+2066-2069).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

/** True when a name holds a control or text-direction character. */
export function hasUnsafeNameChars(value: string): boolean {
  return UNSAFE_NAME_CHARS.test(value);
}

/** True when an account or user name holds none of the forbidden characters. */
export function isAccount(value: string): boolean {
  return !FORBIDDEN_ACCOUNT_CHARS.test(value) && !hasUnsafeNameChars(value);
}

/** Checks an account or user name. Empty values pass (use `required`). */
export function checkAccount(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  const text = String(value);
  if (hasUnsafeNameChars(text)) return issue(VALIDATION_KEYS.unsafeNameChars);
  return isAccount(text) ? undefined : issue(VALIDATION_KEYS.account);
}
