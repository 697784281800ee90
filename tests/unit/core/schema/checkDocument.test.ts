// @vitest-environment node
/**
 * The shared document checks, with the real renderers' meta-schema:
 * each check reports at the pointer of the prop that holds the problem, and a
 * valid document passes them all.
 */
import { registry } from '../../../../renderers';
import { checkLimits, createDocumentChecker, MAX_DOCUMENT_BYTES } from '@core/schema/checkDocument';
import type { ScreenResolver } from '@core/schema/checkDocument';
import { checkJsonSchema } from '@core/schema/checkFormSchemas';
import { buildMetaSchema } from '@core/schema/metaSchema';

const checker = createDocumentChecker(buildMetaSchema(registry.list()));
const screens: Record<string, string> = { 'home/todo-dialog': 'dialog', 'home/index': 'page' };
const resolveScreen: ScreenResolver = (id) => (id in screens ? { kind: screens[id] as string } : undefined);
const textKeys = new Set(['workbench.todo.title']);

const page = (body: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'page', schemaVersion: 1, body, ...extra });
const check = (document: unknown) => checker.check(document, { resolveScreen, textKeys });

describe('checkDocument', () => {
  it('passes a valid document', () => {
    const document = page([{ type: 'text', text: { 'zh-cn': '你好 ${user.username}', en: 'Hi ${user.username}' }, visibleOn: 'user.userLevel != 2' }], {
      title: 'workbench.todo.title',
    });
    expect(check(document)).toEqual([]);
  });

  it('reports the meta-schema with pointers (unknown node type)', () => {
    const problems = check(page([{ type: 'tabel' }]));
    expect(problems[0]).toMatchObject({ pointer: '/body/0', key: 'core.schema.unknownValue' });
  });

  it('reports a bad expression at the prop that holds it', () => {
    const problems = check(page([{ type: 'text', text: { en: 'x', 'zh-cn': 'x' }, visibleOn: 'user.level >' }]));
    expect(problems).toEqual([expect.objectContaining({ pointer: '/body/0/visibleOn', key: 'core.schema.badExpression' })]);
  });

  it('reports a forbidden construct (a method call) and a broken template', () => {
    const problems = check(page([{ type: 'text', text: { en: 'Hi ${user.name.toUpperCase()}', 'zh-cn': 'x' }, hiddenOn: 'this.x' }]));
    expect(problems.map((p) => p.pointer).sort()).toEqual(['/body/0/hiddenOn', '/body/0/text/en']);
    expect(problems.find((p) => p.pointer === '/body/0/text/en')?.key).toBe('core.schema.badTemplate');
  });

  it('checks runOn of actions, found through the props schemas', () => {
    expect(checker.propKinds.expressions.has('runOn')).toBe(true);
    const problems = check(page([{ type: 'button', label: { en: 'x', 'zh-cn': 'x' }, action: { action: 'toast', message: { en: 'x', 'zh-cn': 'x' }, runOn: 'a ==' } }]));
    expect(problems[0]).toMatchObject({ pointer: '/body/0/action/runOn' });
  });

  it('refuses an invalid form JSON Schema ("type": "strin") at its pointer', () => {
    const form = { type: 'form', schema: { type: 'object', properties: { name: { type: 'strin', title: { 'zh-cn': '名称', en: 'Name' } } } } };
    const problems = check(page([form]));
    expect(problems).toEqual([expect.objectContaining({ pointer: '/body/0/schema/properties/name/type', key: 'core.schema.badFormSchema' })]);
    expect(check(page([{ ...form, schema: { type: 'object', properties: { name: { type: 'string', title: { 'zh-cn': '名称', en: 'Name' } } } } }]))).toEqual([]);
  });

  it('refuses an unknown format in a form schema', () => {
    expect(checkJsonSchema({ type: 'string', format: 'mobil' }, '/schema')[0]).toMatchObject({ pointer: '/schema/format', message: 'invalid JSON Schema: unknown format "mobil"' });
    expect(checkJsonSchema({ type: 'string', format: 'mobile' }, '/schema')).toEqual([]);
  });

  it('refuses a missing screenDialog target and a target that is not a dialog', () => {
    const button = (screen: string) => ({ type: 'button', label: { en: 'x', 'zh-cn': 'x' }, action: { action: 'screenDialog', screen } });
    expect(check(page([button('home/todo-dialog')]))).toEqual([]);
    expect(check(page([button('t/missing')]))[0]).toMatchObject({ pointer: '/body/0/action/screen', key: 'core.schema.screenMissing' });
    expect(check(page([button('home/index')]))[0]).toMatchObject({ pointer: '/body/0/action/screen', key: 'core.schema.screenWrongKind' });
  });

  it('refuses a translation key that does not exist, accepts an inline pair and plain words', () => {
    expect(check(page([], { title: 'workbench.todo.nope' }))[0]).toMatchObject({ pointer: '/title', key: 'core.schema.textKeyMissing' });
    expect(check(page([], { title: { 'zh-cn': '待办', en: 'To-do' } }))).toEqual([]);
    expect(check(page([], { title: 'My page' }))).toEqual([]);
  });

  it('refuses a document over the size limit and one nested too deep, with clear messages', () => {
    const big = page([{ type: 'text', text: 'x'.repeat(MAX_DOCUMENT_BYTES) }]);
    expect(check(big)).toEqual([expect.objectContaining({ pointer: '', key: 'core.schema.tooLarge' })]);
    expect(check(big)[0]?.message).toMatch(/limit is 1048576 bytes/);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 100; i += 1) deep = { nested: deep };
    expect(check(page([], { data: deep }))).toEqual([expect.objectContaining({ key: 'core.schema.tooDeep' })]);
    expect(checkLimits({ a: [1] }, 100, 2)).toEqual([]);
  });

  it('reports a document that is not a screen (no type, newer schemaVersion)', () => {
    expect(check([])[0]).toMatchObject({ key: 'core.schema.badDocument' });
    expect(check({ type: 'page', schemaVersion: 99 })[0]).toMatchObject({ pointer: '/schemaVersion' });
  });
});

describe('check messages', () => {
  it('are the English texts of the portal bundle (area core), so the studio shows the same words translated', async () => {
    const { CHECK_TEXTS_EN } = await import('@core/schema/problems');
    const en = (await import('../../../../src/i18n/locales/en/core.json')).default as { schema: Record<string, string> };
    const zh = (await import('../../../../src/i18n/locales/zh-cn/core.json')).default as { schema: Record<string, string> };
    for (const [key, text] of Object.entries(CHECK_TEXTS_EN)) {
      const name = key.replace('core.schema.', '');
      expect(en.schema[name], key).toBe(text);
      expect(zh.schema[name], key).toEqual(expect.any(String));
    }
  });
});
