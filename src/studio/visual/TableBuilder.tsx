/**
 * The table builder: the table's data call (from the reads screens may
 * make, as the server declares them), its columns (add, remove, reorder;
 * per column the title in both languages, the field, the width, the value
 * type with a date format or a dictionary, sorting and who sees it) and its
 * search box. The search box is offered only when the call takes the table's
 * keyword param, sorting only when it takes the sort field param (or the
 * rows come from the scope and sort in the browser).
 */
import { AutoComplete, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { findCall } from '../../core/calls/screenCalls';
import { SCREEN_CALLS } from '../../core/calls/screenCallList';
import type { LocalizedText } from '../../core/schema/types';
import { useEnv } from '../../core/react';
import { resolveText } from '../../core/text';
import { DEFAULT_KEYWORD_PARAM, TABLE_VALUE_TYPES } from '../../../renderers/table/props.schema';
import { DEFAULT_SORT_PARAMS } from '../../../renderers/table/tableSort';
import { SHELL_ENUMS } from '../../shell/constants/enums';
import { dictEnumsAtom } from '../../shell/routing/portalData';
import { ItemList } from './ItemList';
import { ConditionInput, TextPairInput } from './TextInputs';
import { insertAt, moveItem, setAt, valueAt } from './textPatch';
import type { VisualEdits } from './useVisualEdits';

const DATE_TYPES = new Set(['date', 'dateTime', 'dateRange', 'time']);
/** Value types whose cell shows a value's text from an enum (`valueEnum`). */
const ENUM_TYPES = new Set(['text', 'tag', 'status']);

interface Column {
  title?: LocalizedText;
  dataIndex?: string;
  valueType?: string;
  format?: string;
  width?: number | string;
  valueEnum?: unknown;
  sortable?: boolean;
  visibleOn?: string;
}

interface TableValue {
  api?: { url?: string; method?: string };
  source?: string;
  columns?: Column[];
  search?: unknown;
  keywordParam?: string;
  sortParams?: { field?: string };
}

/** Whether the table's call takes its keyword param: undefined when the call is not a declared read. */
export function callTakesKeyword(table: TableValue): boolean | undefined {
  const url = table.api?.url;
  if (!url) return undefined;
  const call = findCall(SCREEN_CALLS, (table.api?.method ?? 'get') as 'get', url);
  if (!call) return undefined;
  return (call.query ?? []).includes(table.keywordParam ?? DEFAULT_KEYWORD_PARAM);
}

/** Whether the table can sort by a column: rows from the scope always; a declared call when it takes the sort field param. */
export function tableSorts(table: TableValue): boolean {
  if (table.source !== undefined && !table.api?.url) return true;
  const url = table.api?.url;
  const call = url ? findCall(SCREEN_CALLS, (table.api?.method ?? 'get') as 'get', url) : undefined;
  return (call?.query ?? []).includes(table.sortParams?.field ?? DEFAULT_SORT_PARAMS.field);
}

export function TableBuilder({ edits, pointer }: { edits: VisualEdits; pointer: string }): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const table = (valueAt(edits.document, pointer) ?? {}) as TableValue;
  const columns = Array.isArray(table.columns) ? table.columns : [];
  const reads = useMemo(() => SCREEN_CALLS.filter((call) => call.kind === 'read' && call.method === 'get' && !call.path.includes(':')).map((call) => ({ value: call.path })), []);
  const takesKeyword = callTakesKeyword(table);
  const sorts = tableSorts(table);
  const dicts = useAtomValue(dictEnumsAtom);
  const enumNames = useMemo(() => [...new Set([...Object.keys(SHELL_ENUMS), ...Object.keys(dicts)])].sort().map((value) => ({ value })), [dicts]);
  const apply = (at: string, value: unknown, label: string): void => {
    edits.apply((text) => setAt(text, `${pointer}${at}`, value), label, `${pointer}${at}`);
  };
  const disabled = !edits.editable;
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

  const items = columns.map((column, index) => ({
    key: String(index),
    title: (
      <span>
        {resolveText(column.title, env.i18n) || t('studio.visual.untitled')} <Typography.Text type="secondary" style={{ fontSize: 12 }}>{column.dataIndex}</Typography.Text>
      </span>
    ),
    body: (
      <Form layout="vertical" size="small">
        <Form.Item label={t('studio.visual.columnTitle')} style={{ marginBottom: 6 }}>
          <TextPairInput value={column.title} onChange={(value) => apply(`/columns/${index}/title`, value, t('studio.visual.columnTitle'))} label={t('studio.visual.columnTitle')} testId={`column-${index}-title`} disabled={disabled} />
        </Form.Item>
        <Form.Item label={t('studio.visual.columnField')} style={{ marginBottom: 6 }}>
          <Input value={column.dataIndex ?? ''} onChange={(event) => apply(`/columns/${index}/dataIndex`, event.target.value || undefined, t('studio.visual.columnField'))} aria-label={t('studio.visual.columnField')} data-testid={`column-${index}-field`} disabled={disabled} />
        </Form.Item>
        <Form.Item label={t('studio.visual.columnType')} style={{ marginBottom: 6 }}>
          <Select
            allowClear
            value={column.valueType ?? null}
            onChange={(value) => apply(`/columns/${index}/valueType`, value ?? undefined, t('studio.visual.columnType'))}
            options={TABLE_VALUE_TYPES.map((type) => ({ value: type, label: t(`studio.visual.valueType.${type}`, { defaultValue: type }) }))}
            aria-label={t('studio.visual.columnType')}
            data-testid={`column-${index}-type`}
            disabled={disabled}
          />
        </Form.Item>
        <Form.Item label={t('studio.visual.columnWidth')} style={{ marginBottom: 6 }}>
          <InputNumber
            min={40}
            step={10}
            addonAfter="px"
            value={typeof column.width === 'number' ? column.width : null}
            onChange={(value) => apply(`/columns/${index}/width`, value ?? undefined, t('studio.visual.columnWidth'))}
            aria-label={t('studio.visual.columnWidth')}
            data-testid={`column-${index}-width`}
            disabled={disabled}
          />
        </Form.Item>
        {ENUM_TYPES.has(column.valueType ?? 'text') && (
          <Form.Item label={t('studio.visual.columnEnum')} help={t('studio.visual.columnEnumHelp')} style={{ marginBottom: 6 }}>
            <AutoComplete
              value={typeof column.valueEnum === 'string' ? column.valueEnum : ''}
              options={enumNames}
              filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
              onChange={(value: string) => apply(`/columns/${index}/valueEnum`, value || undefined, t('studio.visual.columnEnum'))}
              aria-label={t('studio.visual.columnEnum')}
              data-testid={`column-${index}-enum`}
              disabled={disabled || (column.valueEnum !== undefined && typeof column.valueEnum !== 'string')}
            />
          </Form.Item>
        )}
        <Form.Item label={t('studio.visual.columnSortable')} help={sorts ? undefined : t('studio.visual.sortNotTaken', { param: table.sortParams?.field ?? DEFAULT_SORT_PARAMS.field })} style={{ marginBottom: 6 }}>
          <Switch
            size="small"
            checked={column.sortable === true}
            disabled={disabled || (!sorts && column.sortable !== true)}
            onChange={(checked) => apply(`/columns/${index}/sortable`, checked ? true : undefined, t('studio.visual.columnSortable'))}
            aria-label={t('studio.visual.columnSortable')}
            data-testid={`column-${index}-sortable`}
          />
        </Form.Item>
        <Form.Item label={t('studio.visual.columnVisibleOn')} style={{ marginBottom: 6 }}>
          <ConditionInput value={column.visibleOn} onChange={(value) => apply(`/columns/${index}/visibleOn`, value, t('studio.visual.columnVisibleOn'))} label={t('studio.visual.columnVisibleOn')} testId={`column-${index}-visibleOn`} disabled={disabled} />
        </Form.Item>
        {column.valueType !== undefined && DATE_TYPES.has(column.valueType) && (
          <Form.Item label={t('studio.visual.columnFormat')} style={{ marginBottom: 6 }}>
            <AutoComplete
              value={column.format ?? ''}
              options={['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY/MM/DD', 'HH:mm'].map((value) => ({ value }))}
              onChange={(value: string) => apply(`/columns/${index}/format`, value || undefined, t('studio.visual.columnFormat'))}
              aria-label={t('studio.visual.columnFormat')}
              data-testid={`column-${index}-format`}
              disabled={disabled}
            />
          </Form.Item>
        )}
      </Form>
    ),
  }));

  return (
    <div data-testid="table-builder">
      <Form layout="vertical" size="small">
        <Form.Item label={t('studio.visual.dataCall')} style={{ marginBottom: 6 }} help={table.api?.url && takesKeyword === undefined ? t('studio.visual.callUnknown') : undefined}>
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
            onChange={(checked) => apply('/search', checked ? true : undefined, t('studio.visual.searchBox'))}
            aria-label={t('studio.visual.searchBox')}
            data-testid="table-search"
          />
        </Form.Item>
      </Form>
      <ItemList
        testId="table-columns"
        items={items}
        disabled={disabled}
        addLabel={t('studio.visual.addColumn')}
        onMove={(index, delta) => edits.apply((text) => moveItem(text, `${pointer}/columns`, index, delta), t('studio.visual.moved', { type: 'column' }))}
        onRemove={(index) => edits.apply((text) => setAt(text, `${pointer}/columns/${index}`, undefined), t('studio.visual.removeItem'))}
        onAdd={() =>
          edits.apply(
            (text) => (Array.isArray(table.columns) ? insertAt(text, `${pointer}/columns`, columns.length, { title: { 'zh-cn': '', en: '' }, dataIndex: '' }) : setAt(text, `${pointer}/columns`, [{ title: { 'zh-cn': '', en: '' }, dataIndex: '' }])),
            t('studio.visual.addColumn'),
          )
        }
      />
    </div>
  );
}
