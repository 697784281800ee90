/**
 * rjsf's presentation keys of one field: `ui:classNames` and `ui:style` on
 * the field's wrapper, `ui:label: false` hiding its label (the input keeps
 * an accessible name through aria-label).
 */
import type { CSSProperties } from 'react';
import type { LocalizedText } from '@core/schema/types';
import type { FieldDescriptor } from '../types';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `className` and `style` props for the field's wrapper, only when the uiSchema sets them. */
export function wrapperLookOf(field: FieldDescriptor): { className?: string; style?: CSSProperties } {
  const { classNames, style } = field.ui;
  return {
    ...(typeof classNames === 'string' && classNames.trim() !== '' ? { className: classNames.trim() } : {}),
    // A uiSchema style is plain data (CSS property names to values); React reads it as given.
    ...(isRecord(style) ? { style: style as CSSProperties } : {}),
  };
}

/** False when `ui:label: false` hides the label (rjsf), true otherwise. */
export const showsLabel = (field: FieldDescriptor): boolean => field.ui.label !== false;

/** A field's title in the active language; an untitled list row is "<list title>-<n>" (rjsf). */
export function titleOf(field: FieldDescriptor, text: (value: LocalizedText | undefined) => string, t: (key: string, options: Record<string, unknown>) => string): string | undefined {
  if (field.title !== undefined) return text(field.title);
  return field.numbered ? t('form.array.numbered', { title: text(field.numbered.list), n: field.numbered.n }) : undefined;
}
