import { Form } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { isFieldShown } from '../fieldConditions';
import { useFormContext } from '../formContext';
import type { FieldDescriptor } from '../types';

/**
 * A field with a `ui:visibleOn`: drawn only while its condition holds. It listens to the form's
 * values, but renders again only when the condition's result changes, so a keystroke elsewhere
 * re-renders no field (the condition is evaluated, nothing is drawn). The children are the same
 * element across those renders, so the memoised field inside is not rendered again either.
 */
export function ShownWhen({ field, children }: { field: FieldDescriptor; children: ReactNode }): ReactElement {
  const { scope } = useFormContext();
  const shown = (values: unknown): boolean => isFieldShown(field, scope, values);
  return (
    <Form.Item noStyle shouldUpdate={(before, after) => shown(before) !== shown(after)}>
      {(form) => (shown(form.getFieldsValue(true)) ? children : null)}
    </Form.Item>
  );
}
