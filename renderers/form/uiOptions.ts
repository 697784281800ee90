/**
 * uiSchema reading shared by the field builder: the merged options of one
 * field (rjsf `getUiOptions` over `ui:globalOptions`) and widget names,
 * with rjsf's registry names (`RadioWidget`, ...) taken as aliases of ours.
 */
import { getUiOptions } from '@rjsf/utils';
import type { FieldKind, UiSchema } from './types';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** rjsf's registry widget names, and rjsf's format-named widgets, to the widget that serves them here. */
export const WIDGET_ALIASES: Readonly<Record<string, string>> = {
  TextWidget: 'text',
  TextareaWidget: 'textarea',
  PasswordWidget: 'password',
  SelectWidget: 'select',
  RadioWidget: 'radio',
  CheckboxWidget: 'checkbox',
  CheckboxesWidget: 'checkboxes',
  DateWidget: 'date',
  DateTimeWidget: 'datetime',
  TimeWidget: 'time',
  AltDateWidget: 'alt-date',
  AltDateTimeWidget: 'alt-datetime',
  UpDownWidget: 'updown',
  RangeWidget: 'range',
  ColorWidget: 'color',
  EmailWidget: 'email',
  URLWidget: 'uri',
  RatingWidget: 'rating',
  HiddenWidget: 'hidden',
  FileWidget: 'upload',
  file: 'upload',
  'data-url': 'upload',
};

/**
 * The widget a `ui:widget` names (aliases resolved), or undefined when it names none or rjsf would
 * ignore it: on an object rjsf draws the object's fields whatever the widget says, `hidden` aside.
 */
export function widgetNameOf(value: unknown, kind: FieldKind): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const name = Object.prototype.hasOwnProperty.call(WIDGET_ALIASES, value) ? (WIDGET_ALIASES[value] as string) : value;
  if (kind === 'object' && name !== 'hidden') return undefined;
  return name;
}

/** `ui:globalOptions` of a root uiSchema (rjsf: defaults under every field's options). */
export function globalOptionsOf(uiSchema: UiSchema | undefined): Readonly<Record<string, unknown>> {
  const global = isRecord(uiSchema) ? uiSchema['ui:globalOptions'] : undefined;
  return isRecord(global) ? global : {};
}

/** A field's options: `ui:globalOptions`, then its `ui:options`, then its `ui:*` keys (rjsf `getUiOptions`). */
export function uiOptionsOf(uiSchema: UiSchema | undefined, global: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const own = getUiOptions(uiSchema as never) as Readonly<Record<string, unknown>>;
  return Object.keys(global).length ? { ...global, ...own } : own;
}
