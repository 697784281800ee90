/**
 * Field errors and their messages. The validation itself (ajv) is in the
 * engine (rjsfEngine.ts); this file is light and renders messages in the
 * active language.
 */
import type { I18nProvider } from '@core/env';
import type { LocalizedText } from '@core/schema/types';
import { resolveText } from '@core/text';
import type { ValidationIssue } from '@core/validation';
import type { FieldDescriptor } from './types';

/** One error of one field: the ajv keyword and our message key. */
export interface FieldError {
  keyword: string;
  issue: ValidationIssue;
}

/**
 * The messages of a field's errors in the active language. A field may
 * override the message per keyword (`ui:options.messages: { required:
 * "validation.nameRequired" }`); `{{label}}` is the field's title.
 */
export function fieldMessages(errors: readonly FieldError[], field: FieldDescriptor | undefined, i18n: I18nProvider): string[] {
  const label = field ? resolveText(field.title, i18n) : '';
  const overrides = field && typeof field.ui.messages === 'object' && field.ui.messages !== null ? (field.ui.messages as Record<string, unknown>) : {};
  return errors.map(({ keyword, issue }) => {
    const vars = { ...issue.vars, label };
    const override = Object.prototype.hasOwnProperty.call(overrides, keyword) ? (overrides[keyword] as LocalizedText) : undefined;
    if (override === undefined) return i18n.t(issue.key, vars);
    return typeof override === 'string' && i18n.exists(override) ? i18n.t(override, vars) : resolveText(override, i18n);
  });
}
