import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';

export const pagePropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    /** Nodes on the right of the title (buttons). */
    toolbar: { $ref: '#/$defs/nodes' },
    body: { $ref: '#/$defs/nodes' },
    /** Loaded on mount; its mapped data is the body's `data`, and its top-level keys are names in the scope. */
    initApi: { $ref: '#/$defs/dataSource' },
    /** Static initial data, under the loaded data. */
    data: { type: 'object' },
  },
} as const satisfies JsonSchema;

/** A screen: title, toolbar and body, with data loaded by `initApi`. */
export type PageNode = SchemaNode & { type: 'page' } & PropsOf<typeof pagePropsSchema>;
