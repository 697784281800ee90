/**
 * File sizes as people read them ("1.5 MB"), for the `fileSize` value type of
 * tables and descriptions (attachment lists, spec workflow-enterprise-embedding
 * 2.5: "file size"). Binary units (1 KB = 1024 B), as the upload limits of
 * spec 9 count them ("2048 KB"); at most one decimal, in the locale's digits.
 */
const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** The number of bytes `value` holds (a number or numeric text), else undefined. */
export function bytesOf(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * Formats a byte count for `locale` (a BCP 47 tag or the portal's `zh-cn`/`en`).
 * @example formatBytes(1572864, 'en') // "1.5 MB"
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  } catch {
    // A malformed locale tag (RangeError) must not break a table: fall back to English digits.
    format = new Intl.NumberFormat('en', { maximumFractionDigits: unit === 0 ? 0 : 1 });
  }
  return `${format.format(value)} ${UNITS[unit]}`;
}
