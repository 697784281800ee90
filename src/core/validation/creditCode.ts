import { VALIDATION_KEYS, isEmptyValue, issue, type ValidationIssue } from './keys';

// GB 32100-2015: the 31 code characters (no I, O, S, V, Z), in value order.
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
// Weights of positions 1-17: 3^(i) mod 31.
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
// Position 1: registration authority, 2: organisation category, 3-8: administrative division (digits), 9-17: organisation code, 18: check.
const SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/**
 * The check character of the first 17 characters of a unified social credit
 * code (GB 32100-2015): C18 = 31 - (sum(Ci * Wi) mod 31), 31 becoming 0.
 * Returns undefined when a character is not a code character.
 */
export function creditCodeCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CODE_CHARS.indexOf(first17.charAt(i));
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  return CODE_CHARS.charAt((31 - (sum % 31)) % 31);
}

/** True for an 18-character unified social credit code whose check character is right. */
export function isCreditCode(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value.charAt(17);
}

/** Checks a unified social credit code (spec workflow-enterprise-embedding 5). Empty values pass. */
export function checkCreditCode(value: unknown): ValidationIssue | undefined {
  if (isEmptyValue(value)) return undefined;
  return isCreditCode(String(value)) ? undefined : issue(VALIDATION_KEYS.creditCode);
}
