/** Hand-written oracle cases beside rjsf: arrays (lists, rows of objects, tuples, nested lists, choice lists, row defaults and checks) (docs/forms.md "Form support"). */
import { describe } from 'vitest';
import { compareWithRjsf, props, str } from './handCases';

const row = (extra: Record<string, unknown> = {}): Record<string, unknown> => props({ t: str('Task'), done: { type: 'boolean', title: 'Done' } }, extra);

describe('rjsf oracle: arrays', () => {
  compareWithRjsf([
    { name: 'list of strings', schema: props({ l: { type: 'array', title: 'Tags', items: str('Tag') } }), formData: { l: ['a', 'b'] }, sees: { shown: ['a', 'b'], submitted: { l: ['a', 'b'] } } },
    { name: 'list of numbers', schema: props({ l: { type: 'array', title: 'Sizes', items: { type: 'number', title: 'Size' } } }), formData: { l: [1, 2.5] }, sees: { submitted: { l: [1, 2.5] } } },
    { name: 'an optional list without data: not sent', schema: props({ l: { type: 'array', title: 'Tags', items: str('Tag') } }), sees: { submitted: {} } },
    { name: 'a required list without data: sent empty', schema: props({ l: { type: 'array', title: 'Tags', items: str('Tag') } }, { required: ['l'] }), sees: { submitted: { l: [] } } },
    {
      name: 'rows of objects, untitled: "<list>-<n>"',
      schema: props({ tasks: { type: 'array', title: 'Tasks', items: row() } }),
      formData: { tasks: [{ t: 'one', done: true }, { t: 'two' }] },
      sees: { submitted: { tasks: [{ t: 'one', done: true }, { t: 'two' }] } },
    },
    {
      name: 'rows of objects, titled by the items',
      schema: props({ people: { type: 'array', title: 'People', items: props({ name: str('Name') }, { title: 'Person' }) } }),
      formData: { people: [{ name: 'a' }, { name: 'b' }] },
      sees: { labels: ['People', 'Person', 'Name', 'Person', 'Name'] },
    },
    {
      name: 'row defaults fill rows given without them',
      schema: props({ l: { type: 'array', title: 'Lines', items: props({ q: { type: 'integer', title: 'Qty', default: 1 }, n: str('Note') }) } }),
      formData: { l: [{ n: 'x' }] },
      sees: { submitted: { l: [{ q: 1, n: 'x' }] } },
    },
    {
      name: 'required inside a row',
      schema: props({ l: { type: 'array', title: 'Lines', items: row({ required: ['t'] }) } }),
      formData: { l: [{ done: true }] },
      sees: { errors: ['Task'] },
    },
    {
      name: 'a required yes / no box in a row: sent as false',
      schema: props({ l: { type: 'array', title: 'Lines', items: row({ required: ['done'] }) } }),
      formData: { l: [{ t: 'a' }] },
      sees: { submitted: { l: [{ t: 'a', done: false }] } },
    },
    {
      name: 'if / then inside a row',
      schema: props({ l: { type: 'array', title: 'Lines', items: props({ kind: str('Kind'), code: str('Code') }, { if: { properties: { kind: { const: 'c' } }, required: ['kind'] }, then: { required: ['code'] } }) } }),
      formData: { l: [{ kind: 'c' }, { kind: 'p' }] },
      sees: { errors: ['Code'] },
    },
    {
      name: 'dependencies inside a row follow the row’s own answer',
      schema: props({ l: { type: 'array', title: 'People', items: props({ pets: { type: 'boolean', title: 'Has pets' } }, { title: 'Person', dependencies: { pets: { properties: { count: { type: 'integer', title: 'How many' } } } } }) } }),
      formData: { l: [{ pets: true, count: 2 }, { pets: false }] },
      sees: { submitted: { l: [{ pets: true, count: 2 }, { pets: false }] } },
    },
    {
      name: 'tuple (items as a list) with additionalItems',
      schema: props({ fixed: { type: 'array', title: 'Fixed', items: [str('Name'), { type: 'number', title: 'Age' }], additionalItems: { type: 'boolean', title: 'Flag' } } }),
      formData: { fixed: ['a', 2, true] },
      sees: { submitted: { fixed: ['a', 2, true] } },
    },
    {
      name: 'nested arrays',
      schema: props({ m: { type: 'array', title: 'Matrix', items: { type: 'array', title: 'Line', items: { type: 'number', title: 'Cell' } } } }),
      formData: { m: [[1, 2], [3]] },
      sees: { submitted: { m: [[1, 2], [3]] } },
    },
    {
      name: 'enum items (a multi-select)',
      schema: props({ c: { type: 'array', title: 'Colours', uniqueItems: true, items: str('Colour', { enum: ['red', 'green', 'blue'] }) } }),
      formData: { c: ['green'] },
      sees: { choices: [['Colours', ['red', 'green', 'blue']]], submitted: { c: ['green'] } },
    },
    {
      name: 'enum items as checkboxes',
      schema: props({ c: { type: 'array', title: 'Colours', uniqueItems: true, items: str('Colour', { enum: ['red', 'green', 'blue'] }) } }),
      uiSchema: { c: { 'ui:widget': 'checkboxes' } },
      formData: { c: ['red', 'blue'] },
      sees: { shown: ['[x] red', '[x] blue'], submitted: { c: ['red', 'blue'] } },
    },
    {
      name: 'checkboxes of an array of objects named by the items’ ui:enumNames',
      schema: props({ cities: { type: 'array', title: 'Cities', uniqueItems: true, items: { type: 'object', enum: [{ name: 'NY' }, { name: 'LA' }] } } }),
      uiSchema: { cities: { 'ui:widget': 'checkboxes', items: { 'ui:enumNames': ['New York', 'Los Angeles'] } } },
      formData: { cities: [{ name: 'LA' }] },
      sees: { choices: [['Cities', ['New York', 'Los Angeles']]], submitted: { cities: [{ name: 'LA' }] } },
    },
  ]);
});
