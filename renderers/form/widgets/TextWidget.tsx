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

/**
 * The props every text-like input takes from the field (value, change, blur,
 * state), so each widget adds only what makes it different.
 */
export function textInputProps(props: WidgetProps) {
  const { id, value, onBlur, disabled, readOnly, placeholder } = props;
  return {
    ...defined({ id, placeholder }),
    value: inputText(value),
    onChange: textChangeHandler(props),
    onBlur,
    disabled,
    readOnly,
    ...(props.ariaLabel !== undefined ? { 'aria-label': props.ariaLabel } : {}),
  };
}

/**
 * One-line text input (`ui:widget: text`, the default for strings). A field
 * with `examples` offers them as suggestions through a `datalist`, as rjsf
 * does: the browser's own list, no extra code (antd's AutoComplete would
 * bring its Select, ~22 KB compressed, into every form's code).
 */
export function TextWidget(props: WidgetProps): ReactElement {
  return textInput(props, 'text');
}

/** `format: email` (rjsf's EmailWidget): a `type="email"` input, so phones offer the @ keyboard. */
export function EmailWidget(props: WidgetProps): ReactElement {
  return textInput(props, 'email');
}

/** `format: uri` (rjsf's URLWidget): a `type="url"` input. */
export function UrlWidget(props: WidgetProps): ReactElement {
  return textInput(props, 'url');
}

function textInput(props: WidgetProps, defaultType: string): ReactElement {
  const { field } = props;
  const maxLength = typeof field.schema.maxLength === 'number' ? field.schema.maxLength : undefined;
  const inputType = typeof field.ui.inputType === 'string' ? field.ui.inputType : defaultType;
  const examples = Array.isArray(field.schema.examples) ? field.schema.examples.filter((e): e is string | number => typeof e === 'string' || typeof e === 'number') : [];
  const listId = examples.length > 0 ? `${props.id}__examples` : undefined;
  const input = <Input {...textInputProps(props)} type={inputType} {...(maxLength !== undefined ? { maxLength } : {})} {...(listId ? { list: listId } : {})} />;
  if (!listId) return input;
  return (
    <>
      {input}
      <datalist id={listId}>
        {[...new Set(examples.map(String))].map((example) => (
          <option key={example} value={example} />
        ))}
      </datalist>
    </>
  );
}
