/**
 * `ui:visibleOn`: a field shown only while its condition over the form's
 * values holds. Hidden, it is not drawn, its required rule does not block
 * the submit and its value is not sent; typing elsewhere re-renders only
 * the fields whose condition's result changes. A broken condition is a
 * translated problem of the save check, at its pointer.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Input } from 'antd';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { WidgetProps } from '../../../renderers/form/types';
import { FormWidgetsProvider } from '../../../renderers/form/widgets/provider';
import { PortalRuntime, SchemaRenderer } from '@core/react';
import { createDocumentChecker } from '@core/schema/checkDocument';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { Scope } from '@core/scope';
import { createI18n, i18nProviderOf } from '../../../src/i18n/createI18n';
import { translateProblem } from '../../../src/studio/editor/useDocumentCheck';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv } from '../../helpers/testEnv';
import { submittedValues, withProbe } from './formProbe';

beforeAll(async () => {
  await loadFormEngine();
});

/** A payment form: the "other method" box only matters when the method is "other". */
const payment = {
  schema: {
    type: 'object',
    required: ['method', 'otherMethod'],
    properties: {
      method: { type: 'string', title: 'Method', enum: ['bank', 'other'] },
      otherMethod: { type: 'string', title: 'Other method' },
      note: { type: 'string', title: 'Note' },
    },
  },
  uiSchema: { method: { 'ui:widget': 'radio' }, otherMethod: { 'ui:visibleOn': "values.method == 'other'" } },
};

describe('a field shown when another field has a value', () => {
  it('appears and disappears as the other field changes', async () => {
    renderSchema({ type: 'form', ...payment });
    await screen.findByRole('radio', { name: 'bank' });
    expect(screen.queryByLabelText('Other method')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'other' }));
    expect(await screen.findByLabelText('Other method')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'bank' }));
    await waitFor(() => expect(screen.queryByLabelText('Other method')).toBeNull());
  });

  it('hidden, its required rule does not block the submit and its typed value is not sent', async () => {
    const { env } = renderSchema(withProbe({ ...payment, initialValues: { method: 'other' } }));
    fireEvent.change(await screen.findByLabelText('Other method'), { target: { value: 'cheque' } });
    expect(await submittedValues(env)).toEqual({ method: 'other', otherMethod: 'cheque' });
    fireEvent.click(screen.getByRole('radio', { name: 'bank' }));
    await waitFor(() => expect(screen.queryByLabelText('Other method')).toBeNull());
    expect(await submittedValues(env)).toEqual({ method: 'bank' });
    // Shown again, it has what was typed (the form keeps the value while the field is hidden).
    fireEvent.click(screen.getByRole('radio', { name: 'other' }));
    expect(((await screen.findByLabelText('Other method')) as HTMLInputElement).value).toBe('cheque');
  });

  it('shown and required, an empty one blocks the submit', async () => {
    const { env } = renderSchema(withProbe({ ...payment, initialValues: { method: 'other' } }));
    await screen.findByLabelText('Other method');
    const before = env.notices.length;
    fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toBeTruthy(), { timeout: 10_000 });
    expect(env.notices.slice(before).some((notice) => notice.message.startsWith('{'))).toBe(false);
  });

  it('reads the scope too (user, params)', async () => {
    const node = { type: 'form', schema: { type: 'object', properties: { level: { type: 'string', title: 'Level' } } }, uiSchema: { level: { 'ui:visibleOn': "user.platform == 'su'" } } };
    const { unmount } = renderSchema(node, { data: { user: { platform: 'ep' } } });
    await waitFor(() => expect(document.querySelector('form')).toBeTruthy());
    expect(screen.queryByLabelText('Level')).toBeNull();
    unmount();
    renderSchema(node, { data: { user: { platform: 'su' } } });
    expect(await screen.findByLabelText('Level')).toBeTruthy();
  });
});

describe('rendering cost of conditions', () => {
  it('a keystroke re-renders only the typed field, and a flip only the field that appears', async () => {
    const renders = new Map<string, number>();
    function CountingInput({ id, value, onChange, onBlur, field }: WidgetProps): ReactElement {
      renders.set(field.key, (renders.get(field.key) ?? 0) + 1);
      return <Input id={id} aria-label={field.key} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange?.(e.target.value)} onBlur={onBlur} />;
    }
    const names = Array.from({ length: 20 }, (_, i) => `f${i}`);
    const node = {
      type: 'form',
      schema: { type: 'object', properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) },
      uiSchema: Object.fromEntries(names.map((name, i) => [name, { 'ui:widget': 'counting', ...(i >= 10 ? { 'ui:visibleOn': `values.f0 != 'hide ${name}'` } : {}) }])),
    };
    const { container } = render(
      <PortalRuntime registry={registry} env={createTestEnv()}>
        <FormWidgetsProvider widgets={{ counting: CountingInput }}>
          <SchemaRenderer node={node} pointer="" scope={new Scope({})} />
        </FormWidgetsProvider>
      </PortalRuntime>,
    );
    const target = await waitFor(() => container.querySelector('#f0') as HTMLInputElement);
    const type = (text: string): string[] => {
      const before = new Map(renders);
      act(() => {
        fireEvent.change(target, { target: { value: text } });
      });
      return [...renders.keys()].filter((key) => (renders.get(key) ?? 0) > (before.get(key) ?? 0));
    };
    expect(type('a')).toEqual(['f0']);
    expect(type('hide f15')).toEqual(['f0']);
    expect(container.querySelector('#f15')).toBeNull();
    // f15 comes back: it renders, and so does the typed field, no other.
    expect(type('hide f1').sort()).toEqual(['f0', 'f15']);
  }, 60_000);
});

describe('a broken condition', () => {
  it('is a problem of the save check at its pointer, said in the reader\'s language', () => {
    const checker = createDocumentChecker(buildMetaSchema(registry.list()));
    const form = { type: 'form', schema: payment.schema, uiSchema: { otherMethod: { 'ui:visibleOn': "values.method == 'other' &&" } } };
    const problems = checker.check({ type: 'page', schemaVersion: 1, body: [form] });
    expect(problems).toEqual([expect.objectContaining({ pointer: '/body/0/uiSchema/otherMethod/ui:visibleOn', key: 'core.schema.badExpression' })]);
    const problem = problems[0] as (typeof problems)[number];
    expect(translateProblem(problem, i18nProviderOf(createI18n('zh-cn')))).toMatch(/^表达式 "values\.method == 'other' &&"：/);
    expect(translateProblem(problem, i18nProviderOf(createI18n('en')))).toMatch(/^expression "values\.method == 'other' &&": /);
  });

  it('a good one passes the check, and an unknown ui: key beside it is still refused', () => {
    const checker = createDocumentChecker(buildMetaSchema(registry.list()));
    expect(checker.check({ type: 'page', schemaVersion: 1, body: [{ type: 'form', ...payment }] })).toEqual([]);
    const typo = checker.check({ type: 'page', schemaVersion: 1, body: [{ type: 'form', schema: payment.schema, uiSchema: { otherMethod: { 'ui:visibelOn': 'true' } } }] });
    expect(typo[0]).toMatchObject({ pointer: '/body/0/uiSchema/otherMethod' });
  });
});
