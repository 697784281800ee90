/** What a form's preload starts with the renderer's code: the split-out widgets and the engine its schema needs. */
import { describe, expect, it } from 'vitest';
import { loadFormParts, splitWidgetsOf } from '../../../renderers/form/formParts';
import type { FormNode } from '../../../renderers/form/types';
import { widgetLoads } from '../../../renderers/form/widgets/widgetLoads';

const formOf = (schema: Record<string, unknown>, uiSchema?: Record<string, unknown>): FormNode =>
  ({ type: 'form', schema, ...(uiSchema ? { uiSchema } : {}) }) as FormNode;

describe('splitWidgetsOf', () => {
  it('names none for text, booleans and their choices', () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' }, mail: { type: 'string', format: 'email' }, ok: { type: 'boolean', enum: [true, false] } },
    };
    expect([...splitWidgetsOf(schema)]).toEqual([]);
  });

  it('reads the default widget of each field, nested ones and definitions included', () => {
    const schema = {
      type: 'object',
      properties: {
        born: { type: 'string', format: 'date' },
        age: { type: 'integer' },
        city: { type: 'string', enum: ['a', 'b'] },
        tags: { type: 'array', items: { type: 'string', enum: ['x', 'y'] }, uniqueItems: true },
        address: { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } },
        files: { type: 'array', items: { type: 'string', format: 'data-url' } },
        node: { $ref: '#/definitions/node' },
      },
      definitions: { node: { type: 'object', properties: { colour: { type: 'string', format: 'color' } } } },
    };
    expect([...splitWidgetsOf(schema)].sort()).toEqual(['color', 'date', 'dateTime', 'number', 'select', 'upload']);
  });

  it('takes ui:widget over the default, at the field it names', () => {
    const schema = { type: 'object', properties: { city: { type: 'string', enum: ['a', 'b'] }, when: { type: 'string' }, rows: { type: 'array', items: { type: 'string' } } } };
    const uiSchema = { city: { 'ui:widget': 'radio' }, when: { 'ui:widget': 'alt-date' }, rows: { items: { 'ui:options': { widget: 'districtCascader' } } } };
    expect([...splitWidgetsOf(schema, uiSchema)].sort()).toEqual(['date', 'districtCascader']);
  });
});

describe('loadFormParts', () => {
  it('starts nothing for a form of plain text fields', () => {
    expect(loadFormParts(formOf({ type: 'object', properties: { a: { type: 'string' } } }))).toBeUndefined();
  });

  it('loads a date field widget, the same load its field renders from', async () => {
    expect(widgetLoads.date.loaded()).toBeUndefined();
    await loadFormParts(formOf({ type: 'object', properties: { born: { type: 'string', format: 'date' } } }));
    expect(typeof widgetLoads.date.loaded()).toBe('function');
    expect(widgetLoads.number.loaded()).toBeUndefined();
  }, 30_000);

  it('starts the engine for a schema that needs it to render', () => {
    const parts = loadFormParts(formOf({ type: 'object', properties: { a: { $ref: '#/definitions/a' } }, definitions: { a: { type: 'string' } } }));
    expect(parts).toBeInstanceOf(Promise);
  });
});
