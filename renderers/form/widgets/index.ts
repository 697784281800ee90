/**
 * The form widget registry (STYLE 2 and 7): a typed record, so a built-in
 * widget missing here fails the build. Custom widgets (district cascader,
 * uploads, pickers) are added in ./custom.ts, one line each, or supplied
 * at run time through the `widgets` prop of FormWidgetsProvider.
 */
import type { FormWidget } from '../formContext';
import { CheckboxWidget } from './CheckboxWidget';
import { CheckboxesWidget, RadioWidget } from './ChoiceWidgets';
import { customWidgets } from './custom';
import { HiddenWidget, NullWidget } from './HiddenWidget';
import { lazyWidget } from './lazyWidget';
import { PasswordWidget } from './PasswordWidget';
import { TextareaWidget } from './TextareaWidget';
import { EmailWidget, TextWidget, UrlWidget } from './TextWidget';
import { UnsupportedWidget } from './UnsupportedWidget';
import { widgetLoads } from './widgetLoads';

/** The widget names every form understands (rjsf-compatible names). */
export type BuiltinWidgetName =
  | 'text'
  | 'textarea'
  | 'password'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'checkboxes'
  | 'switch'
  | 'date'
  | 'number'
  | 'hidden'
  | 'updown'
  | 'range'
  | 'time'
  | 'datetime'
  | 'alt-date'
  | 'alt-datetime'
  | 'color'
  | 'email'
  | 'uri'
  | 'rating'
  | 'dateRange'
  | 'null'
  | 'unsupported';

// Date and number inputs bring rc-picker and rc-input-number, a drop-down antd's Select (rc-select,
// rc-virtual-list), a switch rc-switch: each loaded when a form uses it, or with the renderer's code (../formParts.ts).
const DateWidget = lazyWidget(widgetLoads.date);
const NumberWidget = lazyWidget(widgetLoads.number);
const DateTimeWidget = lazyWidget(widgetLoads.dateTime);
const TimeWidget = lazyWidget(widgetLoads.time);
const RangeWidget = lazyWidget(widgetLoads.range);
const ColorWidget = lazyWidget(widgetLoads.color);
const DateRangeWidget = lazyWidget(widgetLoads.dateRange);
const RatingWidget = lazyWidget(widgetLoads.rating);
const SelectWidget = lazyWidget(widgetLoads.select);
const SwitchWidget = lazyWidget(widgetLoads.switch);

const builtinWidgets: Readonly<Record<BuiltinWidgetName, FormWidget>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  password: PasswordWidget,
  select: SelectWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  checkboxes: CheckboxesWidget,
  switch: SwitchWidget,
  date: DateWidget,
  number: NumberWidget,
  hidden: HiddenWidget,
  // rjsf's widgets, drawn by the portal's own where one serves (alt-date is our date picker, updown our number input).
  updown: NumberWidget,
  range: RangeWidget,
  time: TimeWidget,
  datetime: DateTimeWidget,
  'alt-date': DateWidget,
  'alt-datetime': DateTimeWidget,
  color: ColorWidget,
  email: EmailWidget,
  uri: UrlWidget,
  rating: RatingWidget,
  // Ours: an array of two dates, with "Last n days" presets and a default range (dateRanges.ts).
  dateRange: DateRangeWidget,
  // `type: null`: a title (and description) with nothing to enter, as rjsf's NullField.
  null: NullWidget,
  unsupported: UnsupportedWidget,
};

/** Every widget name a schema may use in `ui:widget`. */
export type FormWidgetName = BuiltinWidgetName | keyof typeof customWidgets;

/** Built-in and custom widgets by name. */
export const formWidgets: Readonly<Record<FormWidgetName, FormWidget>> = { ...customWidgets, ...builtinWidgets };

export type { FormWidget } from '../formContext';
