/**
 * The full table's bar (TableToolbar) with its parts filled in from the node: the keyword search, the filters,
 * the schema's toolbar nodes with the export button, and the options (reload, density, column settings).
 */
import type { ColumnType } from 'antd/es/table';
import type { ReactElement } from 'react';
import type { LocalizedText } from '@core/schema/types';
import { RenderNodes, useEnv } from '@core/react';
import type { Scope } from '@core/scope';
import type { Row } from './buildColumns';
import { ExportButton } from './ExportButton';
import type { TableNode } from './props.schema';
import { KeywordSearch, TableFilters } from './TableFilters';
import type { FilterValues } from './tableRequest';
import { TableOptions, TableToolbar, type Density } from './TableToolbar';
import { useTableExport } from './useTableExport';

export interface AntdTableHeaderProps {
  node: TableNode;
  pointer: string;
  scope: Scope;
  disabled: boolean;
  text: (value: LocalizedText | undefined) => string;
  title: string;
  filterValues: FilterValues;
  onKeyword: (keyword: string) => void;
  onFilter: (name: string, value: string | number | undefined) => void;
  onReload: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  columns: readonly ColumnType<Row>[];
  hidden: ReadonlySet<string>;
  onHidden: (hidden: ReadonlySet<string>) => void;
  /** The query's params and the local rows, for the export. */
  params: Readonly<Record<string, unknown>>;
  localRows: readonly Row[] | undefined;
  total: number;
}

export function AntdTableHeader(props: AntdTableHeaderProps): ReactElement {
  const { node, pointer, scope, disabled, text: t, params, hidden } = props;
  const env = useEnv();
  const search =
    node.search === undefined || node.search === false ? undefined : (
      <KeywordSearch
        placeholder={t((typeof node.search === 'object' ? node.search.placeholder : undefined) ?? 'renderers.table.keywordPlaceholder')}
        onSearch={props.onKeyword}
        disabled={disabled}
      />
    );
  const filters = node.filters?.length ? (
    <TableFilters filters={node.filters} values={props.filterValues} onChange={props.onFilter} scope={scope} text={t} disabled={disabled} />
  ) : undefined;
  const options =
    node.options === false ? null : (
      <TableOptions
        onReload={props.onReload}
        density={props.density}
        onDensity={props.onDensity}
        columns={props.columns.map((column) => ({ key: String(column.key), title: typeof column.title === 'string' ? column.title : '' }))}
        hidden={hidden}
        onHidden={props.onHidden}
        text={(key) => env.i18n.t(key)}
      />
    );
  const tableExport = useTableExport(node, scope, t, { params, hidden, localRows: props.localRows });
  const exportButton = tableExport ? <ExportButton formats={tableExport.formats} onExport={tableExport.run} text={(key) => env.i18n.t(key)} disabled={disabled || props.total === 0} /> : null;
  const toolbarNodes =
    node.toolbar === undefined ? null : <RenderNodes nodes={node.toolbar} pointer={`${pointer}/toolbar`} scope={scope} disabled={disabled} />;
  const actions = exportButton || toolbarNodes ? <>{toolbarNodes}{exportButton}</> : null;
  return <TableToolbar title={props.title} search={search} filters={filters} actions={actions} options={options} />;
}
