/**
 * Texts shown to people (ARCHITECTURE "i18n everywhere"): a translation key,
 * a `{ "zh-cn": ..., "en": ... }` pair, or literal text, with `${...}`
 * templates rendered against the scope.
 */
import type { I18nProvider } from './env';
import type { Scope } from './scope';
import type { LocalizedText } from './schema/types';
import { hasTemplate, renderTemplate } from './template';

/** zh-cn is the default language (spec portal-shell; ARCHITECTURE). */
export const DEFAULT_LANGUAGE = 'zh-cn';

/** The pair's entry for `language`: exact, case-insensitive, base language, zh-cn, then any. */
function pickLanguage(pair: Readonly<Record<string, string>>, language: string): string {
  const keys = Object.keys(pair).filter((key) => typeof pair[key] === 'string');
  const wanted = language.toLowerCase();
  const base = wanted.split('-')[0] ?? wanted;
  const found =
    (keys.includes(language) ? language : undefined) ??
    keys.find((key) => key.toLowerCase() === wanted) ??
    keys.find((key) => key.toLowerCase().split('-')[0] === base) ??
    keys.find((key) => key.toLowerCase() === DEFAULT_LANGUAGE) ??
    keys[0];
  return found === undefined ? '' : (pair[found] ?? '');
}

/**
 * The text to show for `text` in the active language. A string is translated
 * when `i18n.exists(it)`, else shown as written; templates are then rendered
 * when a scope is given. Undefined gives ''.
 * @example resolveText('home.title', i18n)                      // translated
 * @example resolveText({ 'zh-cn': '你好', en: 'Hi ${user.name}' }, i18n, scope)
 */
export function resolveText(text: LocalizedText | undefined, i18n: I18nProvider, scope?: Scope): string {
  let out: string;
  if (typeof text === 'string') {
    // A key never holds a template, so templated text skips the lookup.
    out = text !== '' && !text.includes('${') && i18n.exists(text) ? i18n.t(text) : text;
  } else if (text !== null && typeof text === 'object' && !Array.isArray(text)) {
    out = pickLanguage(text, i18n.language);
  } else {
    return '';
  }
  return scope && hasTemplate(out) ? renderTemplate(out, scope) : out;
}
