/**
 * The translation bundles, merged from one file per area
 * (`locales/<lang>/<area>.json`, keys addressed as `<area>.<key>`), so each
 * part of the product owns its strings and both languages stay complete
 * (tests/unit/i18n checks that they have the same keys).
 */
export const LANGUAGES = ['zh-cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-cn';

type Messages = Record<string, unknown>;

const files = import.meta.glob<Messages>('./locales/*/*.json', { eager: true, import: 'default' });

function bundles(): Record<Language, Messages> {
  const result: Record<Language, Messages> = { 'zh-cn': {}, en: {} };
  for (const [path, messages] of Object.entries(files)) {
    const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, area] = match;
    if (language !== 'zh-cn' && language !== 'en') continue;
    result[language][area as string] = messages;
  }
  return result;
}

/** `{ 'zh-cn': { core: {...}, api: {...} }, en: {...} }` */
export const messages: Readonly<Record<Language, Messages>> = bundles();

/**
 * Maps the spellings the platform uses to ours (spec portal-shell 9:
 * en-us and en_US to en, zh_CN to zh-cn).
 */
export function normaliseLanguage(value: string | null | undefined): Language {
  const lower = (value ?? '').toLowerCase().replace('_', '-');
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return DEFAULT_LANGUAGE;
}
