/** Conformance: enums and choice lists (docs/forms.md "Form support"). */
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect } from 'vitest';
import { conformance, pick, prepareConformance } from './harness';

beforeAll(async () => {
  await prepareConformance();
});

const radioLabels = (): string[] => [...document.querySelectorAll('.ant-radio-wrapper')].map((el) => el.textContent ?? '');

describe('enums', () => {
  conformance([
    { name: 'enum', schema: { type: 'object', properties: { v: { type: 'string', title: 'Value', enum: ['a', 'b'] } } }, act: () => pick('Value', 'b'), submitted: { v: 'b' } },
    {
      name: 'oneOf of const with titles',
      schema: { type: 'object', properties: { v: { type: 'string', title: 'Value', oneOf: [{ const: 'a', title: 'Alpha' }, { const: 'b', title: 'Beta' }] } } },
      initialValues: { v: 'b' },
      shown: ['Beta'],
      submitted: { v: 'b' },
    },
    {
      name: 'anyOf of enum:[x] with titles',
      schema: { type: 'object', properties: { v: { type: 'number', title: 'Value', anyOf: [{ type: 'number', enum: [1], title: 'One' }, { type: 'number', enum: [2], title: 'Two' }] } } },
      act: () => pick('Value', 'Two'),
      submitted: { v: 2 },
    },
    {
      name: 'ui:enumNames (map form)',
      schema: { type: 'object', properties: { v: { type: 'string', title: 'Value', enum: ['a', 'b'] } } },
      uiSchema: { v: { 'ui:enumNames': { a: 'Alpha', b: 'Beta' } } },
      initialValues: { v: 'a' },
      shown: ['Alpha'],
    },
    {
      name: 'ui:enumNames (list form)',
      schema: { type: 'object', properties: { v: { type: 'string', title: 'Value', enum: ['a', 'b'] } } },
      uiSchema: { v: { 'ui:enumNames': ['Alpha', 'Beta'], 'ui:widget': 'radio' } },
      shown: ['Alpha', 'Beta'],
    },
    {
      name: 'ui:enumOrder',
      schema: { type: 'object', properties: { v: { type: 'string', title: 'Value', enum: ['a', 'b', 'c'] } } },
      uiSchema: { v: { 'ui:widget': 'radio', 'ui:enumOrder': ['c', '*'] } },
      act: async () => {
        await screen.findByLabelText('c');
        expect(radioLabels()).toEqual(['c', 'a', 'b']);
      },
    },
    {
      name: 'ui:enumDisabled',
      schema: { type: 'object', properties: { v: { type: 'string', title: 'Value', enum: ['a', 'b'] } } },
      uiSchema: { v: { 'ui:widget': 'radio', 'ui:enumDisabled': ['b'] } },
      act: () => {
        expect((screen.getByLabelText('b') as HTMLInputElement).disabled).toBe(true);
        fireEvent.click(screen.getByLabelText('a'));
      },
      submitted: { v: 'a' },
    },
    {
      name: 'enum of objects',
      schema: { type: 'object', properties: { v: { type: 'object', title: 'Value', enum: [{ id: 1 }, { id: 2 }] } } },
      uiSchema: { v: { 'ui:enumNames': ['First', 'Second'] } },
      initialValues: { v: { id: 2 } },
      shown: ['Second'],
      submitted: { v: { id: 2 } },
    },
  ]);
});
