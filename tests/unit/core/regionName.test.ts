import { describe, expect, it } from 'vitest';
import { regionName } from '@core/regionName';

describe('regionName (country value type)', () => {
  it('names a code in the language', () => {
    expect(regionName('CN', 'zh-cn')).toBe('中国');
    expect(regionName('CN', 'en')).toBe('China');
    expect(regionName('de', 'en')).toBe('Germany');
  });
  it('leaves unknown and malformed codes as written', () => {
    expect(regionName('QQ', 'en')).toBe('QQ');
    expect(regionName('310000', 'en')).toBe('310000');
    expect(regionName('CN', 'not a locale!')).toBe('CN');
  });
});
