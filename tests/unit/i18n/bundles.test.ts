import en from '../../../src/i18n/bundles/en';
import zhCn from '../../../src/i18n/bundles/zh-cn';
import { normaliseLanguage } from '../../../src/i18n/resources';

const messages = { 'zh-cn': zhCn, en };
import { createI18n } from '../../../src/i18n/createI18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation bundles', () => {
  it('zh-cn and en have exactly the same keys', () => {
    const zh = keysOf(messages['zh-cn']).sort();
    const en = keysOf(messages.en).sort();
    expect(zh.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !zh.includes(key))).toEqual([]);
    expect(zh.length).toBeGreaterThan(10);
  });

  it('has no empty texts', () => {
    for (const language of ['zh-cn', 'en'] as const) {
      const empty = keysOf(messages[language]).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages[language]);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('translates with interpolation in both languages', () => {
    expect(createI18n('en').t('core.unknownType', { type: 'x' })).toBe('Unknown node type "x"');
    expect(createI18n('zh-cn').t('core.unknownType', { type: 'x' })).toBe('未知的节点类型 "x"');
  });

  it.each([
    ['en-us', 'en'],
    ['en_US', 'en'],
    ['zh_CN', 'zh-cn'],
    ['', 'zh-cn'],
    [undefined, 'zh-cn'],
  ])('normalises %s to %s (spec portal-shell 9)', (input, expected) => {
    expect(normaliseLanguage(input)).toBe(expected);
  });
});
