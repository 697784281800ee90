/** Conformance: object-level oneOf / anyOf, recursive $ref and free keys (docs/forms.md "Form support"). */
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkFormSchemas } from '@core/schema/checkFormSchemas';
import { conformance, pick, prepareConformance, type, type ConformanceCase } from './harness';

const all: ConformanceCase[] = [];
/** Keeps the cases, for the meta-schema check at the end. */
const keep = (cases: ConformanceCase[]): ConformanceCase[] => {
  all.push(...cases);
  return cases;
};

beforeAll(async () => {
  await prepareConformance();
});

const str = (title: string) => ({ type: 'string', title });
const payment = {
  type: 'object',
  title: 'Pay',
  oneOf: [
    { title: 'Card', properties: { holder: str('Holder'), card: str('Card number') }, required: ['card'] },
    { title: 'Bank', properties: { holder: str('Holder'), iban: str('IBAN') }, required: ['iban'] },
  ],
};
const node = {
  type: 'object',
  properties: { name: str('Name'), children: { type: 'array', title: 'Children', items: { $ref: '#/definitions/node' } }, next: { $ref: '#/definitions/node', title: 'Next' } },
};
const click = async (name: string): Promise<void> => void fireEvent.click(await screen.findByRole('button', { name }));
const rename = async (from: string, to: string): Promise<void> => {
  const input = await screen.findByLabelText(`${from} Key`);
  fireEvent.change(input, { target: { value: to } });
  fireEvent.blur(input);
};

describe('oneOf / anyOf of objects', () => {
  conformance(keep([
    {
      name: 'root oneOf: the option the values fit is shown',
      schema: { type: 'object', properties: { name: str('Name') }, oneOf: payment.oneOf },
      initialValues: { name: 'n', iban: 'X' },
      shown: ['IBAN', 'Bank'],
      absent: ['Card number'],
      displayed: ['n', 'X'],
      submitted: { name: 'n', iban: 'X' },
    },
    {
      name: 'property oneOf: switching keeps compatible values, drops the others',
      schema: { type: 'object', properties: { pay: payment } },
      initialValues: { pay: { holder: 'H', card: '4111' } },
      displayed: ['H', '4111'],
      act: async () => {
        await pick('Option of Pay', 'Bank');
        expect(await screen.findByLabelText('IBAN')).toBeTruthy();
        expect(screen.queryByLabelText('Card number')).toBeNull();
        await type('IBAN', 'DE1');
      },
      submitted: { pay: { holder: 'H', iban: 'DE1' } },
    },
    {
      name: 'oneOf: the picked option is validated (required of the option)',
      schema: { type: 'object', properties: { pay: payment } },
      initialValues: { pay: { holder: 'H' } },
      error: 'Card number is required',
    },
    {
      name: 'oneOf of $ref objects: a selector, not a text input',
      schema: {
        type: 'object',
        definitions: {
          a: { title: 'Alpha', type: 'object', properties: { x: str('X') }, required: ['x'] },
          b: { title: 'Beta', type: 'object', properties: { y: str('Y') }, required: ['y'] },
        },
        properties: { item: { title: 'Item', oneOf: [{ $ref: '#/definitions/a' }, { $ref: '#/definitions/b' }] } },
      },
      shown: ['Alpha'],
      act: () => type('X', 'v'),
      submitted: { item: { x: 'v' } },
    },
    {
      name: 'anyOf of objects, untitled options: "Option n"',
      schema: { type: 'object', properties: { o: { type: 'object', title: 'O', anyOf: [{ properties: { p: str('P') }, required: ['p'] }, { properties: { q: str('Q') }, required: ['q'] }] } } },
      act: async () => {
        await pick('Option of O', 'Option 2');
        await type('Q', 'q');
      },
      submitted: { o: { q: 'q' } },
    },
  ]));
});

describe('recursive $ref', () => {
  conformance(keep([
    {
      name: 'a tree: one level per value, no [object Object]',
      schema: { type: 'object', definitions: { node }, properties: { tree: { $ref: '#/definitions/node', title: 'Tree' } } },
      initialValues: { tree: { name: 'root', children: [{ name: 'kid', children: [{ name: 'grandkid' }] }] } },
      displayed: ['root', 'kid', 'grandkid'],
      absent: ['[object Object]'],
      submitted: { tree: { name: 'root', children: [{ name: 'kid', children: [{ name: 'grandkid' }] }] } },
    },
    {
      name: 'an optional recursive object is added on demand',
      schema: { type: 'object', definitions: { node }, properties: { tree: { $ref: '#/definitions/node', title: 'Tree' } } },
      initialValues: { tree: { name: 'a' } },
      act: async () => {
        expect(screen.getAllByLabelText('Name')).toHaveLength(1);
        await click('Add Next');
        expect(await screen.findAllByLabelText('Name')).toHaveLength(2);
        fireEvent.change(screen.getAllByLabelText('Name')[1] as HTMLElement, { target: { value: 'b' } });
      },
      submitted: { tree: { name: 'a', next: { name: 'b' } } },
    },
  ]));
});

describe('free keys', () => {
  conformance(keep([
    {
      name: 'additionalProperties (schema): rows, add newKey, rename',
      schema: { type: 'object', properties: { meta: { type: 'object', title: 'Meta', additionalProperties: { type: 'string' } } } },
      initialValues: { meta: { color: 'red' } },
      displayed: ['color', 'red'],
      act: async () => {
        await click('Add item');
        expect(await screen.findByDisplayValue('newKey')).toBeTruthy();
        expect(screen.getByDisplayValue('New Value')).toBeTruthy();
        await rename('newKey', 'size');
        expect(await screen.findByDisplayValue('size')).toBeTruthy();
      },
      submitted: { meta: { color: 'red', size: 'New Value' } },
    },
    {
      name: 'additionalProperties (true) at the root: newKey, newKey-1, remove',
      schema: { type: 'object', properties: { a: str('A') }, additionalProperties: true },
      initialValues: { a: 'x', old: 'o' },
      act: async () => {
        await click('Add item');
        await click('Add item');
        expect(await screen.findByDisplayValue('newKey-1')).toBeTruthy();
        await click('Remove old');
        await click('Remove newKey');
      },
      submitted: { a: 'x', 'newKey-1': 'New Value' },
    },
    {
      name: 'rename onto a taken name gets a suffix',
      schema: { type: 'object', additionalProperties: { type: 'number' } },
      initialValues: { a: 1, b: 2 },
      act: () => rename('b', 'a'),
      submitted: { a: 1, 'a-1': 2 },
    },
    {
      name: 'patternProperties: the value schema by name; a name no pattern allows is refused',
      schema: { type: 'object', patternProperties: { '^n_': { type: 'number', title: 'Num' } }, additionalProperties: false },
      initialValues: { n_a: 1 },
      displayed: ['n_a', '1'],
      act: async () => {
        await rename('n_a', 'bad');
        expect(await screen.findByText('The name “bad” matches none of the allowed name patterns')).toBeTruthy();
      },
      error: 'The value is not valid',
    },
    {
      name: 'propertyNames: a bad name shows under its key and blocks the submit',
      schema: { type: 'object', additionalProperties: { type: 'string' }, propertyNames: { pattern: '^[a-z]+$' } },
      initialValues: { ok: 'v', BAD: 'w' },
      shown: ['The name “BAD” is not allowed here'],
      error: /pattern|format|valid/i,
    },
  ]));
});

it('the form meta-schema (schemas:check) accepts every document above', () => {
  const document = { type: 'page', body: all.map((c, index) => ({ type: 'form', id: `f${index}`, schema: c.schema })) };
  expect(all.length).toBeGreaterThan(10);
  expect(checkFormSchemas(document)).toEqual([]);
});
