import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Input } from 'antd';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import type { WidgetProps } from '../../../renderers/form/types';
import { FormWidgetsProvider } from '../../../renderers/form/widgets/provider';
import { PortalRuntime, SchemaRenderer } from '@core/react';
import { Scope } from '@core/scope';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';

beforeAll(async () => {
  await loadFormEngine();
});

/** Submits through a setValue-free path: a button that submits the form and toasts the values as JSON. */
const withProbe = (form: Record<string, unknown>): Record<string, unknown> => ({
  type: 'page',
  body: [
    { ...form, id: 'probe', actions: [] },
    { type: 'button', label: 'Probe', action: [{ action: 'submit', target: 'probe' }, { action: 'toast', message: '${result}' }] },
  ],
});

async function submittedValues(env: ReturnType<typeof createTestEnv>): Promise<unknown> {
  fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
  await waitFor(() => expect(env.notices.length).toBeGreaterThan(0));
  return JSON.parse(env.notices.at(-1)?.message ?? 'null');
}

describe('form widgets', () => {
  it('renders enums as select and radio, arrays as checkboxes, booleans as switch, nested objects as fieldsets, in ui:order', async () => {
    const env = createTestEnv();
    renderSchema(
      withProbe({
        type: 'form',
        schema: {
          type: 'object',
          properties: {
            level: { type: 'string', title: 'Level', enum: ['a', 'b'] },
            kind: { type: 'integer', title: 'Kind', oneOf: [{ const: 1, title: 'One' }, { const: 2, title: { 'zh-cn': '二', en: 'Two' } }] },
            tags: { type: 'array', title: 'Tags', uniqueItems: true, items: { type: 'string', enum: ['x', 'y', 'z'] } },
            active: { type: 'boolean', title: 'Active' },
            address: {
              type: 'object',
              title: { 'zh-cn': '地址', en: 'Address' },
              properties: { city: { type: 'string', title: 'City', default: 'Fuzhou' }, zip: { type: 'string', title: 'Zip' } },
            },
            secret: { type: 'string', title: 'Secret' },
          },
        },
        uiSchema: {
          'ui:order': ['address', '*'],
          kind: { 'ui:widget': 'radio' },
          tags: { 'ui:widget': 'checkboxes' },
          active: { 'ui:widget': 'switch' },
          secret: { 'ui:widget': 'hidden' },
          level: { 'ui:enumNames': ['Level A', 'Level B'] },
        },
        initialValues: { secret: 's3', level: 'b' },
      }),
      { env },
    );
    const legend = await screen.findByText('Address');
    expect(legend.tagName).toBe('LEGEND');
    // ui:order puts the fieldset first.
    const labels = [...document.querySelectorAll('label[for], legend')].map((l) => l.textContent);
    expect(labels[0]).toBe('Address');
    // The drop-down's code loads on first use (preloaded with the form), as the date and number inputs do.
    expect(await screen.findByText('Level B')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Two'));
    fireEvent.click(screen.getByLabelText('z'));
    fireEvent.click(screen.getByLabelText('x'));
    fireEvent.click(screen.getByRole('switch'));
    // A hidden widget keeps its value in an item that is not shown.
    expect(screen.getByText('Secret').closest('.ant-form-item')?.className).toContain('ant-form-item-hidden');
    expect(await submittedValues(env)).toEqual({
      level: 'b',
      kind: 2,
      tags: ['x', 'z'],
      active: true,
      address: { city: 'Fuzhou' },
      secret: 's3',
    });
  });

  it('edits numbers and dates (loaded on first use) as numbers and YYYY-MM-DD text', async () => {
    const env = createTestEnv();
    renderSchema(
      withProbe({
        type: 'form',
        schema: {
          type: 'object',
          properties: {
            amount: { type: 'number', title: 'Amount', format: 'amount' },
            day: { type: 'string', format: 'date', title: 'Day' },
          },
        },
        initialValues: { day: '2024-03-05' },
      }),
      { env },
    );
    const amount = (await screen.findByLabelText('Amount')) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.blur(amount);
    const day = (await screen.findByLabelText('Day')) as HTMLInputElement;
    expect(day.value).toBe('2024-03-05');
    expect(await submittedValues(env)).toEqual({ amount: 12.5, day: '2024-03-05' });
  });

  it('shows an unknown widget as a named warning, not a crash', async () => {
    renderSchema({ type: 'form', schema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } }, uiSchema: { a: { 'ui:widget': 'nope' } } });
    expect(await screen.findByText(/cannot be shown/)).toBeTruthy();
    expect(screen.getByText('a (nope)')).toBeTruthy();
  });

  it('loads select choices from ui:options.source', async () => {
    renderSchema(
      {
        type: 'form',
        schema: { type: 'object', properties: { tenant: { type: 'string', title: 'Tenant' } } },
        uiSchema: { tenant: { 'ui:widget': 'select', 'ui:options': { source: { url: '/eps/tenants' }, labelField: 'tenantName', valueField: 'tenantId' } } },
        initialValues: { tenant: 't2' },
      },
      { api: () => ok([{ tenantId: 't1', tenantName: 'North' }, { tenantId: 't2', tenantName: 'South' }]) },
    );
    expect(await screen.findByText('South')).toBeTruthy();
  });

  it('takes select choices from a list in the scope when ui:options.source is a template', async () => {
    const { env } = renderSchema(
      {
        type: 'form',
        schema: { type: 'object', properties: { target: { type: 'string', title: 'Target' } } },
        uiSchema: { target: { 'ui:widget': 'select', 'ui:options': { source: '${slice(nodes, 0, active)}', labelField: 'activityName', valueField: 'activityId' } } },
      },
      { data: { active: 2, nodes: [{ activityId: 'a', activityName: 'First' }, { activityId: 'b', activityName: 'Second' }, { activityId: 'c', activityName: 'Third' }] } },
    );
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    expect(await screen.findByTitle('First')).toBeTruthy();
    expect(screen.getByTitle('Second')).toBeTruthy();
    expect(screen.queryByTitle('Third')).toBeNull();
    expect(env.requests).toHaveLength(0);
  });

  it('a required select loses its error as soon as a choice is picked', async () => {
    renderSchema({
      type: 'form',
      schema: { type: 'object', required: ['tenant'], properties: { tenant: { type: 'string', title: 'Tenant', enum: ['t1', 't2'] } } },
      uiSchema: { tenant: { 'ui:widget': 'select', 'ui:options': { messages: { required: 'validation.nameRequired' } } } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('t2'));
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
  });
});

describe('rendering cost', () => {
  it('re-renders only the field being typed in', async () => {
    const renders = new Map<string, number>();
    function CountingInput({ id, value, onChange, onBlur, field }: WidgetProps): ReactElement {
      renders.set(field.key, (renders.get(field.key) ?? 0) + 1);
      return <Input id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange?.(e.target.value)} onBlur={onBlur} />;
    }
    const names = Array.from({ length: 30 }, (_, i) => `f${i}`);
    const node = {
      type: 'form',
      schema: { type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'string', title: n }])) },
      uiSchema: Object.fromEntries(names.map((n) => [n, { 'ui:widget': 'counting' }])),
    };
    const widgets = { counting: CountingInput };
    render(
      <PortalRuntime registry={registry} env={createTestEnv()}>
        <FormWidgetsProvider widgets={widgets}>
          <SchemaRenderer node={node} pointer="" scope={new Scope({})} />
        </FormWidgetsProvider>
      </PortalRuntime>,
    );
    const target = (await screen.findByLabelText('f15')) as HTMLInputElement;
    const before = new Map(renders);
    for (const text of ['a', 'ab', 'abc', 'abcd', 'abcde']) {
      act(() => {
        fireEvent.change(target, { target: { value: text } });
      });
    }
    expect(target.value).toBe('abcde');
    const grew = names.filter((n) => (renders.get(n) ?? 0) > (before.get(n) ?? 0));
    expect(grew).toEqual(['f15']);
    expect((renders.get('f15') ?? 0) - (before.get('f15') ?? 0)).toBe(5);
  });
});

describe('conditional schemas', () => {
  it('shows the fields of the matching if/then branch and validates them', async () => {
    renderSchema({
      type: 'form',
      schema: {
        type: 'object',
        properties: { kind: { type: 'string', title: 'Kind', enum: ['person', 'company'] } },
        if: { properties: { kind: { const: 'company' } }, required: ['kind'] },
        then: { properties: { creditCode: { type: 'string', title: 'Credit code', format: 'creditCode' } }, required: ['creditCode'] },
      },
      uiSchema: { kind: { 'ui:widget': 'radio' } },
    });
    fireEvent.click(await screen.findByLabelText('person'));
    expect(screen.queryByLabelText('Credit code')).toBeNull();
    fireEvent.click(screen.getByLabelText('company'));
    const code = await screen.findByLabelText('Credit code');
    fireEvent.change(code, { target: { value: '91350100M000100Y44' } });
    fireEvent.blur(code);
    const item = code.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText('Please enter a valid 18-character unified social credit code')).toBeTruthy();
  });
});
