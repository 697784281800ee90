/**
 * A number as grouped decimal text ("1,234.50"): what
 * `new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits }).format`
 * gives, worked out on the number's shortest decimal form (as ICU does) and
 * rounded half away from zero (Intl's default `halfExpand`).
 *
 * Why not Intl itself: the first NumberFormat a page makes loads ICU's number
 * data, 13-33 ms at 1x CPU in a fresh Chromium page (the bench's table-1000 profile
 * had it as the largest single item of its first render, 12-21 ms), and a table
 * or a description list with a money cell made it on its first paint. The unit
 * test holds this to Intl's output over generated numbers and settings.
 */

/** Intl's default decimals: at most 3, none required; a minimum above 3 raises the maximum with it. */
const DEFAULT_MAX_DECIMALS = 3;

/** The digits of |value| and where its decimal point falls in them ("1.5e-7" is digits "15", point at -6). */
function decimalDigits(magnitude: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  return { digits, point: whole.length + Number(exponent) };
}

/** `digits` with a decimal point at `point`, rounded half up to `decimals` places: [integer part, fraction]. */
function roundDigits(digits: string, point: number, decimals: number): [string, string] {
  // Pad so the point and every kept place fall inside the digit string.
  const lead = point < 1 ? 1 - point : 0;
  const padded = '0'.repeat(lead) + digits;
  const at = point + lead;
  const keep = at + decimals;
  const full = padded.length < keep ? padded + '0'.repeat(keep - padded.length) : padded;
  const kept = full.slice(0, keep).split('').map(Number);
  if ((Number(full[keep]) || 0) >= 5) {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === 9) kept[i--] = 0;
    if (i >= 0) kept[i] = (kept[i] ?? 0) + 1;
    else kept.unshift(1);
  }
  const text = kept.join('');
  const integerLength = text.length - decimals;
  const integer = text.slice(0, integerLength).replace(/^0+(?=\d)/, '') || '0';
  return [integer, text.slice(integerLength)];
}

const group = (integer: string): string => integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `value` (finite) with between `minDecimals` and `maxDecimals` places (each 0-20), grouped by thousands.
 * @example decimalText(1234.5, 2, 2) // "1,234.50"
 * @example decimalText(1.005, 2, 2) // "1.01" (Intl's rounding; `toFixed` gives "1.00")
 */
export function decimalText(value: number, minDecimals?: number, maxDecimals?: number): string {
  const min = minDecimals ?? 0;
  const max = maxDecimals ?? Math.max(min, DEFAULT_MAX_DECIMALS);
  const { digits, point } = decimalDigits(Math.abs(value));
  const [integer, fraction] = roundDigits(digits, point, max);
  // Trailing zeros go, down to the minimum.
  let shown = fraction;
  while (shown.length > min && shown.endsWith('0')) shown = shown.slice(0, -1);
  // Intl signs every negative number, -0 and numbers that round to zero included.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${group(integer)}${shown ? `.${shown}` : ''}`;
}
