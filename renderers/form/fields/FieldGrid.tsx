import { Col, Row } from 'antd';
import { memo, type ReactElement } from 'react';
import { useFormContext } from '../formContext';
import { conditionOf } from '../fieldConditions';
import type { FieldDescriptor } from '../types';
import { ShownWhen } from './ShownWhen';

/** Columns a field spans: objects take the row, others `colSpan` (default 1), at most the grid. */
function spanOf(field: FieldDescriptor, columns: number): number {
  if (field.children || field.multi || field.free) return 24;
  const span = Math.min(Math.max(field.colSpan ?? 1, 1), columns);
  return Math.round((24 / columns) * span);
}

/** `element` drawn only while the field's `ui:visibleOn` holds (when it has one). */
const conditional = (field: FieldDescriptor, element: ReactElement): ReactElement =>
  conditionOf(field) === undefined ? element : (
    <ShownWhen key={field.key} field={field}>
      {element}
    </ShownWhen>
  );

/**
 * The fields of one object, in one column or in a grid of `columns`.
 * Memoised on the field list, which is stable per schema.
 */
export const FieldGrid = memo(function FieldGrid({ fields }: { fields: readonly FieldDescriptor[] }): ReactElement {
  const { columns, fields: registry } = useFormContext();
  // rjsf's registry.fields: the field component comes from the form, so the grid imports no field (no import cycle).
  const { SchemaField } = registry;
  if (columns <= 1) {
    return (
      <>
        {fields.map((field) => conditional(field, <SchemaField key={field.key} field={field} />))}
      </>
    );
  }
  return (
    <Row gutter={16}>
      {fields.map((field) =>
        conditional(
          field,
          field.hidden ? (
            <SchemaField key={field.key} field={field} />
          ) : (
            <Col key={field.key} span={spanOf(field, columns)}>
              <SchemaField field={field} />
            </Col>
          ),
        ),
      )}
    </Row>
  );
});
