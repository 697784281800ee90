/** Hand-written oracle cases beside rjsf: choices, $ref, composition (oneOf, anyOf, allOf, if / then / else, dependencies) and free keys (docs/forms.md "Form support"). */
import { describe } from 'vitest';
import { compareWithRjsf, props, str } from './handCases';

const alpha = { title: 'Alpha', type: 'object', properties: { x: str('X') }, required: ['x'] };
const beta = { title: 'Beta', type: 'object', properties: { y: str('Y') }, required: ['y'] };
const node = { type: 'object', properties: { name: str('Name'), children: { type: 'array', title: 'Children', items: { $ref: '#/definitions/node' } } } };

describe('rjsf oracle: choices', () => {
  compareWithRjsf([
    { name: 'enum', schema: props({ v: str('Size', { enum: ['s', 'm', 'l'] }) }), formData: { v: 'm' }, sees: { choices: [['Size', ['s', 'm', 'l']]], shown: ['m'], submitted: { v: 'm' } } },
    { name: 'enum of numbers', schema: props({ v: { type: 'integer', title: 'Level', enum: [1, 2, 3] } }), formData: { v: 2 }, sees: { submitted: { v: 2 } } },
    { name: 'enum: a value not in it refused', schema: props({ v: str('Size', { enum: ['s', 'm'] }) }), formData: { v: 'xl' }, sees: { errors: ['Size'] } },
    {
      name: 'oneOf of const with titles',
      schema: props({ v: str('Colour', { oneOf: [{ const: 'r', title: 'Red' }, { const: 'g', title: 'Green' }] }) }),
      formData: { v: 'g' },
      sees: { choices: [['Colour', ['Red', 'Green']]], shown: ['Green'], submitted: { v: 'g' } },
    },
    {
      name: 'anyOf of enum [x] with titles',
      schema: props({ v: { type: 'number', title: 'Pick', anyOf: [{ type: 'number', enum: [1], title: 'One' }, { type: 'number', enum: [2], title: 'Two' }] } }),
      formData: { v: 2 },
      sees: { shown: ['Two'], submitted: { v: 2 } },
    },
    {
      name: 'enum of objects named by ui:enumNames',
      schema: props({ loc: { type: 'object', title: 'Location', enum: [{ name: 'NY' }, { name: 'LA' }] } }),
      uiSchema: { loc: { 'ui:enumNames': ['New York', 'Los Angeles'] } },
      formData: { loc: { name: 'LA' } },
      sees: { shown: ['Los Angeles'], submitted: { loc: { name: 'LA' } } },
    },
  ]);
});

describe('rjsf oracle: $ref and composition', () => {
  compareWithRjsf([
    { name: '$ref / $defs', schema: { type: 'object', $defs: { name: str('Name') }, properties: { n: { $ref: '#/$defs/name' } } }, formData: { n: 'r' }, sees: { labels: ['Name'], submitted: { n: 'r' } } },
    {
      name: '$ref / definitions (an object)',
      schema: { type: 'object', definitions: { address: props({ city: str('City') }) }, properties: { home: { $ref: '#/definitions/address', title: 'Home' } } },
      formData: { home: { city: 'Oslo' } },
      sees: { labels: ['Home', 'City'], submitted: { home: { city: 'Oslo' } } },
    },
    {
      name: 'recursive $ref (a tree)',
      schema: { type: 'object', definitions: { node }, properties: { tree: { $ref: '#/definitions/node', title: 'Tree' } } },
      formData: { tree: { name: 'root', children: [{ name: 'leaf' }] } },
      sees: { submitted: { tree: { name: 'root', children: [{ name: 'leaf' }] } } },
    },
    { name: 'allOf (properties merged)', schema: { type: 'object', allOf: [{ properties: { a: str('A') } }, { properties: { b: str('B') }, required: ['b'] }] }, formData: { a: 'x' }, sees: { errors: ['B'] } },
    {
      name: 'oneOf at the root (options of properties)',
      schema: { type: 'object', oneOf: [{ title: 'Lorem', properties: { lorem: str('Lorem') }, required: ['lorem'] }, { title: 'Ipsum', properties: { ipsum: str('Ipsum') }, required: ['ipsum'] }] },
      formData: { ipsum: 'i' },
      sees: { submitted: { ipsum: 'i' } },
    },
    {
      name: 'anyOf at the root beside properties',
      schema: { type: 'object', properties: { age: { type: 'integer', title: 'Age' } }, anyOf: [{ title: 'First', properties: { fn: str('First name') } }, { title: 'Second', properties: { ln: str('Last name') } }] },
      formData: { age: 3, ln: 'L' },
      sees: { submitted: { age: 3, ln: 'L' } },
    },
    {
      name: 'oneOf of $refs on a property',
      schema: { type: 'object', definitions: { alpha, beta }, properties: { v: { title: 'Value', oneOf: [{ $ref: '#/definitions/alpha' }, { $ref: '#/definitions/beta' }] } } },
      formData: { v: { y: 'why' } },
      sees: { submitted: { v: { y: 'why' } } },
    },
    {
      name: 'oneOf option: its required field asked for',
      schema: { type: 'object', definitions: { alpha, beta }, properties: { v: { title: 'Value', oneOf: [{ $ref: '#/definitions/alpha' }, { $ref: '#/definitions/beta' }] } }, required: ['v'] },
      formData: { v: {} },
      sees: { submitted: undefined },
    },
    {
      name: 'if / then / else (else branch)',
      schema: { type: 'object', properties: { c: str('Country', { enum: ['US', 'CA'], default: 'CA' }) }, if: { properties: { c: { const: 'US' } } }, then: { properties: { zip: str('Zip') } }, else: { properties: { post: str('Postal code') } } },
      formData: { post: 'K1A' },
      sees: { submitted: { c: 'CA', post: 'K1A' } },
    },
    {
      name: 'if / then / else (then branch)',
      schema: { type: 'object', properties: { c: str('Country', { enum: ['US', 'CA'] }) }, if: { properties: { c: { const: 'US' } }, required: ['c'] }, then: { properties: { zip: str('Zip') }, required: ['zip'] }, else: { properties: { post: str('Postal code') } } },
      formData: { c: 'US' },
      sees: { errors: ['Zip'] },
    },
    {
      name: 'dependencies (schema form)',
      schema: props({ pets: { type: 'boolean', title: 'Pets' } }, { dependencies: { pets: { properties: { count: { type: 'integer', title: 'How many' } }, required: ['count'] } } }),
      formData: { pets: true },
      sees: { errors: ['How many'] },
    },
    {
      name: 'dependencies with oneOf branches',
      schema: props(
        { pets: str('Pets?', { enum: ['No', 'Yes'], default: 'No' }) },
        { required: ['pets'], dependencies: { pets: { oneOf: [{ properties: { pets: { enum: ['No'] } } }, { properties: { pets: { enum: ['Yes'] }, age: { type: 'number', title: 'Pet age' } }, required: ['age'] }] } } },
      ),
      formData: { pets: 'Yes', age: 2 },
      sees: { submitted: { pets: 'Yes', age: 2 } },
    },
  ]);
});

describe('rjsf oracle: free keys', () => {
  compareWithRjsf([
    { name: 'additionalProperties (a schema)', schema: props({ name: str('Name') }, { additionalProperties: { type: 'number' } }), formData: { name: 'n', extra: 2 }, sees: { submitted: { name: 'n', extra: 2 } } },
    { name: 'additionalProperties: true', schema: props({ name: str('Name') }, { additionalProperties: true }), formData: { name: 'n', note: 'free' }, sees: { submitted: { name: 'n', note: 'free' } } },
    { name: 'maxProperties: too many keys', schema: props({}, { additionalProperties: { type: 'string' }, maxProperties: 1 }), formData: { a: 'x', b: 'y' }, sees: { submitted: undefined } },
    { name: 'patternProperties', schema: props({}, { patternProperties: { '^x-': { type: 'string' } }, additionalProperties: false }), formData: { 'x-a': 'one' }, sees: { submitted: { 'x-a': 'one' } } },
  ]);
});
