import type { JsonSchema } from '../../src/core/registry';
import type { Action } from '../../src/core/actions/types';
import type { DataSource, LocalizedText, SchemaNode } from '../../src/core/schema/types';
import { valueEnumSchema, type ValueEnumRef } from '../shared/enums';
import { DISPLAY_VALUE_TYPES, formatPropsSchema } from '../shared/valueTypes';

/** Cell value types: the shared display types plus table-only ones. Typed record in ./cells.tsx. */
export const TABLE_VALUE_TYPES = [...DISPLAY_VALUE_TYPES, 'link', 'index', 'option'] as const;
export type TableValueType = (typeof TABLE_VALUE_TYPES)[number];

/** spec portal-shell 9: "default 20; options 20, 50, 100, 200, 500, 1000". */
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZES: readonly number[] = [20, 50, 100, 200, 500, 1000];
export const DEFAULT_KEYWORD_PARAM = 'keyword';

/** A link in an `option` column; the row is in scope as `row` and by its fields. */
export interface RowAction {
  label: LocalizedText;
  action: Action | readonly Action[];
  confirmText?: LocalizedText;
  visibleOn?: string;
  disabledOn?: string;
  danger?: boolean;
}

export interface TableColumn {
  title?: LocalizedText;
  /** A path in the row (`applicant.name`). */
  dataIndex?: string;
  valueType?: TableValueType;
  /** dayjs format for date types. */
  format?: string;
  precision?: number;
  valueEnum?: ValueEnumRef;
  /** Expression over the table's scope (not the row): show the column or not. */
  visibleOn?: string;
  width?: number | string;
  ellipsis?: boolean;
  copyable?: boolean;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  /** `option` columns: the row's links. */
  actions?: readonly RowAction[];
  /** `link` columns: what a click does (row in scope). */
  action?: Action | readonly Action[];
}

/** A simple filter above the table, sent as a param named `name`. */
export interface TableFilter {
  name: string;
  label?: LocalizedText;
  control?: 'radio' | 'select';
  /** A list, or the name of an enum in the scope's `enums`. */
  options: string | readonly { label: LocalizedText; value: string | number }[];
  default?: string | number;
  /** Adds an "All" choice that sends no value. */
  all?: boolean;
}

/**
 * A server-paged table (antd Table): `api` gets `pageNum`/`pageSize`, the
 * keyword and the filters, and answers `data.items`/`data.total` (or
 * `responseData` maps them). Or rows from the scope with `source`.
 */
export type TableNode = SchemaNode & {
  type: 'table';
  title?: LocalizedText;
  api?: DataSource;
  /** Rows from the scope (`"${data.list}"`) instead of an api; paged in the browser. */
  source?: string;
  columns: readonly TableColumn[];
  rowKey?: string;
  pagination?: boolean;
  pageSize?: number;
  pageSizes?: readonly number[];
  /** A keyword box; its trimmed value is sent as `keywordParam`. */
  search?: boolean | { placeholder?: LocalizedText };
  keywordParam?: string;
  filters?: readonly TableFilter[];
  toolbar?: unknown;
  /** Shown when there are no rows. */
  empty?: LocalizedText;
  /** Body height in px (scrolls inside). */
  height?: number;
  scroll?: { x?: number; y?: number };
  size?: 'small' | 'middle' | 'large';
  bordered?: boolean;
  /** The reload, density and column settings icons; default true. */
  options?: boolean;
  /** Run when a row is clicked, with the row in scope as `row` and by its fields. */
  onRowClick?: Action | readonly Action[];
  /** Run when a row is double-clicked, with the row in scope as `row` and by its fields. */
  onRowDoubleClick?: Action | readonly Action[];
  /**
   * A small read-only list drawn as a plain HTML table (a fraction of antd
   * Table's code): needs `pagination: false`; no search, filters or fixed
   * columns, and no option icons.
   */
  plain?: boolean;
};

const actionsRef = { $ref: '#/$defs/actions' } as const;

const rowActionSchema = {
  type: 'object',
  required: ['label', 'action'],
  additionalProperties: false,
  properties: {
    label: { $ref: '#/$defs/text' },
    action: actionsRef,
    confirmText: { $ref: '#/$defs/text' },
    visibleOn: { $ref: '#/$defs/expression' },
    disabledOn: { $ref: '#/$defs/expression' },
    danger: { type: 'boolean' },
  },
} as const;

const columnSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    dataIndex: { type: 'string', minLength: 1 },
    valueType: { enum: [...TABLE_VALUE_TYPES] },
    ...formatPropsSchema,
    valueEnum: valueEnumSchema,
    visibleOn: { $ref: '#/$defs/expression' },
    width: { type: ['number', 'string'] },
    ellipsis: { type: 'boolean' },
    copyable: { type: 'boolean' },
    fixed: { enum: ['left', 'right'] },
    align: { enum: ['left', 'center', 'right'] },
    actions: { type: 'array', items: rowActionSchema },
    action: actionsRef,
  },
} as const;

const filterSchema = {
  type: 'object',
  required: ['name', 'options'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1 },
    label: { $ref: '#/$defs/text' },
    control: { enum: ['radio', 'select'] },
    options: {
      anyOf: [
        { type: 'string', minLength: 1 },
        {
          type: 'array',
          items: {
            type: 'object',
            required: ['label', 'value'],
            additionalProperties: false,
            properties: { label: { $ref: '#/$defs/text' }, value: { type: ['string', 'number'] } },
          },
        },
      ],
    },
    default: { type: ['string', 'number'] },
    all: { type: 'boolean' },
  },
} as const;

const pageSize = { type: 'integer', minimum: 1, maximum: 1000 } as const;

export const tablePropsSchema: JsonSchema = {
  type: 'object',
  required: ['columns'],
  properties: {
    title: { $ref: '#/$defs/text' },
    api: { $ref: '#/$defs/dataSource' },
    source: { type: 'string', pattern: '\\$\\{' },
    columns: { type: 'array', items: columnSchema },
    rowKey: { type: 'string', minLength: 1 },
    pagination: { type: 'boolean' },
    pageSize,
    pageSizes: { type: 'array', items: pageSize, minItems: 1 },
    search: {
      anyOf: [
        { type: 'boolean' },
        { type: 'object', additionalProperties: false, properties: { placeholder: { $ref: '#/$defs/text' } } },
      ],
    },
    keywordParam: { type: 'string', minLength: 1 },
    filters: { type: 'array', items: filterSchema },
    toolbar: { $ref: '#/$defs/nodes' },
    empty: { $ref: '#/$defs/text' },
    height: { type: 'integer', minimum: 50 },
    scroll: {
      type: 'object',
      additionalProperties: false,
      properties: { x: { type: 'integer', minimum: 1 }, y: { type: 'integer', minimum: 1 } },
    },
    size: { enum: ['small', 'middle', 'large'] },
    bordered: { type: 'boolean' },
    options: { type: 'boolean' },
    onRowClick: { ...actionsRef, description: 'Run when a row is clicked; the row is in scope as row and by its fields.' },
    onRowDoubleClick: { ...actionsRef, description: 'Run when a row is double-clicked; the row is in scope as row and by its fields.' },
    plain: {
      type: 'boolean',
      description: 'A small read-only list drawn as a plain HTML table, loading far less code: needs pagination false; no search, filters, fixed columns or option icons.',
    },
  },
  // What a plain table cannot draw is refused here, not silently dropped.
  if: { required: ['plain'], properties: { plain: { const: true } } },
  then: {
    required: ['pagination'],
    properties: {
      pagination: { const: false },
      search: { const: false },
      filters: { type: 'array', maxItems: 0 },
      columns: { type: 'array', items: { type: 'object', properties: { fixed: false } } },
    },
  },
};
