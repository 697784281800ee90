/**
 * Texts shown to people (ARCHITECTURE "i18n everywhere"): a translation key,
 * a `{ "zh-cn": ..., "en": ... }` pair, or literal text, with `${...}`
 * templates rendered against the scope. A key may end in a template
 * (`"workbench.home.weekday.${weekday(item.modifyTime)}"`): the data picks
 * one key under a fixed prefix.
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

/** A dotted key prefix before the first `${` (`workbench.home.weekday.`). */
const KEY_PREFIX = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*\.[A-Za-z0-9_-]*$/;
const KEY = /^[A-Za-z0-9_.-]+$/;
/**
 * Translation keys hold no whitespace (ours are dotted names, the server's too), so text that
 * has some ("Field 12", a sentence) is shown without asking i18next: its `exists` is the bulk
 * of a form's per-field label work.
 */
const NOT_A_KEY = /\s/;

/**
 * The translation of a templated key, or undefined when `text` is not one.
 * Only text that starts with a dotted key prefix counts, so data rendered
 * into a sentence ("Dear ${name}") is never looked up as a key.
 */
function translateTemplatedKey(text: string, i18n: I18nProvider, scope: Scope): string | undefined {
  const open = text.indexOf('${');
  if (open <= 0 || !KEY_PREFIX.test(text.slice(0, open))) return undefined;
  const key = renderTemplate(text, scope);
  return KEY.test(key) && i18n.exists(key) ? i18n.t(key) : undefined;
}

/**
 * The text to show for `text` in the active language. A string is translated
 * when `i18n.exists(it)`, else shown as written; templates are then rendered
 * when a scope is given. A key ending in templates is rendered first, then
 * translated when the result is a key. Undefined gives ''.
 * @example resolveText('home.title', i18n)                      // translated
 * @example resolveText({ 'zh-cn': '你好', en: 'Hi ${user.name}' }, i18n, scope)
 * @example resolveText('home.greeting.${dayPart(now())}', i18n, scope) // 'Good morning'
 */
export function resolveText(text: LocalizedText | undefined, i18n: I18nProvider, scope?: Scope): string {
  let out: string;
  if (typeof text === 'string') {
    if (text !== '' && !text.includes('${')) out = !NOT_A_KEY.test(text) && i18n.exists(text) ? i18n.t(text) : text;
    else out = (scope && translateTemplatedKey(text, i18n, scope)) ?? text;
  } else if (text !== null && typeof text === 'object' && !Array.isArray(text)) {
    out = pickLanguage(text, i18n.language);
  } else {
    return '';
  }
  return scope && hasTemplate(out) ? renderTemplate(out, scope) : out;
}
