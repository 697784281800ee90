import { defineRendererUi } from '@core/registry';
import { loadCopyableFor } from './copyableLoad';
import type { TableNode } from './props.schema';
import { firstTableRequest } from './tableRequest';

/** `table`: antd's Table bound to an api, under our toolbar; split out of the main bundle. */
export const tableUi = defineRendererUi<TableNode>({
  load: () => import('./TableRenderer'),
  // A plain table is an HTML table; any other needs antd's Table (and its date range filters antd's DatePicker),
  // a copyable column antd's copy button: started as the renderer's code arrives.
  loadPartsFor: (node) => (node.plain === true ? loadCopyableFor(node) : import('./TableRenderer').then((module) => module.loadFullTableParts(node))),
  // Its first page is asked for while the screen loads, so the table renders once, with its rows.
  firstRequestFor: firstTableRequest,
});
