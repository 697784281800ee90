import { Form } from 'antd';
import { memo, useCallback, type ReactElement } from 'react';
import { useFormContext } from '../formContext';
import type { FieldDescriptor } from '../types';
import { ReadOnlyValue } from '../widgets/ReadOnlyValue';
import { UnsupportedWidget } from '../widgets/UnsupportedWidget';
import { ArrayField } from './ArrayField';
import { LazyField } from './LazyField';
import { ObjectField, ObjectFieldBody } from './ObjectField';
import { AUTOFOCUS_CLASS } from '../../dialog/initialFocus';
import { FocusOnMount } from './FocusOnMount';
import { useEnv } from '@core/react';
import { showsLabel, titleOf, wrapperLookOf } from './fieldLook';

/**
 * One field (rjsf SchemaField): an object, a list, a recursive part, or an
 * antd Form.Item bound to the field's path around its widget.
 * Memoised on the descriptor (stable per schema), so a keystroke elsewhere
 * never renders it; antd's field store re-renders only the Form.Item whose
 * value changed (ARCHITECTURE performance notes).
 */
export const SchemaField = memo(function SchemaField({ field }: { field: FieldDescriptor }): ReactElement {
  const context = useFormContext();
  const { text, onBlur: blurField } = context;
  const { i18n } = useEnv();
  const onBlur = useCallback(() => blurField(field), [blurField, field]);
  if (field.children) return <ObjectField field={field} />;
  if (field.array) return <ArrayField field={field} />;
  if (field.expand) return <LazyField field={field} />;
  // The root's options and free keys (a field with no fieldset of its own).
  if (field.multi || field.free) return <ObjectFieldBody field={field} />;
  const title = titleOf(field, text, (key, options) => i18n.t(key, options));
  const Widget = context.readOnly ? ReadOnlyValue : (context.widgets[field.widget] ?? UnsupportedWidget);
  const help = field.ui.help;
  const placeholder = field.ui.placeholder;
  // A checkbox with its own text beside it is named by that text; a field label too made
  // screen readers read "Remember me Remember me" (rjsf shows no label for it either).
  const ownLabel = field.widget === 'checkbox' && field.ui.label !== undefined && field.ui.label !== null;
  const look = wrapperLookOf(field);
  // Marks the `ui:autofocus` field, so a dialog opening on its first field picks this one instead
  // (renderers/dialog/initialFocus.ts; the field focuses itself as it mounts, before the dialog is shown).
  const autofocus = field.ui.autofocus === true;
  const className = [look.className, autofocus ? AUTOFOCUS_CLASS : undefined].filter(Boolean).join(' ');
  // Form.Item adds the value, onChange and id to its one child.
  const widgetProps = {
    onBlur,
    field,
    disabled: context.disabled || field.disabled,
    readOnly: field.readOnly,
    placeholder: typeof placeholder === 'string' || (typeof placeholder === 'object' && placeholder !== null) ? text(placeholder as Record<string, string>) : undefined,
    ...(showsLabel(field) ? {} : { ariaLabel: title ?? '' }),
  };
  return (
    <Form.Item
      name={field.formName as (string | number)[]}
      label={!ownLabel && showsLabel(field) ? title : undefined}
      {...look}
      {...(className !== '' ? { className } : {})}
      required={field.required && !context.readOnly}
      hidden={field.hidden}
      {...(field.description !== undefined ? { tooltip: text(field.description) } : {})}
      {...(typeof help === 'string' || (typeof help === 'object' && help !== null) ? { extra: text(help as Record<string, string>) } : {})}
    >
      {autofocus ? <FocusOnMount widget={Widget} {...widgetProps} /> : <Widget {...widgetProps} />}
    </Form.Item>
  );
});
