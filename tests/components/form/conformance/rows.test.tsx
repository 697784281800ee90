/** Conformance: required and if/then inside array rows (asterisk and error under the row's field; docs/forms.md "Form support"). */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect } from 'vitest';
import { conformance, prepareConformance } from './harness';

beforeAll(async () => {
  await prepareConformance();
});

const requiredMark = (label: string): boolean => (screen.getByText(label).closest('label')?.className ?? '').includes('ant-form-item-required');
const rowsOf = (item: Record<string, unknown>) => ({ type: 'object', properties: { l: { type: 'array', title: 'Lines', items: item } } });

describe('rows', () => {
  conformance([
    {
      name: 'required inside a row',
      schema: rowsOf({ type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] }),
      initialValues: { l: [{}] },
      act: async () => {
        await screen.findByLabelText('Name');
        expect(requiredMark('Name')).toBe(true);
      },
      error: 'Name is required',
      errorWithin: '.eps-form-array-row .ant-form-item',
    },
    {
      name: 'if / then inside a row',
      schema: rowsOf({
        type: 'object',
        properties: { kind: { type: 'string', title: 'Kind' }, code: { type: 'string', title: 'Code' } },
        if: { properties: { kind: { const: 'c' } }, required: ['kind'] },
        then: { required: ['code'] },
      }),
      initialValues: { l: [{ kind: 'c' }] },
      error: 'Code is required',
      errorWithin: '.eps-form-array-row',
    },
  ]);
});
