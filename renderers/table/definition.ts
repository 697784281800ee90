import { defineRendererDefinition } from '@core/registry';
import { tablePropsSchema, type TableNode } from './props.schema';

/** `table`, without its UI: see renderers/definitions.ts. */
export const tableDefinition = defineRendererDefinition<TableNode>({
  type: 'table',
  description: 'A server-paged table bound to an api, with value types, enum tags, keyword search, filters and row actions.',
  category: 'dataDisplay',
  titleKey: 'renderers.palette.types.table.title',
  descriptionKey: 'renderers.palette.types.table.description',
  propsSchema: tablePropsSchema,
  example: { type: 'table', source: '${rows}', columns: [{ title: { 'zh-cn': '名称', en: 'Name' }, dataIndex: 'name' }] },
});
