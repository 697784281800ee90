import { Input } from 'antd';
import type { ChangeEvent, ReactElement } from 'react';
import type { WidgetProps } from '../types';
import { defined } from './defined';

/** The value a text input shows: strings as they are, numbers as text, nothing else. */
export const inputText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Calls onChange with the input's text, or the field's empty value when it is emptied. */
export function textChangeHandler(props: WidgetProps): (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void {
  return (event) => props.onChange?.(event.target.value === '' ? props.field.emptyValue : event.target.value);
}

/** One-line text input (`ui:widget: text`, the default for strings). */
export function TextWidget(props: WidgetProps): ReactElement {
  const { id, value, onBlur, field, disabled, readOnly, placeholder, autoFocus } = props;
  const maxLength = typeof field.schema.maxLength === 'number' ? field.schema.maxLength : undefined;
  const inputType = typeof field.ui.inputType === 'string' ? field.ui.inputType : 'text';
  return (
    <Input
      {...defined({ id, placeholder })}
      type={inputType}
      value={inputText(value)}
      onChange={textChangeHandler(props)}
      onBlur={onBlur}
      disabled={disabled}
      readOnly={readOnly}
      autoFocus={autoFocus}
      {...(maxLength !== undefined ? { maxLength } : {})}
    />
  );
}
