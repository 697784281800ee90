import { defineRegistry, defineRenderer } from '@core/registry';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { createDocumentValidator, formatIssue, issuesByNode } from '@core/schema/validateDocument';

const Noop = (): null => null;

// A small registry of its own, so these tests pin the generator, not the real renderers.
const registry = defineRegistry([
  defineRenderer({
    type: 'page',
    description: 'page',
    component: Noop,
    propsSchema: { type: 'object', properties: { title: { $ref: '#/$defs/text' }, body: { $ref: '#/$defs/nodes' } } },
  }),
  defineRenderer({
    type: 'table',
    description: 'table',
    component: Noop,
    propsSchema: {
      type: 'object',
      required: ['columns'],
      properties: {
        api: { $ref: '#/$defs/dataSource' },
        columns: { type: 'array', items: { $ref: '#/$defs/tableColumn' } },
      },
      $defs: {
        tableColumn: {
          type: 'object',
          additionalProperties: false,
          required: ['dataIndex'],
          properties: { dataIndex: { type: 'string' }, valueType: { enum: ['text', 'date', 'dateTime'] }, title: { $ref: '#/$defs/text' } },
        },
      },
    },
  }),
  defineRenderer({
    type: 'button',
    description: 'button',
    component: Noop,
    propsSchema: { type: 'object', properties: { label: { $ref: '#/$defs/text' }, onClick: { $ref: '#/$defs/actions' } } },
  }),
]);

const validate = createDocumentValidator(buildMetaSchema(registry.list()));
const messages = (doc: unknown): string[] => validate(doc).map((issue) => `${issue.pointer}: ${formatIssue(issue)}`);

describe('meta-schema', () => {
  it('accepts a valid document', () => {
    expect(
      messages({
        schemaVersion: 1,
        type: 'page',
        title: { 'zh-cn': '首页', en: 'Home' },
        body: [
          { type: 'table', columns: [{ dataIndex: 'a', valueType: 'date' }], api: { url: '/eps/x', responseData: { items: 'data.items' } } },
          { type: 'button', label: 'x', onClick: [{ action: 'toast', message: 'ok' }, { action: 'reload', target: 't' }] },
        ],
      }),
    ).toEqual([]);
  });

  it('names the bad object and value for an unknown enum value', () => {
    expect(
      messages({ schemaVersion: 1, type: 'page', body: [{ type: 'page' }, { type: 'page' }, { type: 'table', columns: [{ dataIndex: 'a', valueType: 'dat' }] }] }),
    ).toEqual(['/body/2/columns/0: unknown valueType "dat"']);
  });

  it('reports unknown types, unknown props, missing props and bad texts', () => {
    expect(messages({ schemaVersion: 1, type: 'page', body: [{ type: 'nope' }] })).toEqual(['/body/0: unknown type "nope"']);
    expect(messages({ schemaVersion: 1, type: 'page', titel: 'x' })).toEqual([': unknown prop "titel"']);
    expect(messages({ schemaVersion: 1, type: 'page', body: { type: 'table' } })).toEqual(['/body: missing required prop "columns"']);
    expect(messages({ schemaVersion: 1, type: 'page', title: 3 })).toEqual([': title must be a translation key or a {"zh-cn", "en"} pair']);
    expect(messages({ type: 'page' })).toEqual([': missing required prop "schemaVersion"']);
  });

  it('checks actions by their type', () => {
    expect(messages({ schemaVersion: 1, type: 'button', onClick: { action: 'explode' } })).toEqual(['/onClick: unknown action "explode"']);
    expect(messages({ schemaVersion: 1, type: 'button', onClick: [{ action: 'link' }] })).toEqual(['/onClick/0: missing required prop "url"']);
  });

  it('groups issues by the node that holds them', () => {
    const doc = { schemaVersion: 1, type: 'page', body: [{ type: 'table', columns: [{ dataIndex: 'a', valueType: 'dat' }] }] };
    const grouped = issuesByNode(validate(doc), (issue) => formatIssue(issue));
    expect([...grouped.entries()]).toEqual([['/body/0', ['/columns/0: unknown valueType "dat"']]]);
  });

  it('pins a value in a node slot that is no node on that value, not on the node holding it (schema fuzzing)', () => {
    // On the page it would replace the whole page with one error box; the value's own box is enough.
    for (const bad of [5, null, 'x', { notType: 1 }]) {
      const issues = validate({ schemaVersion: 1, type: 'page', body: [{ type: 'page' }, bad] });
      expect(issues.map((issue) => issue.nodePointer)).toEqual(['/body/1']);
    }
    expect(validate({ schemaVersion: 1, type: 'page', body: { notType: 1 } }).map((issue) => issue.nodePointer)).toEqual(['/body']);
  });

  it('reports a document nested too deeply for the validator as an issue, not a stack overflow', () => {
    let node: unknown = { type: 'page' };
    for (let i = 0; i < 20_000; i += 1) node = { type: 'page', body: [node] };
    expect(messages({ schemaVersion: 1, type: 'page', body: [node] })).toEqual([': The document is nested too deeply to check']);
  });

  it('refuses a renderer that redefines a shared definition', () => {
    const clash = defineRenderer({ type: 'x', description: 'x', component: Noop, propsSchema: { $defs: { text: {} } } });
    expect(() => buildMetaSchema([clash])).toThrow(/redefines \$defs\/text/);
  });
});
