/**
 * How the form builder reads a form's JSON Schema and uiSchema: the field
 * kinds it offers, what a field's name may be, a field's kind, and the
 * fields "Shown when" may compare. Shared by the builder, one field's
 * editor and the field list's edits.
 */
import type { LocalizedText } from '../../core/schema/types';
import type { FieldSchema, FieldUi } from './FormBuilderOptions';
import type { OtherField } from './FormBuilderShownWhen';
import type { RuleValue } from './shownWhen';
import type { TextEdit } from './textPatch';

export interface FormValue {
  schema?: { properties?: Record<string, FieldSchema>; required?: string[] };
  uiSchema?: Record<string, FieldUi | undefined>;
}

export const FIELD_KINDS = ['string', 'number', 'integer', 'boolean', 'date'] as const;

/** A field's name is a plain identifier: it is the key of the form's data and the bit of the pointers we write. */
export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A name as one JSON Pointer segment. */
export const escapeSegment = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Runs edits one after another as one change (one undo step); undefined when one cannot apply. */
export const chain =
  (...edits: TextEdit[]): TextEdit =>
  (text) =>
    edits.reduce<string | undefined>((current, edit) => (current === undefined ? undefined : edit(current)), text);

/** The kind the builder shows: a date is a string of format date. */
export function kindOf(field: FieldSchema): string {
  return field.type === 'string' && field.format === 'date' ? 'date' : (field.type ?? 'string');
}

const isRuleValue = (value: unknown): value is RuleValue => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The fields "Shown when" may compare, with their labels and choices (named by `ui:enumNames` when the form names them). */
export function otherFieldsOf(form: FormValue, text: (value: LocalizedText | undefined) => string): OtherField[] {
  return Object.entries(form.schema?.properties ?? {}).map(([name, field]) => {
    const choices = Array.isArray(field.enum) ? field.enum.filter(isRuleValue) : undefined;
    const names = form.uiSchema?.[name]?.['ui:enumNames'];
    const choiceLabels = choices && Array.isArray(names) && names.length === choices.length ? names.map((entry) => text(entry as LocalizedText)) : undefined;
    return { name, title: text(field.title) || name, kind: kindOf(field), choices, ...(choiceLabels ? { choiceLabels } : {}) };
  });
}
