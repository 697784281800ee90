import type { JsonSchema } from '../../src/core/registry';
import type { DataSource, LocalizedText, SchemaNode } from '../../src/core/schema/types';

/** A screen: title, toolbar and body, with data loaded by `initApi`. */
export type PageNode = SchemaNode & {
  type: 'page';
  title?: LocalizedText;
  /** Nodes on the right of the title (buttons). */
  toolbar?: unknown;
  body?: unknown;
  /** Loaded on mount; its mapped data is the body's `data`, and its top-level keys are names in the scope. */
  initApi?: DataSource;
  /** Static initial data, under the loaded data. */
  data?: Readonly<Record<string, unknown>>;
};

export const pagePropsSchema: JsonSchema = {
  type: 'object',
  properties: {
    title: { $ref: '#/$defs/text' },
    toolbar: { $ref: '#/$defs/nodes' },
    body: { $ref: '#/$defs/nodes' },
    initApi: { $ref: '#/$defs/dataSource' },
    data: { type: 'object' },
  },
};
