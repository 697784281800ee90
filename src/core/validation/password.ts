import { VALIDATION_KEYS, hasSpace } from './keys';

/** Words no password may contain, whatever the configuration (spec portal-shell 5). */
export const PASSWORD_BUILTIN_WORDS: readonly string[] = ['admin', 'root', 'pwd'];

/** spec portal-shell 9: password length 8 to 16. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;

export interface PasswordCheckOptions {
  /** The account the password belongs to; the password must not contain it. */
  account?: string | undefined;
  /** Brand names of the group (configuration). */
  brandWords?: readonly string[] | undefined;
  /** Extra words given by the screen. */
  words?: readonly string[] | undefined;
}

/**
 * Checks password strength and answers every failed rule's message key, in
 * spec order: length, spaces, character classes, sensitive words. Empty
 * list = strong enough. Word checks ignore case.
 * @example checkPassword('Admin@123x', { account: 'alice' }) // ['validation.passwordSensitive']
 */
export function checkPassword(value: string, options: PasswordCheckOptions = {}): string[] {
  const failed: string[] = [];
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) failed.push(VALIDATION_KEYS.passwordLength);
  if (hasSpace(value)) failed.push(VALIDATION_KEYS.noSpaces);
  const complete =
    /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9\s]/.test(value);
  if (!complete) failed.push(VALIDATION_KEYS.passwordComplexity);
  if (containsSensitive(value, options)) failed.push(VALIDATION_KEYS.passwordSensitive);
  return failed;
}

function containsSensitive(value: string, options: PasswordCheckOptions): boolean {
  const lower = value.toLowerCase();
  const words = [
    ...PASSWORD_BUILTIN_WORDS,
    ...(options.brandWords ?? []),
    ...(options.words ?? []),
    ...(options.account ? [options.account] : []),
  ];
  return words.some((word) => {
    const w = word.trim().toLowerCase();
    return w !== '' && lower.includes(w);
  });
}

// spec workflow-enterprise-embedding 5: at least 10, upper, lower, digit and one of @$!%*?&.
const STRONG_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{10,}$/;

/** True for a password matching the strong pattern (>= 10 chars of letters, digits and @$!%*?&, each class present). */
export function isStrongPassword(value: string): boolean {
  return STRONG_PATTERN.test(value);
}

/** Checks the strong pattern. Empty values pass (use `required`). */
export function checkStrongPassword(value: unknown): { key: string } | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return isStrongPassword(String(value)) ? undefined : { key: VALIDATION_KEYS.strongPassword };
}
