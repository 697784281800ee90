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
import { createTestEnv } from '../../helpers/testEnv';
import { submittedValues, withProbe } from './formProbe';

beforeAll(async () => {
  await loadFormEngine();
});

const contacts = {
  type: 'object',
  properties: {
    contacts: {
      type: 'array',
      title: 'Contacts',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', title: 'Name' },
          phone: { type: 'string', title: 'Phone', pattern: '^[0-9]+$' },
          role: { type: 'string', title: 'Role', default: 'buyer' },
        },
      },
    },
  },
};

const names = (): string[] => screen.getAllByLabelText('Name').map((el) => (el as HTMLInputElement).value);

describe('arrays of objects', () => {
  it('adds rows with the item defaults, removes, moves and copies them, and submits the rows', async () => {
    const env = createTestEnv();
    renderSchema(withProbe({ schema: contacts, uiSchema: { contacts: { 'ui:options': { copyable: true } } }, initialValues: { contacts: [{ name: 'Ann' }] } }), { env });
    expect(await screen.findByDisplayValue('Ann')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Contacts' }));
    const second = await waitFor(() => screen.getAllByLabelText('Name')[1] as HTMLInputElement);
    expect((screen.getAllByLabelText('Role')[1] as HTMLInputElement).value).toBe('buyer');
    fireEvent.change(second, { target: { value: 'Bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move row 2 of Contacts up' }));
    await waitFor(() => expect(names()).toEqual(['Bob', 'Ann']));
    fireEvent.click(screen.getByRole('button', { name: 'Copy row 1 of Contacts' }));
    await waitFor(() => expect(names()).toEqual(['Bob', 'Bob', 'Ann']));
    // maxItems 3: no more rows, no more copies.
    expect(screen.getByRole('button', { name: 'Add Contacts' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2 of Contacts' }));
    await waitFor(() => expect(names()).toEqual(['Bob', 'Ann']));
    expect(await submittedValues(env)).toEqual({ contacts: [{ name: 'Bob', role: 'buyer' }, { name: 'Ann', role: 'buyer' }] });
    // Many steps of real antd in jsdom: slow on a busy machine.
  }, 90_000);

  it('shows a row field error under that field, and disables remove at minItems', async () => {
    renderSchema(withProbe({ schema: contacts, initialValues: { contacts: [{ name: 'Ann' }, { name: 'Bo', phone: 'x1' }] } }));
    const phone = (await screen.findAllByLabelText('Phone'))[1] as HTMLInputElement;
    // Blur checks a field a person changed (an untouched one stays quiet until a submit).
    fireEvent.change(phone, { target: { value: 'x2' } });
    fireEvent.blur(phone);
    const item = phone.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText(/must match pattern|valid/i)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2 of Contacts' }));
    await waitFor(() => expect(names()).toEqual(['Ann']));
    expect(screen.getByRole('button', { name: 'Remove row 1 of Contacts' }).hasAttribute('disabled')).toBe(true);
  });

  it('reports minItems under the list and a missing required row field under the field on submit', async () => {
    const env = createTestEnv();
    renderSchema(withProbe({ schema: { ...contacts, properties: { contacts: { ...contacts.properties.contacts, minItems: 2 } } }, initialValues: { contacts: [{ phone: '1' }] } }), { env });
    await screen.findByLabelText('Phone');
    fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
    const name = screen.getByLabelText('Name');
    expect(await within(name.closest('.ant-form-item') as HTMLElement).findByText(/required/i)).toBeTruthy();
    const list = screen.getByRole('button', { name: 'Add Contacts' }).closest('fieldset') as HTMLElement;
    expect(await within(list).findByText(/fewer than 2|at least 2|2/)).toBeTruthy();
    expect(env.notices).toHaveLength(0);
  });

  it('renders tuples with additionalItems and nested arrays', async () => {
    const env = createTestEnv();
    renderSchema(
      withProbe({
        schema: {
          type: 'object',
          properties: {
            point: { type: 'array', title: 'Point', items: [{ type: 'string', title: 'Label' }, { type: 'number', title: 'X' }], additionalItems: { type: 'boolean', title: 'Flag' } },
            matrix: { type: 'array', title: 'Matrix', items: { type: 'array', title: 'Line', items: { type: 'string', title: 'Cell' } } },
          },
        },
        initialValues: { point: ['p', 2], matrix: [['a', 'b']] },
      }),
      { env },
    );
    expect(await screen.findByDisplayValue('p')).toBeTruthy();
    expect(screen.getAllByLabelText('Cell').map((el) => (el as HTMLInputElement).value)).toEqual(['a', 'b']);
    fireEvent.click(screen.getByRole('button', { name: 'Add Point' }));
    fireEvent.click(await screen.findByLabelText('Flag'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Line' }));
    fireEvent.change((await waitFor(() => screen.getAllByLabelText('Cell')[2])) as HTMLElement, { target: { value: 'c' } });
    expect(await submittedValues(env)).toEqual({ point: ['p', 2, true], matrix: [['a', 'b', 'c']] });
  });

  it('honours orderable, addable and removable false', async () => {
    renderSchema(withProbe({ schema: contacts, uiSchema: { contacts: { 'ui:options': { orderable: false, addable: false, removable: false } } }, initialValues: { contacts: [{ name: 'A' }, { name: 'B' }] } }));
    await screen.findByDisplayValue('B');
    expect(screen.queryByRole('button', { name: /Add|Remove|Move/ })).toBeNull();
  });

  it('names its buttons in Chinese in zh-cn', async () => {
    renderSchema(withProbe({ schema: contacts, initialValues: { contacts: [{ name: 'A' }, { name: 'B' }] } }), { language: 'zh-cn' });
    expect(await screen.findByRole('button', { name: '删除Contacts第 2 行' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加Contacts' })).toBeTruthy();
  });
});

describe('array rendering cost', () => {
  it('a keystroke in row 50 re-renders only that field', async () => {
    const renders = new Map<string, number>();
    function CountingInput({ id, value, onChange, onBlur, field }: WidgetProps): ReactElement {
      renders.set(field.key, (renders.get(field.key) ?? 0) + 1);
      return <Input id={id} aria-label={field.key} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange?.(e.target.value)} onBlur={onBlur} />;
    }
    const rows = Array.from({ length: 51 }, (_, i) => ({ name: `n${i}`, phone: `${i}` }));
    const node = {
      type: 'form',
      schema: { type: 'object', properties: { rows: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, phone: { type: 'string' } } } } } },
      uiSchema: { rows: { items: { name: { 'ui:widget': 'counting' }, phone: { 'ui:widget': 'counting' } } } },
      initialValues: { rows },
    };
    const { container } = render(
      <PortalRuntime registry={registry} env={createTestEnv()}>
        <FormWidgetsProvider widgets={{ counting: CountingInput }}>
          <SchemaRenderer node={node} pointer="" scope={new Scope({})} />
        </FormWidgetsProvider>
      </PortalRuntime>,
    );
    // By id: label queries over 100 rows are slow in jsdom.
    const target = await waitFor(() => container.querySelector('#rows_50_phone') as HTMLInputElement);
    const before = new Map(renders);
    for (const text of ['a', 'ab', 'abc']) {
      act(() => {
        fireEvent.change(target, { target: { value: text } });
      });
    }
    expect(target.value).toBe('abc');
    const grew = [...renders.keys()].filter((key) => (renders.get(key) ?? 0) > (before.get(key) ?? 0));
    expect(grew).toEqual(['rows.50.phone']);
    expect((renders.get('rows.50.phone') ?? 0) - (before.get('rows.50.phone') ?? 0)).toBe(3);
    // 51 rows of real antd in jsdom: slow on a busy machine.
  }, 90_000);
});
