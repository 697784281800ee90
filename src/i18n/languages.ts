/**
 * The portal's languages and how the platform's spellings map to them: a leaf
 * module (no texts), so the early start (src/earlyStart.ts) can read the
 * stored language without loading a translation bundle.
 */
export const LANGUAGES = ['zh-cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-cn';

/**
 * Maps the spellings the platform uses to ours (spec portal-shell 9:
 * en-us and en_US to en, zh_CN to zh-cn).
 */
export function normaliseLanguage(value: string | null | undefined): Language {
  const lower = (value ?? '').toLowerCase().replace('_', '-');
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  return DEFAULT_LANGUAGE;
}
