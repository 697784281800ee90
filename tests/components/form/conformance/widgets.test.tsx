/** Conformance: rjsf's widgets and string formats (docs/forms.md "Form support"). */
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect } from 'vitest';
import { conformance, prepareConformance } from './harness';

beforeAll(async () => {
  await prepareConformance();
});

const one = (property: Record<string, unknown>, ui?: Record<string, unknown>) => ({
  schema: { type: 'object', properties: { v: { title: 'Value', ...property } } },
  ...(ui ? { uiSchema: { v: ui } } : {}),
});

describe('widgets', () => {
  conformance([
    {
      name: 'boolean as radio: Yes / No (rjsf)',
      ...one({ type: 'boolean' }, { 'ui:widget': 'radio' }),
      act: async () => void fireEvent.click(await screen.findByLabelText('No')),
      submitted: { v: false },
    },
    { name: 'updown', ...one({ type: 'integer' }, { 'ui:widget': 'updown' }), initialValues: { v: 3 }, displayed: ['3'], submitted: { v: 3 } },
    {
      name: 'range',
      ...one({ type: 'integer', minimum: 0, maximum: 10 }, { 'ui:widget': 'range' }),
      initialValues: { v: 4 },
      act: async () => expect((await screen.findByRole('slider')).getAttribute('aria-valuenow')).toBe('4'),
      submitted: { v: 4 },
    },
    { name: 'format time (minutes shown, seconds kept)', ...one({ type: 'string', format: 'time' }), initialValues: { v: '09:30:00' }, displayed: ['09:30'], submitted: { v: '09:30:00' } },
    { name: 'format time with seconds', ...one({ type: 'string', format: 'time' }), initialValues: { v: '09:30:15' }, displayed: ['09:30:15'], submitted: { v: '09:30:15' } },
    {
      name: 'format date-time (ISO string)',
      ...one({ type: 'string', format: 'date-time' }),
      initialValues: { v: '2026-11-23T09:30:00.000Z' },
      displayed: ['2026-11-23 09:30:00'],
      submitted: { v: '2026-11-23T09:30:00.000Z' },
    },
    { name: 'alt-date', ...one({ type: 'string', format: 'date' }, { 'ui:widget': 'alt-date' }), initialValues: { v: '2026-01-02' }, displayed: ['2026-01-02'], submitted: { v: '2026-01-02' } },
    { name: 'alt-datetime', ...one({ type: 'string' }, { 'ui:widget': 'alt-datetime' }), initialValues: { v: '2026-01-02T03:04:05.000Z' }, displayed: ['2026-01-02 03:04:05'] },
    { name: 'format color', ...one({ type: 'string', format: 'color' }), initialValues: { v: '#ff0000' }, shown: ['#FF0000'], submitted: { v: '#ff0000' } },
    { name: 'format data-url → upload', ...one({ type: 'string', format: 'data-url' }, { 'ui:options': { accept: '.pdf' } }), shown: ['Upload file', 'Allowed: pdf; at most 2 MB per file'], submitted: {} },
    { name: 'format email', ...one({ type: 'string', format: 'email' }), initialValues: { v: 'nope' }, error: 'Please enter a legal email!' },
    { name: 'RadioWidget alias', ...one({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'RadioWidget' }), act: () => void fireEvent.click(screen.getByLabelText('b')), submitted: { v: 'b' } },
    {
      name: 'TextareaWidget alias',
      ...one({ type: 'string' }, { 'ui:widget': 'TextareaWidget' }),
      act: () => expect(screen.getByLabelText('Value').tagName).toBe('TEXTAREA'),
    },
    {
      name: 'CheckboxesWidget alias',
      ...one({ type: 'array', uniqueItems: true, items: { type: 'string', enum: ['x', 'y'] } }, { 'ui:widget': 'CheckboxesWidget' }),
      act: () => void fireEvent.click(screen.getByLabelText('y')),
      submitted: { v: ['y'] },
    },
    { name: 'ui:widget on an object is ignored', schema: { type: 'object', properties: { o: { type: 'object', title: 'Box', properties: { a: { type: 'string', title: 'Inner' } } } } }, uiSchema: { o: { 'ui:widget': 'text' } }, shown: ['Box', 'Inner'] },
  ]);
});
