/**
 * Side by side with rjsf: each case renders through @rjsf/core (antd theme,
 * ajv8) and through our form, and checks that a person sees the same
 * titles, labels and input kinds in both (docs/forms.md, "Form support").
 */
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../../helpers/renderSchema';
import { createTestEnv } from '../../../helpers/testEnv';
import { submittedValues, withProbe } from '../formProbe';
import { prepareConformance } from './harness';

beforeAll(async () => {
  await prepareConformance();
});
afterEach(() => cleanup());

interface Case {
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  formData?: unknown;
}

/** The form rjsf draws for the case, in its own container. */
function renderRjsf(c: Case): HTMLElement {
  const { container } = render(
    <Form schema={c.schema as RJSFSchema} {...(c.uiSchema ? { uiSchema: c.uiSchema as RjsfUiSchema } : {})} formData={c.formData} validator={validator} />,
  );
  return container;
}

/** Our form for the case; resolves once it is drawn. */
async function renderOurs(c: Case): Promise<{ container: HTMLElement; env: ReturnType<typeof createTestEnv> }> {
  const env = createTestEnv();
  const { container } = renderSchema(withProbe({ schema: c.schema, ...(c.uiSchema ? { uiSchema: c.uiSchema } : {}), ...(c.formData !== undefined ? { initialValues: c.formData } : {}) }), { env });
  await screen.findByRole('button', { name: 'Probe' });
  return { container, env };
}

/** Texts of the legends and labels a person reads, in order. */
const headings = (root: HTMLElement): string[] =>
  [...root.querySelectorAll('legend, label, .eps-form-array-row-title')].map((e) => e.textContent?.replace(/^\*\s*/, '').trim() ?? '').filter((t) => t !== '');

const str = (title: string, extra: Record<string, unknown> = {}) => ({ type: 'string', title, ...extra });

describe('side by side with rjsf', () => {
  it('a tree whose rows are oneOf [null, $ref node] renders the rows the data holds', async () => {
    const node = {
      type: 'object',
      title: 'Node',
      properties: { name: str('Name'), children: { type: 'array', title: 'Children', items: { oneOf: [{ type: 'null', title: 'None' }, { $ref: '#/definitions/node' }] } } },
    };
    const c: Case = { schema: { type: 'object', definitions: { node }, properties: { tree: { $ref: '#/definitions/node' } } }, formData: { tree: { name: 'root', children: [{ name: 'kid', children: [] }] } } };
    const theirs = renderRjsf(c);
    expect(within(theirs).getByDisplayValue('root')).toBeTruthy();
    expect(within(theirs).getByDisplayValue('kid')).toBeTruthy();
    cleanup();
    const { env } = await renderOurs(c);
    expect(await screen.findByDisplayValue('root')).toBeTruthy();
    expect(await screen.findByDisplayValue('kid')).toBeTruthy();
    expect(screen.getAllByLabelText('Name')).toHaveLength(2);
    expect(await submittedValues(env)).toEqual(c.formData);
  });

  it('schema dependencies inside rows follow the row’s own answer', async () => {
    const c: Case = {
      schema: {
        type: 'object',
        properties: {
          people: {
            type: 'array',
            title: 'People',
            items: { type: 'object', title: 'Person', properties: { name: str('Name'), pets: { type: 'boolean', title: 'Has pets' } }, dependencies: { pets: { properties: { count: { type: 'integer', title: 'How many' } } } } },
          },
        },
      },
      formData: { people: [{ name: 'a', pets: true }, { name: 'b' }] },
    };
    const theirs = renderRjsf(c);
    expect(within(theirs).getAllByLabelText('How many')).toHaveLength(1);
    cleanup();
    const { env } = await renderOurs(c);
    expect(await screen.findAllByLabelText('How many')).toHaveLength(1);
    // Ticking the second row's box makes its own dependent field appear.
    fireEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await waitFor(() => expect(screen.getAllByLabelText('How many')).toHaveLength(2));
    fireEvent.change(screen.getAllByLabelText('How many')[1] as HTMLElement, { target: { value: '3' } });
    expect(await submittedValues(env)).toEqual({ people: [{ name: 'a', pets: true }, { name: 'b', pets: true, count: 3 }] });
  });

  it('rows of a $ref whose dependencies pick a oneOf branch (rjsf playground "Schema dependencies", array of conditionals)', async () => {
    const person = {
      title: 'Person',
      type: 'object',
      properties: { pets: { type: 'string', title: 'Do you have any pets?', enum: ['No', 'Yes: One'], default: 'No' } },
      required: ['pets'],
      dependencies: {
        pets: {
          oneOf: [
            { properties: { pets: { enum: ['No'] } } },
            { properties: { pets: { enum: ['Yes: One'] }, age: { type: 'number', title: 'How old is your pet?' } }, required: ['age'] },
          ],
        },
      },
    };
    const c: Case = {
      schema: { type: 'object', definitions: { person }, properties: { list: { type: 'array', title: 'Array of conditionals', items: { $ref: '#/definitions/person' } } } },
      formData: { list: [{ pets: 'No' }, { pets: 'Yes: One' }] },
    };
    const theirs = renderRjsf(c);
    expect(within(theirs).getAllByLabelText('How old is your pet?')).toHaveLength(1);
    expect(headings(theirs).filter((t) => t === 'Person').length).toBeGreaterThanOrEqual(2);
    cleanup();
    const { container } = await renderOurs(c);
    expect(await screen.findAllByLabelText('How old is your pet?')).toHaveLength(1);
    expect(headings(container).filter((t) => t === 'Person')).toHaveLength(2);
  });

  it('list rows are titled as rjsf titles them: the items’ title, else "<list>-<n>"', async () => {
    const c: Case = {
      schema: {
        type: 'object',
        properties: {
          people: { type: 'array', title: 'People', items: { type: 'object', title: 'Person', properties: { name: str('Name') } } },
          tasks: { type: 'array', title: 'Tasks', items: { type: 'object', properties: { t: str('Task') } } },
        },
      },
      formData: { people: [{ name: 'a' }], tasks: [{ t: 'x' }, { t: 'y' }] },
    };
    const wanted = ['Person', 'Tasks-1', 'Tasks-2'];
    const theirs = headings(renderRjsf(c));
    for (const title of wanted) expect(theirs).toContain(title);
    cleanup();
    const { container } = await renderOurs(c);
    await screen.findByDisplayValue('y');
    const ours = headings(container);
    for (const title of wanted) expect(ours).toContain(title);
  });

  it('checkboxes of an array of objects are named by the items’ ui:enumNames', async () => {
    const c: Case = {
      schema: { type: 'object', properties: { cities: { type: 'array', title: 'Cities', uniqueItems: true, items: { type: 'object', enum: [{ name: 'NY' }, { name: 'LA' }] } } } },
      uiSchema: { cities: { 'ui:widget': 'checkboxes', items: { 'ui:enumNames': ['New York', 'Los Angeles'] } } },
    };
    const theirs = renderRjsf(c);
    expect(within(theirs).getByText('New York')).toBeTruthy();
    cleanup();
    const { env } = await renderOurs(c);
    fireEvent.click(await screen.findByLabelText('Los Angeles'));
    expect(screen.queryByText('{"name":"NY"}')).toBeNull();
    expect(await submittedValues(env)).toEqual({ cities: [{ name: 'LA' }] });
  });

  it('ui:widget on an object (not hidden) is ignored: its fields show', async () => {
    const c: Case = { schema: { type: 'object', properties: { address: { type: 'object', title: 'Address', properties: { city: str('City') } } } }, uiSchema: { address: { 'ui:widget': 'toggle' } }, formData: { address: { city: 'Oslo' } } };
    const theirs = renderRjsf(c);
    expect(within(theirs).getByDisplayValue('Oslo')).toBeTruthy();
    cleanup();
    await renderOurs(c);
    expect(await screen.findByDisplayValue('Oslo')).toBeTruthy();
    expect(screen.getByText('Address')).toBeTruthy();
  });

  it('the root schema’s title and description head the form', async () => {
    const c: Case = { schema: { title: 'A registration form', description: 'A simple form example.', type: 'object', properties: { first: str('First name') } } };
    const theirs = renderRjsf(c);
    expect(within(theirs).getByText('A registration form')).toBeTruthy();
    expect(within(theirs).getByText('A simple form example.')).toBeTruthy();
    cleanup();
    const { container } = await renderOurs(c);
    await screen.findByLabelText('First name');
    expect(headings(container)[0]).toBe('A registration form');
    expect(screen.getByText('A simple form example.')).toBeTruthy();
  });

  it('format email and uri are email and url inputs', async () => {
    const c: Case = { schema: { type: 'object', properties: { mail: str('Mail', { format: 'email' }), site: str('Site', { format: 'uri' }) } } };
    const theirs = renderRjsf(c);
    expect(theirs.querySelector('input[type="email"]')).not.toBeNull();
    expect(theirs.querySelector('input[type="url"]')).not.toBeNull();
    cleanup();
    await renderOurs(c);
    expect((await screen.findByLabelText('Mail')).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Site').getAttribute('type')).toBe('url');
  });
});
