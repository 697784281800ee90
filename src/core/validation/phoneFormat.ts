/**
 * Shows a mainland mobile number in the 3-4-4 groups (spec
 * workflow-enterprise-embedding 5; user settings, spec portal-shell 2.7).
 * Anything that is not 11 digits is returned unchanged.
 * @example formatPhone344('13812345678') // '138 1234 5678'
 */
export function formatPhone344(value: string | number | null | undefined, separator = ' '): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(digits)) return text;
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].join(separator);
}
