/**
 * The table builder: the table's data call (from the reads screens may
 * make, as the server declares them), its columns (add, remove, reorder;
 * add from the fields of the call's answer, sampled once; per column
 * TableColumnForm), its search box and its filters (TableFiltersEditor). The
 * search box is offered only when the call takes the table's keyword param,
 * sorting only when it takes the sort field param (or the rows come from the
 * scope and sort in the browser), and a filter's param is checked likewise.
 */
import { AutoComplete, Form, Switch, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN_CALLS } from '../../core/calls/screenCallList';
import { useEnv } from '../../core/react';
import { resolveText } from '../../core/text';
import { DEFAULT_KEYWORD_PARAM } from '../../../renderers/table/props.schema';
import { DEFAULT_SORT_PARAMS } from '../../../renderers/table/tableSort';
import { SHELL_ENUMS } from '../../shell/constants/enums';
import { dictEnumsAtom } from '../../shell/routing/portalData';
import { ItemList } from './ItemList';
import { TableColumnForm } from './TableColumnForm';
import { TableFiltersEditor } from './TableFiltersEditor';
import { TableSampleColumns } from './TableSampleColumns';
import { callQuery, type ResolveUrl, type TableValue } from './tableValue';
import { insertAt, moveItem, setAt, valueAt } from './textPatch';
import type { VisualEdits } from './useVisualEdits';

/** Whether the table can sort by a column: rows from the scope always; a declared call when it takes the sort field param. */
export function tableSorts(table: TableValue, resolveUrl?: ResolveUrl): boolean {
  if (table.source !== undefined && !table.api?.url && table.api?.permission === undefined) return true;
  return (callQuery(table, resolveUrl) ?? []).includes(table.sortParams?.field ?? DEFAULT_SORT_PARAMS.field);
}

/** The dictionary and enum names a column or a filter may take its texts from. */
function useEnumNames(): { value: string }[] {
  const dicts = useAtomValue(dictEnumsAtom);
  return useMemo(() => [...new Set([...Object.keys(SHELL_ENUMS), ...Object.keys(dicts)])].sort().map((value) => ({ value })), [dicts]);
}

export function TableBuilder({ edits, pointer }: { edits: VisualEdits; pointer: string }): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const table = (valueAt(edits.document, pointer) ?? {}) as TableValue;
  const columns = Array.isArray(table.columns) ? table.columns : [];
  const resolveUrl = env.api.resolveUrl?.bind(env.api);
  const query = callQuery(table, resolveUrl);
  const sortParam = table.sortParams?.field ?? DEFAULT_SORT_PARAMS.field;
  const sortBlocked = tableSorts(table, resolveUrl) ? undefined : t('studio.visual.sortNotTaken', { param: sortParam });
  const enumNames = useEnumNames();
  const disabled = !edits.editable;
  const addColumn = (column: Record<string, unknown>, label: string): void => {
    edits.apply((text) => (Array.isArray(table.columns) ? insertAt(text, `${pointer}/columns`, columns.length, column) : setAt(text, `${pointer}/columns`, [column])), label);
  };

  const items = columns.map((column, index) => ({
    key: String(index),
    title: (
      <span>
        {resolveText(column.title, env.i18n) || t('studio.visual.untitled')} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{column.dataIndex}</Typography.Text>
      </span>
    ),
    body: (
      <TableColumnForm
        column={column}
        index={index}
        // Typing in one box (both languages of a title) is one undo step.
        set={(at, value, label) => edits.apply((text) => setAt(text, `${pointer}/columns/${index}${at}`, value), label, `${pointer}/columns/${index}${at}`)}
        sortBlocked={sortBlocked}
        enumNames={enumNames}
        disabled={disabled}
      />
    ),
  }));

  return (
    <div data-testid="table-builder">
      <TableCallForm edits={edits} pointer={pointer} table={table} takesKeyword={query?.includes(table.keywordParam ?? DEFAULT_KEYWORD_PARAM)} />
      <ItemList
        testId="table-columns"
        items={items}
        disabled={disabled}
        addLabel={t('studio.visual.addColumn')}
        onMove={(index, delta) => edits.apply((text) => moveItem(text, `${pointer}/columns`, index, delta), t('studio.visual.moved', { type: 'column' }))}
        onRemove={(index) => edits.apply((text) => setAt(text, `${pointer}/columns/${index}`, undefined), t('studio.visual.removeItem'))}
        onAdd={() => addColumn({ title: { 'zh-cn': '', en: '' }, dataIndex: '' }, t('studio.visual.addColumn'))}
      />
      <TableSampleColumns table={table} disabled={disabled} onAdd={(column, field) => addColumn(column, t('studio.visual.sample.added', { field: field.path }))} />
      <TableFiltersEditor
        edits={edits}
        pointer={pointer}
        filters={Array.isArray(table.filters) ? table.filters : []}
        takes={(param) => query?.includes(param)}
        enumNames={enumNames}
        disabled={disabled}
      />
    </div>
  );
}

/** The table's data call and its search box. */
function TableCallForm({ edits, pointer, table, takesKeyword }: { edits: VisualEdits; pointer: string; table: TableValue; takesKeyword: boolean | undefined }): ReactElement {
  const { t } = useTranslation();
  const disabled = !edits.editable;
  const reads = useMemo(() => SCREEN_CALLS.filter((call) => call.kind === 'read' && call.method === 'get' && !call.path.includes(':')).map((call) => ({ value: call.path })), []);
  // A table reads a call or rows from the scope (`source`), not both: a call picked replaces the source.
  const setCall = (url: string): void => {
    edits.apply(
      (text) => {
        const next = setAt(text, `${pointer}/api`, url ? { ...(table.api ?? {}), url } : undefined);
        return next !== undefined && url && table.source !== undefined ? setAt(next, `${pointer}/source`, undefined) : next;
      },
      t('studio.visual.dataCall'),
      `${pointer}/api`,
    );
  };
  const byPermission = table.api?.url === undefined && table.api?.permission !== undefined;
  const callHelp = byPermission ? t('studio.visual.callByPermission', { code: table.api?.permission }) : table.api?.url && takesKeyword === undefined ? t('studio.visual.callUnknown') : undefined;
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={t('studio.visual.dataCall')} style={{ marginBottom: 6 }} help={callHelp}>
        <AutoComplete
          value={table.api?.url ?? ''}
          options={reads}
          filterOption={(input, option) => (option?.value ?? '').includes(input)}
          onChange={(value: string) => setCall(value)}
          aria-label={t('studio.visual.dataCall')}
          data-testid="table-call"
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item label={t('studio.visual.searchBox')} style={{ marginBottom: 6 }} help={takesKeyword ? undefined : t('studio.visual.searchNotTaken', { param: table.keywordParam ?? DEFAULT_KEYWORD_PARAM })}>
        <Switch
          size="small"
          checked={table.search !== undefined && table.search !== false}
          disabled={disabled || (!takesKeyword && (table.search === undefined || table.search === false))}
          onChange={(checked) => edits.apply((text) => setAt(text, `${pointer}/search`, checked ? true : undefined), t('studio.visual.searchBox'), `${pointer}/search`)}
          aria-label={t('studio.visual.searchBox')}
          data-testid="table-search"
        />
      </Form.Item>
    </Form>
  );
}
