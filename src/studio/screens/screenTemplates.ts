/**
 * What a new tenant screen (`t/...`) starts from: a page, a table
 * page reading existing data (the bulletins list), and a form page. Plain
 * documents, checked against the meta-schema by a unit test, so a template
 * never starts a configurator off with errors.
 */

export type TemplateName = 'page' | 'table' | 'form';

export const TEMPLATE_NAMES: readonly TemplateName[] = ['page', 'table', 'form'];

const text = (zh: string, en: string): Readonly<Record<string, string>> => ({ 'zh-cn': zh, en });

/** The document of template `name`. */
export function screenTemplate(name: TemplateName): Record<string, unknown> {
  switch (name) {
    case 'page':
      return {
        schemaVersion: 1,
        type: 'page',
        title: text('新页面', 'New page'),
        body: [{ type: 'text', text: text('在这里写内容。', 'Write the content here.') }],
      };
    case 'table':
      return {
        schemaVersion: 1,
        type: 'page',
        title: text('公告列表', 'Bulletins'),
        body: [
          {
            type: 'table',
            api: { method: 'get', url: '/eps/config/uc/news/page', params: { containExpired: '1' } },
            rowKey: 'id',
            columns: [
              { title: text('标题', 'Title'), dataIndex: 'title', ellipsis: true },
              { title: text('来源', 'Source'), dataIndex: 'source', width: 160 },
              { title: text('更新时间', 'Updated'), dataIndex: 'modifyTime', valueType: 'dateTime', format: 'YYYY-MM-DD HH:mm', width: 170 },
            ],
          },
        ],
      };
    case 'form':
      return {
        schemaVersion: 1,
        type: 'page',
        title: text('新表单', 'New form'),
        body: [
          {
            type: 'form',
            schema: {
              type: 'object',
              required: ['name'],
              properties: {
                name: { type: 'string', title: text('名称', 'Name') },
                note: { type: 'string', title: text('备注', 'Note') },
              },
            },
            uiSchema: { note: { 'ui:widget': 'textarea' } },
          },
        ],
      };
  }
}

/** True for an id a tenant may create: `t/` and then path segments of letters, digits, `-` and `_`. */
export function isTenantScreenId(id: string): boolean {
  return /^t(\/[A-Za-z0-9_-]+)+$/.test(id);
}
