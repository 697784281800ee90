import { Form } from 'antd';
import { useRef, type ReactElement } from 'react';
import { FieldGrid } from './fields/FieldGrid';
import { buildFields, type SchemaResolver } from './schemaFields';
import type { FieldDescriptor, FormSchema, UiSchema } from './types';

/** A signature of what a descriptor renders, to keep the previous object when nothing changed. */
const signatureOf = (field: FieldDescriptor): string =>
  JSON.stringify([field.schema, field.ui, field.required, field.widget, field.children?.map(signatureOf)]);

/**
 * Fields of a schema with conditions (`if`/`then`, `dependencies`): rebuilt
 * from the values on each change. Unchanged descriptors keep their identity,
 * so only fields that appear, vanish or change render again.
 */
export function DynamicFields({
  schema,
  uiSchema,
  resolve,
  onFields,
}: {
  schema: FormSchema;
  uiSchema: UiSchema | undefined;
  /** The engine's resolver (conditional schemas always have the engine). */
  resolve: SchemaResolver;
  /** Told the current fields, so validation knows which exist. */
  onFields(fields: readonly FieldDescriptor[]): void;
}): ReactElement {
  const cache = useRef(new Map<string, { signature: string; field: FieldDescriptor }>());
  const previous = useRef<readonly FieldDescriptor[]>([]);
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const built = buildFields(schema, uiSchema, resolve, form.getFieldsValue(true));
        const fields = built.map((field) => {
          const signature = signatureOf(field);
          const cached = cache.current.get(field.key);
          if (cached && cached.signature === signature) return cached.field;
          cache.current.set(field.key, { signature, field });
          return field;
        });
        const same = fields.length === previous.current.length && fields.every((f, i) => f === previous.current[i]);
        if (!same) {
          previous.current = fields;
          onFields(fields);
        }
        return <FieldGrid fields={previous.current} />;
      }}
    </Form.Item>
  );
}
