/** Conformance: uiSchema keys (docs/forms.md "Form support"). */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../../helpers/renderSchema';
import { conformance, prepareConformance } from './harness';

beforeAll(async () => {
  await prepareConformance();
});

const ab = { type: 'object', properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } } };
const labels = (): string[] => [...document.querySelectorAll('.ant-form-item-label label')].map((el) => el.textContent ?? '');
const list = { type: 'object', properties: { l: { type: 'array', title: 'List', items: { type: 'string', title: 'Item' } } } };

describe('uiSchema keys', () => {
  conformance([
    { name: 'ui:order with *', schema: ab, uiSchema: { 'ui:order': ['b', '*'] }, act: async () => {
      await screen.findByLabelText('B');
      expect(labels()).toEqual(['B', 'A']);
    } },
    { name: 'ui:title and ui:description', schema: ab, uiSchema: { a: { 'ui:title': 'Renamed' } }, shown: ['Renamed'], absent: ['A'] },
    { name: 'ui:help', schema: ab, uiSchema: { a: { 'ui:help': 'Some help' } }, shown: ['Some help'] },
    { name: 'ui:placeholder', schema: ab, uiSchema: { a: { 'ui:placeholder': 'Type here' } }, act: async () => expect(await screen.findByPlaceholderText('Type here')).toBeTruthy() },
    { name: 'ui:disabled', schema: ab, uiSchema: { a: { 'ui:disabled': true } }, act: async () => expect(((await screen.findByLabelText('A')) as HTMLInputElement).disabled).toBe(true) },
    { name: 'ui:readonly', schema: ab, uiSchema: { a: { 'ui:readonly': true } }, initialValues: { a: 'r' }, act: async () => expect(((await screen.findByLabelText('A')) as HTMLInputElement).readOnly).toBe(true), submitted: { a: 'r' } },
    { name: 'ui:widget hidden', schema: ab, uiSchema: { a: { 'ui:widget': 'hidden' } }, initialValues: { a: 'h' }, submitted: { a: 'h' } },
    {
      name: 'ui:classNames and ui:style on the field wrapper',
      schema: ab,
      uiSchema: { a: { 'ui:classNames': 'wide-field', 'ui:style': { marginTop: '7px' } } },
      act: async () => {
        const wrapper = (await screen.findByLabelText('A')).closest('.ant-form-item') as HTMLElement;
        expect(wrapper.classList.contains('wide-field')).toBe(true);
        expect(wrapper.style.marginTop).toBe('7px');
      },
    },
    {
      name: 'ui:label false (no label, the input keeps its name)',
      schema: ab,
      uiSchema: { a: { 'ui:label': false } },
      initialValues: { a: 'x' },
      act: async () => {
        await screen.findByLabelText('B');
        expect(labels()).toEqual(['B']);
        expect((await screen.findByRole('textbox', { name: 'A' })) as HTMLInputElement).toBe(await screen.findByDisplayValue('x'));
      },
    },
    { name: 'ui:rows', schema: ab, uiSchema: { a: { 'ui:widget': 'textarea', 'ui:rows': 7 } }, act: async () => expect(((await screen.findByLabelText('A')) as HTMLTextAreaElement).rows).toBe(7) },
    { name: 'ui:autofocus', schema: ab, uiSchema: { b: { 'ui:autofocus': true } }, act: async () => expect(document.activeElement).toBe(await screen.findByLabelText('B')) },
    {
      name: 'ui:options orderable / removable false',
      schema: list,
      uiSchema: { l: { 'ui:options': { orderable: false, removable: false } } },
      initialValues: { l: ['x', 'y'] },
      act: () => expect(screen.queryByRole('button', { name: /Move|Remove/ })).toBeNull(),
      submitted: { l: ['x', 'y'] },
    },
    {
      name: 'ui:globalOptions (copyable for every array)',
      schema: list,
      uiSchema: { 'ui:globalOptions': { copyable: true } },
      initialValues: { l: ['x'] },
      act: async () => expect(await screen.findByRole('button', { name: 'Copy row 1 of List' })).toBeTruthy(),
    },
    { name: 'items (ui of rows)', schema: list, uiSchema: { l: { items: { 'ui:widget': 'textarea' } } }, initialValues: { l: ['x'] }, act: async () => expect((await screen.findByDisplayValue('x')).tagName).toBe('TEXTAREA') },
  ]);
});

describe('ui:submitButtonOptions', () => {
  it('renames the default submit button, or hides it with norender', async () => {
    const { unmount } = renderSchema({ type: 'form', schema: ab, uiSchema: { 'ui:submitButtonOptions': { submitText: 'Send' } } });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    unmount();
    renderSchema({ type: 'form', schema: ab, uiSchema: { 'ui:submitButtonOptions': { norender: true } } });
    await screen.findByLabelText('A');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
