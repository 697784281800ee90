/**
 * The table renderer: a `plain` table (a small read-only list) is drawn as
 * an HTML table by PlainTableRenderer; every other table by antd's Table
 * (AntdTableRenderer), whose code loads only then. antd's Table brings its
 * pagination, select, tree filter, checkbox and radio along, ~110 KB brotli:
 * the login page's visitor lists paid that for a few rows each.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { moduleLoad, useEnv, useLoadedModule } from '@core/react';
import type { RendererProps } from '@core/registry';
import { loadCopyableFor } from './copyableLoad';
import { loadDateRangeFilterFor } from './dateRangeFilterLoad';
import PlainTableRenderer from './PlainTableRenderer';
import type { TableNode } from './props.schema';

const antdTable = moduleLoad<ComponentType<RendererProps<TableNode>>>(() => import('./AntdTableRenderer').then((module) => module.default));

/**
 * Starts antd's Table as soon as this module is here (the definition's `loadPartsFor`, when a
 * document with a non-plain table is preloaded) rather than once the renderer has rendered.
 * Through this module, not from the registry: a second importer of AntdTableRenderer made the
 * bundler split the modules the two share into a chunk of their own that home and login loaded.
 */
export function loadAntdTable(): Promise<unknown> {
  return antdTable.load();
}

/**
 * What a full table node needs beside this module: antd's Table, antd's DatePicker when it shows a date range
 * filter, and antd's copy button when a column is copyable.
 */
export function loadFullTableParts(node: TableNode): Promise<unknown> {
  return Promise.all([antdTable.load(), loadDateRangeFilterFor(node), loadCopyableFor(node)]);
}

/** antd's table once its code is here, a placeholder until then; a failed load shows the core's translated message. */
function FullTable(props: RendererProps<TableNode>): ReactElement {
  const env = useEnv();
  const component = useLoadedModule(antdTable, 'The table', () => env.i18n.t('core.rendererLoadFailed', { type: 'table' }));
  // One module-level component, the same on every render (createElement says so to the hooks linter).
  return component ? createElement(component, props) : <div className="eps-table eps-table-loading" aria-busy="true" />;
}

export default function TableRenderer(props: RendererProps<TableNode>): ReactElement {
  return props.node.plain === true ? <PlainTableRenderer {...props} /> : <FullTable {...props} />;
}
