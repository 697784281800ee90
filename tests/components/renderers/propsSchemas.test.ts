// The renderers' props schemas, through the real meta-schema generator and validator.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { createDocumentValidator, formatIssue } from '@core/schema/validateDocument';

const validate = createDocumentValidator(buildMetaSchema(registry.list()));
const problems = (document: unknown): string[] => validate(document).map((issue) => `${issue.pointer}: ${formatIssue(issue)}`);

const table = (column: Record<string, unknown>): Record<string, unknown> => ({
  schemaVersion: 1,
  type: 'page',
  body: [{ type: 'table', api: { url: '/eps/x' }, columns: [column] }],
});

/** A screen using every generic renderer's props. */
const kitchenSink = {
  schemaVersion: 1,
  type: 'page',
  id: 'todo',
  title: { 'zh-cn': '待办', en: 'To-do' },
  initApi: { url: '/eps/counts' },
  data: { tab: 'all' },
  toolbar: [{ type: 'button', label: 'common.add', icon: 'plus', level: 'primary', action: { action: 'dialog', dialog: { type: 'dialog', title: 'x', body: [] } } }],
  body: [
    {
      type: 'tabs',
      activeKeyFrom: 'query.tab',
      items: [
        {
          key: 'all',
          title: 'All',
          badge: '${counts.all}',
          body: {
            type: 'table',
            id: 'tasks',
            title: 'Tasks',
            api: { url: '/eps/tasks', params: { appCode: '${appCode}' }, responseData: { items: 'data.list', total: 'data.total' } },
            rowKey: 'taskId',
            pageSizes: [20, 50, 100, 200, 500, 1000],
            search: { placeholder: 'Task name' },
            keywordParam: 'taskName',
            filters: [{ name: 'status', options: 'taskStatus', all: true, default: '1', control: 'radio' }],
            height: 260,
            columns: [
              { valueType: 'index', width: 60 },
              { title: 'Name', dataIndex: 'taskName', ellipsis: true, copyable: true, valueType: 'link', action: { action: 'link', url: '${url}' } },
              { title: 'Created', dataIndex: 'createTime', valueType: 'dateTime', format: 'YYYY-MM-DD HH-mm-ss' },
              { title: 'Amount', dataIndex: 'amount', valueType: 'money', precision: 2, align: 'right' },
              { title: 'Status', dataIndex: 'status', valueType: 'tag', valueEnum: { '1': { text: 'x', color: 'blue' } } },
              { valueType: 'option', fixed: 'right', actions: [{ label: 'Open', action: { action: 'navigate', to: '/t/${row.id}' }, visibleOn: 'row.open' }] },
            ],
          },
        },
      ],
    },
    { type: 'descriptions', column: 2, items: [{ label: 'Name', field: 'data.name' }, { label: 'When', value: '${data.at}', valueType: 'date' }] },
    { type: 'timeline', source: '${data.logs}', item: { title: '${who}', color: '${status}', colorEnum: 'taskStatus' } },
    { type: 'html', content: '${data.content}' },
    { type: 'actions', align: 'right', items: [{ type: 'button', label: 'Go', confirmText: 'Sure?', action: [{ action: 'ajax', api: { url: '/eps/go' } }] }] },
    { type: 'tag', enum: 'taskStatus', value: '${status}' },
    { type: 'image', src: '/eps/file/${id}', preview: true, fallback: '/img/none.png' },
    { type: 'empty', image: 'simple' },
    { type: 'alert', level: 'info', message: 'Hi' },
    { type: 'card', title: 'Card', extra: [], body: { type: 'grid', gutter: [16, 8], columns: [{ span: 12, body: { type: 'text', text: 'a', tag: 'h3' } }] } },
    { type: 'divider', text: 'x', orientation: 'left' },
  ],
};

describe('renderer props schemas', () => {
  it('accept a screen using every generic renderer', () => {
    expect(problems(kitchenSink)).toEqual([]);
  });

  it('name a bad valueType with its pointer', () => {
    expect(problems(table({ title: 'When', dataIndex: 'at', valueType: 'dat' }))).toEqual(['/body/0/columns/0: unknown valueType "dat"']);
  });

  it('reject unknown props in nested objects, unknown icons and levels', () => {
    expect(problems(table({ title: 'When', dataIndex: 'at', widht: 80 }))).toEqual(['/body/0/columns/0: unknown prop "widht"']);
    expect(problems({ schemaVersion: 1, type: 'button', label: 'x', icon: 'plsu' })).toEqual([': unknown icon "plsu"']);
    expect(problems({ schemaVersion: 1, type: 'alert', message: 'x', level: 'danger' })).toEqual([': unknown level "danger"']);
  });

  it('require the props a renderer cannot work without', () => {
    expect(problems({ schemaVersion: 1, type: 'table' })).toEqual([': missing required prop "columns"']);
    expect(problems({ schemaVersion: 1, type: 'tabs', items: [{ key: 'a' }] })).toEqual(['/items/0: missing required prop "title"']);
    expect(problems({ schemaVersion: 1, type: 'table', columns: [{ valueType: 'option', actions: [{ label: 'x' }] }] })).toEqual([
      '/columns/0/actions/0: missing required prop "action"',
    ]);
  });

  it('take each export format once', () => {
    const exporting = (formats: string[]) => ({ schemaVersion: 1, type: 'table', source: '${rows}', columns: [], export: { formats } });
    expect(problems(exporting(['csv', 'xlsx']))).toEqual([]);
    expect(problems(exporting(['xlsx']))).toEqual([]);
    expect(problems(exporting(['csv', 'csv']))).toHaveLength(1);
    expect(problems(exporting(['xlsx', 'xlsx']))).toHaveLength(1);
  });

  it('reject a page size outside the spec range', () => {
    expect(problems({ schemaVersion: 1, type: 'table', columns: [], pageSizes: [20, 5000] })).toHaveLength(1);
  });
});
