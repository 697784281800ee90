// @vitest-environment node
/** Server texts: both languages complete, language spellings mapped, placeholders filled. */
import { readFileSync } from 'node:fs';
import { langFromAcceptLanguage, normalizeLang, translate } from '../../server/http/messages';
import { rewriteEditionUrl } from '../../server/app';

type Tree = { [key: string]: string | Tree };
const load = (lang: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${lang}/server.json`, import.meta.url), 'utf8')) as Tree;
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('server messages', () => {
  it('has the same keys in zh-cn and en, none empty', () => {
    const zh = load('zh-cn');
    const en = load('en');
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    for (const key of keys(en)) {
      expect(translate('en', key)).not.toBe('');
      expect(translate('zh-cn', key)).not.toBe(translate('en', key));
    }
  });

  it('maps language spellings (spec portal-shell 9)', () => {
    expect([normalizeLang('en-us'), normalizeLang('en_US'), normalizeLang('zh_CN'), normalizeLang('zh-cn'), normalizeLang('fr')]).toEqual([
      'en', 'en', 'zh-cn', 'zh-cn', undefined,
    ]);
    expect(langFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('en');
    expect(langFromAcceptLanguage('de')).toBeUndefined();
  });

  it('fills placeholders and reads the portal validation texts', () => {
    expect(translate('en', 'errors.bodyTooLarge', { limit: 10 })).toBe('Request body too large (limit 10 bytes)');
    expect(translate('en', 'validation.mobile')).toBe('Please enter a valid phone number!');
    expect(translate('zh-cn', 'no.such.key')).toBe('no.such.key');
  });

  it('routes the bpm, fw and jcy prefixes as /eps', () => {
    expect(rewriteEditionUrl('/eps-sign4bpm/auth/cas/session-info?a=1')).toBe('/eps/auth/cas/session-info?a=1');
    expect(rewriteEditionUrl('/eps-sycBpm/x')).toBe('/eps/x');
    expect(rewriteEditionUrl('/eps-sign/x')).toBe('/eps/x');
    expect(rewriteEditionUrl('/eps-signature/x')).toBe('/eps-signature/x');
    expect(rewriteEditionUrl('/pages/main/home')).toBe('/pages/main/home');
  });
});
