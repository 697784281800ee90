import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalText } from '../../../renderers/shared/decimalText';

/** The oracle: what Intl gives for the same settings (the formatter decimalText stands in for). */
function intlText(value: number, min: number | undefined, max: number | undefined): string {
  return new Intl.NumberFormat('en-US', {
    ...(min !== undefined ? { minimumFractionDigits: min } : {}),
    ...(max !== undefined ? { maximumFractionDigits: max } : {}),
  }).format(value);
}

/** Decimals settings as formatValue passes them: both the same (money, digit with a precision), or neither. */
const settings = fc.oneof(
  fc.constant<[number | undefined, number | undefined]>([undefined, undefined]),
  fc.integer({ min: 0, max: 8 }).map((places): [number, number] => [places, places]),
  fc.integer({ min: 0, max: 6 }).map((places): [number, undefined] => [places, undefined]),
);

/** Numbers a table shows (amounts, prices, ids) and the awkward ones: halves at the rounding place, tiny, huge, -0. */
const numbers = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }),
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1000 + 0.0005),
  fc.constantFrom(0, -0, 1.005, 2.675, 999.995, -1.005, 0.0005, 1.5e-7, 1e21, 123456789.125, Number.MAX_SAFE_INTEGER),
);

describe('decimalText', () => {
  it('writes what Intl.NumberFormat("en-US") writes, for any number and decimals setting', () => {
    fc.assert(
      fc.property(numbers, settings, (value, [min, max]) => {
        expect(decimalText(value, min, max)).toBe(intlText(value, min, max));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds as Intl does (half away from zero on the shortest decimal form), not as toFixed', () => {
    expect(decimalText(1.005, 2, 2)).toBe('1.01');
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(decimalText(999.995, 2, 2)).toBe('1,000.00');
    expect(decimalText(-0.001, 2, 2)).toBe('-0.00');
  });

  it('groups thousands and keeps the decimals asked for', () => {
    expect(decimalText(1234.5, 2, 2)).toBe('1,234.50');
    expect(decimalText(1234567.891)).toBe('1,234,567.891');
    expect(decimalText(12, 3, 3)).toBe('12.000');
    expect(decimalText(1e21, 0, 0)).toBe('1,000,000,000,000,000,000,000');
  });
});
