import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrateDocument, SchemaDocumentError } from '@core/migrate';

const catchError = (input: unknown): SchemaDocumentError => {
  try {
    migrateDocument(input);
  } catch (error) {
    if (error instanceof SchemaDocumentError) return error;
    throw error;
  }
  throw new Error('expected a SchemaDocumentError');
};

describe('migrateDocument', () => {
  it('keeps a current document as it is', () => {
    const doc = { schemaVersion: 1, type: 'page', api: { url: '/eps/x' }, body: [{ type: 'form' }] };
    const out = migrateDocument(doc);
    expect(out.document).toEqual(doc);
    expect(out).not.toHaveProperty('migratedFrom');
  });

  it('migrates a document without schemaVersion as v0', () => {
    const v0 = {
      type: 'page',
      api: { url: '/eps/user/info', responseData: 'data' },
      body: {
        type: 'card',
        body: { type: 'table', api: { url: '/eps/items' } },
      },
      toolbar: [{ type: 'button', actions: [{ action: 'dialog', dialog: { type: 'dialog', body: { type: 'form' } } }] }],
    };
    const before = structuredClone(v0);
    const { document, migratedFrom } = migrateDocument(v0);
    expect(migratedFrom).toBe(0);
    expect(document).toEqual({
      schemaVersion: 1,
      type: 'page',
      api: { url: '/eps/user/info', responseData: 'data' },
      body: [{ type: 'card', body: [{ type: 'table', api: { url: '/eps/items' } }] }],
      toolbar: [{ type: 'button', actions: [{ action: 'dialog', dialog: { type: 'dialog', body: [{ type: 'form' }] } }] }],
    });
    expect(v0).toEqual(before);
  });

  it('leaves a v0 body that is already a list, or not a node, alone', () => {
    const { document } = migrateDocument({ type: 'page', body: [{ type: 'a' }], data: { body: { x: 1 } } });
    expect(document).toEqual({ schemaVersion: 1, type: 'page', body: [{ type: 'a' }], data: { body: { x: 1 } } });
  });

  it('refuses a document written for a newer portal', () => {
    const error = catchError({ schemaVersion: 3, type: 'page' });
    expect(error.message).toContain('written for a newer portal: schemaVersion 3 > 1');
    expect(error.pointer).toBe('/schemaVersion');
  });

  it('refuses a bad version', () => {
    expect(catchError({ schemaVersion: '1', type: 'page' }).pointer).toBe('/schemaVersion');
    expect(catchError({ schemaVersion: 0.5, type: 'page' }).pointer).toBe('/schemaVersion');
    expect(catchError({ schemaVersion: -1, type: 'page' }).pointer).toBe('/schemaVersion');
  });

  it('refuses what is not an object, and a root without type', () => {
    for (const input of [null, undefined, 'page', 3, [{ type: 'page' }]]) {
      const error = catchError(input);
      expect(error.pointer).toBe('');
      expect(error.message).toMatch(/must be a JSON object/);
    }
    expect(catchError({ schemaVersion: 1 }).pointer).toBe('/type');
  });

  it('has one step per version up to the current one', () => {
    expect(MIGRATIONS.map((step) => [step.from, step.to])).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, from) => [from, from + 1]),
    );
  });
});
