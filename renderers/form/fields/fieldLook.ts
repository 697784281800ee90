/**
 * rjsf's presentation keys of one field: `ui:classNames` and `ui:style` on
 * the field's wrapper, `ui:label: false` hiding its label (the input keeps
 * an accessible name through aria-label).
 */
import type { CSSProperties } from 'react';
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
