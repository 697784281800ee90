/**
 * Side by side with rjsf 6: `enableOptionalDataFieldForType` (an optional
 * object or list with no data is its title and an "Add" button; with data,
 * its fields and a "Remove" button) and the rating widget (as many stars,
 * the same value per star). rjsf draws each case first, then ours, and both
 * must show and submit the same.
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
import { differencesBetween } from './keptDifferences';
import { seenInOurs, seenInRjsf } from './oracle';

beforeAll(async () => {
  await prepareConformance();
});
afterEach(() => cleanup());

const ADD = 'Add data for optional field';
const REMOVE = 'Remove data for optional field';

const optionalCase = {
  schema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      address: { type: 'object', title: 'Address', properties: { city: { type: 'string', title: 'City' } } },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', title: 'Tag' } },
      office: { type: 'object', title: 'Office', properties: { floor: { type: 'integer', title: 'Floor' } } },
    },
    required: ['office'],
  },
  uiSchema: { 'ui:globalOptions': { enableOptionalDataFieldForType: ['object', 'array'] } },
};

/** rjsf's form for a case, with what it submits. */
function renderRjsf(schema: object, uiSchema: object, formData?: unknown): { container: HTMLElement; submitted: () => unknown } {
  let last: unknown;
  const { container } = render(
    <Form schema={schema as RJSFSchema} uiSchema={uiSchema as RjsfUiSchema} formData={formData} validator={validator} noHtml5Validate showErrorList={false} onSubmit={(e) => (last = e.formData)} />,
  );
  return { container, submitted: () => last };
}

describe('enableOptionalDataFieldForType, side by side with rjsf', () => {
  it('an optional object or list without data is its title and an Add button; a required one shows its fields', async () => {
    const theirs = renderRjsf(optionalCase.schema, optionalCase.uiSchema);
    const rjsf = within(theirs.container);
    expect(rjsf.getAllByTitle(ADD)).toHaveLength(2);
    expect(rjsf.queryByLabelText('City')).toBeNull();
    expect(rjsf.getByLabelText('Floor')).toBeTruthy();
    fireEvent.click(rjsf.getAllByTitle(ADD)[0] as HTMLElement);
    fireEvent.change(await rjsf.findByLabelText('City'), { target: { value: 'Oslo' } });
    fireEvent.click(theirs.container.querySelector('button[type=submit]') as HTMLElement);
    await waitFor(() => expect(theirs.submitted()).toBeDefined());
    const rjsfSent = theirs.submitted();
    cleanup();

    const env = createTestEnv();
    renderSchema(withProbe(optionalCase), { env });
    expect(await screen.findAllByTitle(ADD)).toHaveLength(2);
    expect(screen.getByText('Address')).toBeTruthy();
    expect(screen.getByText('Tags')).toBeTruthy();
    expect(screen.queryByLabelText('City')).toBeNull();
    expect(await screen.findByLabelText('Floor')).toBeTruthy();
    fireEvent.click(screen.getAllByTitle(ADD)[0] as HTMLElement);
    fireEvent.change(await screen.findByLabelText('City'), { target: { value: 'Oslo' } });
    expect(screen.getAllByTitle(REMOVE)).toHaveLength(1);
    expect(await submittedValues(env)).toEqual(rjsfSent);
    expect(rjsfSent).toEqual({ address: { city: 'Oslo' }, office: {} });
  });

  it('Remove takes the whole value away, and Add brings the fields back empty', async () => {
    const env = createTestEnv();
    renderSchema(withProbe({ ...optionalCase, initialValues: { address: { city: 'Oslo' }, tags: ['a'] } }), { env });
    expect(await screen.findByDisplayValue('Oslo')).toBeTruthy();
    expect(screen.getByDisplayValue('a')).toBeTruthy();
    fireEvent.click(screen.getAllByTitle(REMOVE)[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByLabelText('City')).toBeNull());
    expect(await submittedValues(env)).toEqual({ office: {}, tags: ['a'] });
    fireEvent.click(screen.getAllByTitle(ADD)[0] as HTMLElement);
    expect(((await screen.findByLabelText('City')) as HTMLInputElement).value).toBe('');
  });

  it('with data, both show the same fields, values and controls', async () => {
    const c = { ...optionalCase, formData: { address: { city: 'Oslo' }, tags: ['a'], office: { floor: 3 } } };
    const theirs = await seenInRjsf(c);
    const ours = await seenInOurs(c);
    expect(differencesBetween(c, theirs, ours)).toEqual([]);
  });

  it('read-only, an empty optional object says it has no data (no Add)', async () => {
    renderSchema(withProbe({ ...optionalCase, readOnly: true }));
    expect((await screen.findAllByText('No data for optional field')).length).toBe(2);
    expect(screen.queryByTitle(ADD)).toBeNull();
  });
});

describe('rating widget, side by side with rjsf', () => {
  const schema = { type: 'object', properties: { score: { type: 'integer', title: 'Score', minimum: 1, maximum: 4 }, mood: { type: 'integer', title: 'Mood' } } };

  it('as many stars, the same value per star and the same starting value', async () => {
    const theirs = renderRjsf(schema, { score: { 'ui:widget': 'RatingWidget' }, mood: { 'ui:widget': 'RatingWidget', 'ui:options': { stars: 3 } } }, { score: 2 });
    const groups = [...theirs.container.querySelectorAll('.rating-widget')];
    const rjsfCounts = groups.map((g) => g.querySelectorAll('[role=radio]').length);
    const rjsfFilled = (groups[0]?.textContent ?? '').split('').filter((ch) => ch === '★').length;
    fireEvent.click(within(groups[0] as HTMLElement).getAllByRole('radio')[2] as HTMLElement);
    fireEvent.click(within(groups[1] as HTMLElement).getAllByRole('radio')[1] as HTMLElement);
    fireEvent.click(theirs.container.querySelector('button[type=submit]') as HTMLElement);
    await waitFor(() => expect(theirs.submitted()).toBeDefined());
    const rjsfSent = theirs.submitted();
    cleanup();

    const env = createTestEnv();
    const { container } = renderSchema(withProbe({ schema, uiSchema: { score: { 'ui:widget': 'rating' }, mood: { 'ui:widget': 'RatingWidget', 'ui:options': { stars: 3 } } }, initialValues: { score: 2 } }), { env });
    await waitFor(() => expect(container.querySelectorAll('.ant-rate')).toHaveLength(2));
    const rates = [...container.querySelectorAll('.ant-rate')];
    expect(rates.map((r) => r.querySelectorAll('.ant-rate-star').length)).toEqual(rjsfCounts);
    expect(rates[0]?.querySelectorAll('.ant-rate-star-full')).toHaveLength(rjsfFilled);
    const star = (rate: Element | undefined, n: number): HTMLElement => rate?.querySelectorAll('.ant-rate-star > div')[n] as HTMLElement;
    fireEvent.click(star(rates[0], 2));
    fireEvent.click(star(rates[1], 1));
    expect(await submittedValues(env)).toEqual(rjsfSent);
    expect(rjsfSent).toEqual({ score: 3, mood: 1 });
  });
});
