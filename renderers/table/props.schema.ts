import type { JsonSchema } from '@core/registry';
import type { PropsOf } from '@core/schema/propsOf';
import type { SchemaNode } from '@core/schema/types';
import { valueEnumSchema } from '../shared/enums';
import { DISPLAY_VALUE_TYPES, formatPropsSchema } from '../shared/valueTypes';

/** Cell value types: the shared display types plus table-only ones. Typed record in ./cells.tsx. */
export const TABLE_VALUE_TYPES = [...DISPLAY_VALUE_TYPES, 'link', 'index', 'option'] as const;
export type TableValueType = (typeof TABLE_VALUE_TYPES)[number];

/** spec portal-shell 9: "default 20; options 20, 50, 100, 200, 500, 1000". */
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZES: readonly number[] = [20, 50, 100, 200, 500, 1000];
export const DEFAULT_KEYWORD_PARAM = 'keyword';

const actionsRef = { $ref: '#/$defs/actions' } as const;

/** A link in an `option` column; the row is in scope as `row` and by its fields. */
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
    /** A path in the row (`applicant.name`). */
    dataIndex: { type: 'string', minLength: 1 },
    valueType: { enum: [...TABLE_VALUE_TYPES] },
    ...formatPropsSchema,
    valueEnum: valueEnumSchema,
    /** Expression over the table's scope (not the row): show the column or not. */
    visibleOn: { $ref: '#/$defs/expression' },
    width: { type: ['number', 'string'] },
    ellipsis: {
      type: 'boolean',
      description: 'Cut long text with an ellipsis. A table with such a column (or a fixed column, a body height, or plain) scrolls sideways below its columns\' widths plus 160 px for each column without a width in pixels, so no column is squeezed to nothing.',
    },
    copyable: { type: 'boolean' },
    fixed: { enum: ['left', 'right'] },
    align: { enum: ['left', 'center', 'right'] },
    /**
     * Sortable by a click on its header: an api table asks its call for that order (the table's
     * `sortParams`, with `sortKey` or else `dataIndex` as the field); rows from `source` sort in the browser.
     */
    sortable: { type: 'boolean' },
    sortKey: { type: 'string', minLength: 1 },
    /** `option` columns: the row's links. */
    actions: { type: 'array', items: rowActionSchema },
    /** `link` columns: what a click does (row in scope). */
    action: actionsRef,
  },
} as const;

/**
 * A simple filter above the table, sent as a param named `name`; or a date range (`control: "dateRange"`) sent as
 * the two params `params` names (from, to; YYYY-MM-DD), starting at `defaultRange` (`"last90Days"` or a number of
 * days) with `presets` shortcuts (`[7, 30, 90]`), as the form's `dateRange` widget (spec workflow-enterprise-embedding 9).
 */
const filterSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  // A choice filter needs its choices; a date range, the names of its two params.
  if: { required: ['control'], properties: { control: { const: 'dateRange' } } },
  then: { required: ['params'], properties: { params: true } },
  else: { required: ['options'], properties: { options: true } },
  properties: {
    name: { type: 'string', minLength: 1 },
    label: { $ref: '#/$defs/text' },
    control: { enum: ['radio', 'select', 'dateRange'] },
    params: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 2, maxItems: 2 },
    defaultRange: { anyOf: [{ type: 'string', pattern: '^last\\d{1,4}Days$' }, { type: 'integer', minimum: 1, maximum: 3660 }] },
    presets: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 3660 }, maxItems: 6 },
    /** A list, or the name of an enum in the scope's `enums`. */
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
    /** Adds an "All" choice that sends no value. */
    all: { type: 'boolean' },
  },
} as const;

const pageSize = { type: 'integer', minimum: 1, maximum: 1000 } as const;

export const tablePropsSchema = {
  type: 'object',
  required: ['columns'],
  additionalProperties: false,
  properties: {
    title: { $ref: '#/$defs/text' },
    api: { $ref: '#/$defs/dataSource' },
    /** Rows from the scope (`"${data.list}"`) instead of an api; paged in the browser. */
    source: { type: 'string', pattern: '\\$\\{' },
    columns: { type: 'array', items: columnSchema },
    rowKey: { type: 'string', minLength: 1 },
    pagination: { type: 'boolean' },
    pageSize,
    pageSizes: { type: 'array', items: pageSize, minItems: 1 },
    /** A keyword box; its trimmed value is sent as `keywordParam`. */
    search: {
      anyOf: [
        { type: 'boolean' },
        { type: 'object', additionalProperties: false, properties: { placeholder: { $ref: '#/$defs/text' } } },
      ],
    },
    keywordParam: { type: 'string', minLength: 1 },
    /** The params a sorted column is sent as (default `orderBy` and `orderDir`, the order `asc` or `desc`). */
    sortParams: {
      type: 'object',
      additionalProperties: false,
      properties: { field: { type: 'string', minLength: 1 }, order: { type: 'string', minLength: 1 } },
    },
    filters: { type: 'array', items: filterSchema },
    toolbar: { $ref: '#/$defs/nodes' },
    /** Shown when there are no rows. */
    empty: { $ref: '#/$defs/text' },
    /** Body height in px (scrolls inside). */
    height: { type: 'integer', minimum: 50 },
    scroll: {
      type: 'object',
      additionalProperties: false,
      properties: { x: { type: 'integer', minimum: 1 }, y: { type: 'integer', minimum: 1 } },
    },
    size: { enum: ['small', 'middle', 'large'] },
    bordered: { type: 'boolean' },
    /** The reload, density and column settings icons; default true. */
    options: { type: 'boolean' },
    /**
     * An export icon in the toolbar: every row matching the search and filters (up to `maxRows`,
     * default 1000) as CSV or XLSX, each cell as the table shows it; the writers load on first use.
     */
    export: {
      anyOf: [
        { type: 'boolean' },
        {
          type: 'object',
          additionalProperties: false,
          properties: {
            formats: {
              type: 'array',
              items: { enum: ['csv', 'xlsx'] },
              minItems: 1,
              maxItems: 2,
              // Each format once, said without uniqueItems: that keyword needs ajv's deep-equal at run time,
              // which the precompiled browser validator does not carry (build/documentValidatorCode.ts).
              // Of two formats, a repeat is a list of two items all the same one.
              not: {
                anyOf: [
                  { type: 'array', minItems: 2, items: { const: 'csv' } },
                  { type: 'array', minItems: 2, items: { const: 'xlsx' } },
                ],
              },
            },
            /** The file's name before its date and extension; default the table's title. */
            fileName: { $ref: '#/$defs/text' },
            maxRows: { type: 'integer', minimum: 1, maximum: 10000 },
          },
        },
      ],
    },
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
      export: { const: false },
      columns: { type: 'array', items: { type: 'object', properties: { fixed: false } } },
    },
  },
} as const satisfies JsonSchema;

export type RowAction = PropsOf<typeof rowActionSchema>;
export type TableColumn = PropsOf<typeof columnSchema>;
export type TableFilter = PropsOf<typeof filterSchema>;

/**
 * A server-paged table (antd Table): `api` gets `pageNum`/`pageSize`, the
 * keyword and the filters, and answers `data.items`/`data.total` (or
 * `responseData` maps them). Or rows from the scope with `source`.
 * A `plain` table is a small read-only list drawn as a plain HTML table (a
 * fraction of antd Table's code): needs `pagination: false`; no search,
 * filters or fixed columns, and no option icons.
 */
export type TableNode = SchemaNode & { type: 'table' } & PropsOf<typeof tablePropsSchema>;
