// The default language's texts are in the start-up code; another language's
// are loaded before a switch to it (a page shows one language).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ensureLanguage } from '../../../src/i18n/createI18n';
import en from '../../../src/i18n/bundles/en';
import zhCn from '../../../src/i18n/bundles/zh-cn';
import { loadedMessages, loadMessages } from '../../../src/i18n/resources';

/** An instance with only the Chinese texts, as the portal starts for most users. */
function chineseOnly(): ReturnType<typeof i18next.createInstance> {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'zh-cn', fallbackLng: 'zh-cn', lowerCaseLng: true, initAsync: false, resources: { 'zh-cn': { translation: zhCn } } });
  return instance;
}

describe('language texts', () => {
  it('has the default language without a load', () => {
    expect(loadedMessages('zh-cn')).toBe(zhCn);
  });

  it('loads English once and gives the same texts each time', async () => {
    const first = await loadMessages('en');
    expect(first).toEqual(en);
    expect(await loadMessages('en')).toBe(first);
  });

  it('adds English to an instance before a switch, keeping server texts merged before it', async () => {
    const instance = chineseOnly();
    instance.addResource('en', 'translation', 'menu.m_home', 'Home (tenant)');
    await instance.changeLanguage('en');
    // Without the bundle an English page would show Chinese.
    expect(instance.t('shell.retry')).toBe((zhCn.shell as Record<string, string>).retry);
    expect(await ensureLanguage(instance, 'en-US')).toBe('en');
    expect(instance.t('shell.retry')).toBe('Retry');
    expect(instance.t('menu.m_home')).toBe('Home (tenant)');
  });
});
