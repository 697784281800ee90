import { describe, expect, it } from 'vitest';
import { bytesOf, formatBytes } from '@core/fileSize';

describe('fileSize value type (formatBytes)', () => {
  it('picks the unit and keeps at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1572864)).toBe('1.5 MB');
    expect(formatBytes(2048 * 1024)).toBe('2 MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatBytes(3 * 1024 ** 5)).toBe('3,072 TB');
  });

  it('uses the locale digits (zh-cn, en, de)', () => {
    expect(formatBytes(1572864, 'zh-cn')).toBe('1.5 MB');
    expect(formatBytes(1572864, 'en')).toBe('1.5 MB');
    expect(formatBytes(1572864, 'de')).toBe('1,5 MB');
    expect(formatBytes(1572864, 'not a locale!')).toBe('1.5 MB');
  });

  it('reads numbers and numeric text only', () => {
    expect(bytesOf(12)).toBe(12);
    expect(bytesOf(' 2048 ')).toBe(2048);
    expect(bytesOf('')).toBeUndefined();
    expect(bytesOf('big')).toBeUndefined();
    expect(bytesOf(-1)).toBeUndefined();
    expect(bytesOf(null)).toBeUndefined();
  });
});
