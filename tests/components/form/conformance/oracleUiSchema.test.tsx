/** Hand-written oracle cases beside rjsf: uiSchema keys and widgets (docs/forms.md "Form support"). */
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchema } from '../../../helpers/renderSchema';
import { compareWithRjsf, inputStates, props, str, typeInto } from './handCases';

const ab = props({ a: str('A'), b: str('B') });
const one = (property: Record<string, unknown>, ui: Record<string, unknown>, formData?: unknown) => ({
  schema: props({ v: { title: 'Value', ...property } }),
  uiSchema: { v: ui },
  ...(formData !== undefined ? { formData: { v: formData } } : {}),
});
const tagOf = (root: HTMLElement): string | undefined => root.querySelector('textarea, input:not([type=hidden])')?.tagName.toLowerCase();
const textOf = (root: HTMLElement, words: string): boolean => root.textContent?.includes(words) ?? false;
/** The kinds of list buttons shown (add, remove, move, copy), counted, by their names or titles. */
const listButtons = (root: HTMLElement): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const button of root.querySelectorAll('button')) {
    const name = `${button.getAttribute('aria-label') ?? ''} ${button.getAttribute('title') ?? ''} ${button.textContent ?? ''}`;
    const kind = /move up/i.test(name) ? 'up' : /move down/i.test(name) ? 'down' : /remove|delete/i.test(name) ? 'remove' : /copy/i.test(name) ? 'copy' : /add/i.test(name) ? 'add' : undefined;
    if (kind) out[kind] = (out[kind] ?? 0) + 1;
  }
  return out;
};
const list = props({ l: { type: 'array', title: 'List', items: str('Item') } });

describe('rjsf oracle: widgets', () => {
  compareWithRjsf([
    { name: 'ui:widget radio (string enum)', ...one({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'radio' }, 'b'), sees: { choices: [['Value', ['a', 'b']]], shown: ['[x] b'], submitted: { v: 'b' } } },
    { name: 'ui:widget radio (yes / no answered)', ...one({ type: 'boolean' }, { 'ui:widget': 'radio' }, false), sees: { shown: ['[x] No'], submitted: { v: false } } },
    { name: 'ui:widget select (yes / no)', ...one({ type: 'boolean' }, { 'ui:widget': 'select' }, true), sees: { shown: ['Yes'], submitted: { v: true } } },
    { name: 'ui:widget select (an enum)', ...one({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'select' }, 'a'), sees: { submitted: { v: 'a' } } },
    { name: 'ui:widget textarea', ...one({ type: 'string' }, { 'ui:widget': 'textarea' }, 'long'), probe: tagOf, sees: { probed: 'textarea', submitted: { v: 'long' } } },
    { name: 'ui:widget password', ...one({ type: 'string' }, { 'ui:widget': 'password' }, 'secret'), probe: (root) => root.querySelector('input')?.type, sees: { probed: 'password', submitted: { v: 'secret' } } },
    { name: 'ui:widget updown', ...one({ type: 'integer' }, { 'ui:widget': 'updown' }, 3), sees: { shown: ['3'], submitted: { v: 3 } } },
    { name: 'ui:widget range', ...one({ type: 'integer', minimum: 0, maximum: 10 }, { 'ui:widget': 'range' }, 4), probe: (root) => root.querySelector('[role=slider]')?.getAttribute('aria-valuenow'), sees: { probed: '4', submitted: { v: 4 } } },
    { name: 'ui:widget hidden', ...one({ type: 'string' }, { 'ui:widget': 'hidden' }, 'h'), sees: { labels: [], submitted: { v: 'h' } } },
    { name: 'ui:widget color', ...one({ type: 'string' }, { 'ui:widget': 'color' }, '#00ff00'), sees: { shown: ['colour #00ff00'], submitted: { v: '#00ff00' } } },
    { name: 'ui:widget alt-date', ...one({ type: 'string', format: 'date' }, { 'ui:widget': 'alt-date' }, '2026-01-02'), sees: { submitted: { v: '2026-01-02' } } },
    { name: 'ui:widget alt-datetime', ...one({ type: 'string', format: 'date-time' }, { 'ui:widget': 'alt-datetime' }, '2026-01-02T03:04:05.000Z'), sees: { submitted: { v: '2026-01-02T03:04:05.000Z' } } },
    { name: 'ui:widget by rjsf registry name (RadioWidget)', ...one({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'RadioWidget' }, 'a'), sees: { choices: [['Value', ['a', 'b']]] } },
    { name: 'ui:widget on an object is ignored', schema: props({ o: props({ city: str('City') }, { title: 'Address' }) }), uiSchema: { o: { 'ui:widget': 'textarea' } }, formData: { o: { city: 'Oslo' } }, sees: { labels: ['Address', 'City'] } },
  ]);
});

describe('rjsf oracle: uiSchema keys', () => {
  compareWithRjsf([
    { name: 'ui:hidden', schema: ab, uiSchema: { a: { 'ui:hidden': true } }, formData: { a: 'kept' }, sees: { labels: ['B'], submitted: { a: 'kept' } } },
    {
      name: 'ui:visibleOn (ours; rjsf draws the field)',
      schema: props({ a: str('A'), b: str('B') }, { required: ['b'] }),
      uiSchema: { b: { 'ui:visibleOn': "values.a == 'more'" } },
      formData: { a: 'less', b: 'kept' },
      sees: { labels: ['A'], shown: ['less'], submitted: { a: 'less' }, errors: [] },
    },
    {
      name: 'ui:visibleOn holding (ours and rjsf alike)',
      schema: props({ a: str('A'), b: str('B') }, { required: ['b'] }),
      uiSchema: { b: { 'ui:visibleOn': "values.a == 'more'" } },
      formData: { a: 'more' },
      sees: { labels: ['A', 'B'], errors: ['B'] },
    },
    { name: 'ui:title', schema: ab, uiSchema: { a: { 'ui:title': 'Renamed' } }, sees: { labels: ['Renamed', 'B'] } },
    { name: 'ui:description', schema: ab, uiSchema: { a: { 'ui:description': 'Explained here' } }, probe: (root) => textOf(root, 'Explained here'), sees: { labels: ['A', 'B'] } },
    { name: 'ui:help', schema: ab, uiSchema: { a: { 'ui:help': 'Some help' } }, probe: (root) => textOf(root, 'Some help'), sees: { probed: true } },
    { name: 'ui:placeholder', schema: ab, uiSchema: { a: { 'ui:placeholder': 'Type here' } }, probe: inputStates, sees: { probed: ['Type here||', '||'] } },
    { name: 'ui:order with *', schema: props({ a: str('A'), b: str('B'), c: str('C') }), uiSchema: { 'ui:order': ['c', '*', 'a'] }, sees: { labels: ['C', 'B', 'A'] } },
    { name: 'ui:disabled', schema: ab, uiSchema: { a: { 'ui:disabled': true } }, formData: { a: 'd' }, probe: inputStates, sees: { probed: ['||disabled', '||'], submitted: { a: 'd' } } },
    { name: 'ui:readonly', schema: ab, uiSchema: { a: { 'ui:readonly': true } }, formData: { a: 'r' }, probe: inputStates, sees: { probed: ['|readonly|', '||'], submitted: { a: 'r' } } },
    { name: 'ui:emptyValue', schema: ab, uiSchema: { a: { 'ui:emptyValue': '' } }, formData: { a: 'x' }, act: async (root) => typeInto(root, 'A', ''), sees: { submitted: { a: '' } } },
    { name: 'ui:autofocus', schema: ab, uiSchema: { b: { 'ui:autofocus': true } }, probe: (root) => root.ownerDocument.activeElement === root.querySelectorAll('input')[1], sees: { probed: true } },
    { name: 'ui:classNames', schema: ab, uiSchema: { a: { 'ui:classNames': 'wide-field' } }, probe: (root) => root.querySelectorAll('.wide-field').length > 0, sees: { probed: true } },
    { name: 'ui:style', schema: ab, uiSchema: { a: { 'ui:style': { marginTop: '7px' } } }, probe: (root) => [...root.querySelectorAll<HTMLElement>('*')].some((e) => e.style.marginTop === '7px'), sees: { probed: true } },
    { name: 'ui:label false', schema: ab, uiSchema: { a: { 'ui:label': false } }, formData: { a: 'x' }, sees: { labels: ['B'], submitted: { a: 'x' } } },
    { name: 'ui:rows', ...one({ type: 'string' }, { 'ui:widget': 'textarea', 'ui:rows': 7 }), probe: (root) => root.querySelector('textarea')?.rows, sees: { probed: 7 } },
    { name: 'ui:options (label: false)', schema: ab, uiSchema: { a: { 'ui:options': { label: false } } }, sees: { labels: ['B'] } },
    { name: 'ui:enumNames', ...one({ type: 'string', enum: ['s', 'l'] }, { 'ui:enumNames': ['Small', 'Large'] }, 'l'), sees: { choices: [['Value', ['Small', 'Large']]], shown: ['Large'] } },
    { name: 'ui:enumOrder', ...one({ type: 'string', enum: ['a', 'b', 'c'] }, { 'ui:widget': 'radio', 'ui:enumOrder': ['c', '*'] }), sees: { choices: [['Value', ['c', 'a', 'b']]] } },
    {
      name: 'ui:enumDisabled',
      ...one({ type: 'string', enum: ['a', 'b'] }, { 'ui:widget': 'radio', 'ui:enumDisabled': ['b'] }),
      probe: (root) => [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].map((i) => i.disabled),
      sees: { probed: [false, true] },
    },
    { name: 'items (the rows’ uiSchema)', schema: list, uiSchema: { l: { items: { 'ui:widget': 'textarea' } } }, formData: { l: ['x'] }, probe: tagOf, sees: { probed: 'textarea' } },
    { name: 'ui:options orderable / removable false', schema: list, uiSchema: { l: { 'ui:options': { orderable: false, removable: false } } }, formData: { l: ['x', 'y'] }, probe: listButtons, sees: { probed: { add: 1 } } },
    { name: 'ui:options addable false', schema: list, uiSchema: { l: { 'ui:options': { addable: false } } }, formData: { l: ['x'] }, probe: (root) => listButtons(root).add ?? 0, sees: { probed: 0 } },
    { name: 'ui:options copyable', schema: list, uiSchema: { l: { 'ui:options': { copyable: true } } }, formData: { l: ['x'] }, probe: (root) => listButtons(root).copy ?? 0, sees: { probed: 1 } },
    { name: 'ui:globalOptions', schema: list, uiSchema: { 'ui:globalOptions': { copyable: true } }, formData: { l: ['x'] }, probe: (root) => listButtons(root).copy ?? 0, sees: { probed: 1 } },
  ]);
});


describe('rjsf oracle: ui:submitButtonOptions', () => {
  /** The submit buttons' texts each form draws for the uiSchema (ours as a form of its own, without the probe). */
  async function submitTexts(uiSchema: Record<string, unknown>): Promise<[string[], string[]]> {
    const { container } = render(<Form schema={ab as RJSFSchema} uiSchema={uiSchema as RjsfUiSchema} validator={validator} />);
    const theirs = [...container.querySelectorAll('button[type=submit]')].map((b) => b.textContent?.replace(/\s+/g, '') ?? '');
    cleanup();
    const ours = renderSchema({ type: 'form', schema: ab, uiSchema });
    await screen.findByLabelText('A');
    const texts = [...ours.container.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s+/g, '') ?? '');
    cleanup();
    return [theirs, texts];
  }

  it('submitText renames the submit button, norender hides it', async () => {
    expect(await submitTexts({ 'ui:submitButtonOptions': { submitText: 'Send' } })).toEqual([['Send'], ['Send']]);
    expect(await submitTexts({ 'ui:submitButtonOptions': { norender: true } })).toEqual([[], []]);
  });
});
