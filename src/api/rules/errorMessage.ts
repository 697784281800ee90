/**
 * Per-call `errorMsg` (spec workflow-enterprise-embedding 8): a string, a
 * `{ "zh-cn": ..., "en": ... }` pair, or a function of the failure.
 */
import type { ErrorMessageOption, I18nProvider } from '../../core/env';
import { resolveText as resolveCoreText } from '../../core/text';
import type { LocalizedText } from '../../core/schema/types';
import type { Translate } from '../types';

/** What the client knows when it resolves a message. */
export interface TextContext {
  t: Translate;
  /** The active language, e.g. `zh-cn` or `en`. */
  language: string;
}

/** The failure a function `errorMsg` is called with. */
export interface FailureInfo {
  code?: string | number | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

/**
 * A text for display, by the core's rules (src/core/text.ts): a translation
 * key is translated, a plain sentence is shown as it is, a language pair is
 * picked for the active language. Undefined when there is nothing to show.
 */
export function resolveText(text: LocalizedText, context: TextContext): string | undefined {
  const i18n: I18nProvider = {
    language: context.language,
    t: (key, vars) => context.t(key, vars ? { ...vars } : undefined),
    // The shell's t (i18next) answers a missing key with the key itself.
    exists: (key) => context.t(key) !== key,
  };
  const out = resolveCoreText(text, i18n);
  return out === '' ? undefined : out;
}

/** The custom error message of a call, or undefined when it has none for this failure. */
export function resolveErrorMessage(
  option: ErrorMessageOption | undefined,
  failure: FailureInfo,
  context: TextContext,
): string | undefined {
  if (option === undefined) return undefined;
  if (typeof option === 'function') {
    // The option's parameter type has no `undefined` members: leave absent facts out.
    const info: { code?: string | number; message?: string; status?: number } = {};
    if (failure.code !== undefined) info.code = failure.code;
    if (failure.message !== undefined) info.message = failure.message;
    if (failure.status !== undefined) info.status = failure.status;
    const text = option(info);
    return text === undefined || text === '' ? undefined : text;
  }
  return resolveText(option, context);
}
