/** Conformance: JSON Schema keywords (docs/forms.md "Form support"). */
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect } from 'vitest';
import { conformance, type, prepareConformance } from './harness';

beforeAll(async () => {
  await prepareConformance();
});

const props = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ schema: { type: 'object', properties, ...extra } });
const requiredMark = (label: string): boolean => (screen.getByText(label).closest('label')?.className ?? '').includes('ant-form-item-required');

describe('keywords', () => {
  conformance([
    { name: 'type string / title / default', ...props({ a: { type: 'string', title: 'A', default: 'x' } }), displayed: ['x'], submitted: { a: 'x' } },
    { name: 'type number', ...props({ n: { type: 'number', title: 'N' } }), act: () => type('N', '2.5'), submitted: { n: 2.5 } },
    { name: 'type boolean', ...props({ b: { type: 'boolean', title: 'B' } }), act: () => void fireEvent.click(screen.getByLabelText('B')), submitted: { b: true } },
    { name: 'type null (display field)', ...props({ n: { type: 'null', title: 'Section note', description: 'Read me' } }), shown: ['Section note'], submitted: { n: null } },
    { name: 'const (prefilled)', ...props({ c: { type: 'string', title: 'C', const: 'fixed' } }), displayed: ['fixed'], submitted: { c: 'fixed' } },
    // Offered as rjsf does: the input's datalist (the browser shows it).
    { name: 'examples (suggestions)', ...props({ s: { type: 'string', title: 'S', examples: ['alpha', 'beta'] } }), act: async () => {
      const input = await screen.findByLabelText('S');
      const listId = input.getAttribute('list');
      expect(listId).toBeTruthy();
      const list = document.getElementById(listId ?? '');
      expect(list?.tagName).toBe('DATALIST');
      expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual(['alpha', 'beta']);
      fireEvent.change(input, { target: { value: 'beta' } });
    }, submitted: { s: 'beta' } },
    { name: 'required', ...props({ a: { type: 'string', title: 'A' } }, { required: ['a'] }), error: 'A is required' },
    { name: 'minLength', ...props({ a: { type: 'string', title: 'A', minLength: 3 } }), initialValues: { a: 'x' }, error: /at least 3|fewer than 3|3 characters/i },
    { name: 'pattern', ...props({ a: { type: 'string', title: 'A', pattern: '^[0-9]+$' } }), initialValues: { a: 'x' }, error: /pattern|format|valid/i },
    { name: 'minimum', ...props({ n: { type: 'integer', title: 'N', minimum: 5 } }), initialValues: { n: 1 }, error: /5/ },
    { name: 'nested properties', ...props({ o: { type: 'object', title: 'Box', properties: { a: { type: 'string', title: 'Inner' } } } }), initialValues: { o: { a: 'i' } }, shown: ['Box'], displayed: ['i'], submitted: { o: { a: 'i' } } },
    {
      name: '$ref / $defs',
      schema: { type: 'object', $defs: { name: { type: 'string', title: 'Name' } }, properties: { n: { $ref: '#/$defs/name' } } },
      initialValues: { n: 'r' },
      displayed: ['r'],
      submitted: { n: 'r' },
    },
    {
      name: 'allOf required: asterisk and error under the field',
      schema: { type: 'object', properties: { a: { type: 'string', title: 'Alpha' } }, allOf: [{ required: ['a'] }] },
      act: () => expect(requiredMark('Alpha')).toBe(true),
      error: 'Alpha is required',
    },
    {
      name: 'if / then required: asterisk and error under the field',
      schema: {
        type: 'object',
        properties: { kind: { type: 'string', title: 'Kind', enum: ['p', 'c'], default: 'c' }, code: { type: 'string', title: 'Code' } },
        if: { properties: { kind: { const: 'c' } } },
        then: { required: ['code'] },
      },
      act: async () => {
        await screen.findByText('Code');
        expect(requiredMark('Code')).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
        const item = screen.getByLabelText('Code').closest('.ant-form-item') as HTMLElement;
        expect(await within(item).findByText('Code is required')).toBeTruthy();
      },
    },
    {
      name: 'dependencies (array form) enforced on submit',
      ...props({ card: { type: 'string', title: 'Card' }, billing: { type: 'string', title: 'Billing' } }, { dependencies: { card: ['billing'] } }),
      initialValues: { card: '4111' },
      act: async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
        const item = screen.getByLabelText('Billing').closest('.ant-form-item') as HTMLElement;
        expect(await within(item).findByText(/billing/i)).toBeTruthy();
      },
    },
    {
      name: 'dependencies (schema form)',
      ...props({ a: { type: 'boolean', title: 'More' } }, { dependencies: { a: { properties: { b: { type: 'string', title: 'Extra' } } } } }),
      initialValues: { a: true },
      shown: ['Extra'],
    },
    { name: 'non-object root', schema: { type: 'string', title: 'Only' }, initialValues: 'solo', displayed: ['solo'], submitted: 'solo' },
    { name: 'array of strings: rows', ...props({ tags: { type: 'array', title: 'Tags', items: { type: 'string' } } }), initialValues: { tags: ['a', 'b'] }, displayed: ['a', 'b'], submitted: { tags: ['a', 'b'] } },
    { name: 'maxItems', ...props({ l: { type: 'array', title: 'L', maxItems: 1, items: { type: 'string' } } }), initialValues: { l: ['a', 'b'] }, error: /more than 1|at most 1/ },
  ]);
});
