// @vitest-environment node
/**
 * The limits of the document check (server/README.md "Document limits"):
 * measured without recursion before anything recursive runs, and the form
 * schemas' size and complexity, reported at the form's `schema`.
 */
import {
  checkDepth,
  checkLimits,
  MAX_FORM_SCHEMA_COMPOSITIONS,
  MAX_FORM_SCHEMA_EXPANDED,
  MAX_FORM_SCHEMA_NODES,
} from '@core/schema/checkDocument';

const page = (body: unknown[]) => ({ type: 'page', schemaVersion: 1, body });
const form = (schema: unknown) => ({ type: 'form', schema });

describe('checkLimits', () => {
  it('reports depth without overflowing the stack, at nesting JSON.stringify cannot even write', () => {
    const deep = JSON.parse(`{"type":"page","data":${'['.repeat(200_000)}1${']'.repeat(200_000)}}`) as unknown;
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(checkDepth(deep)).toEqual([expect.objectContaining({ pointer: '', key: 'core.schema.tooDeep' })]);
    expect(checkLimits(deep)).toEqual([expect.objectContaining({ pointer: '', key: 'core.schema.tooDeep' })]);
    expect(checkDepth(page([]))).toEqual([]);
  });

  it('refuses form schemas with more nodes than the limit, across the forms of a document', () => {
    const properties = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, { type: 'string' }]));
    // Each field is one node, plus the schema and its `properties`.
    const half = form({ type: 'object', properties: properties(MAX_FORM_SCHEMA_NODES / 2 - 2) });
    expect(checkLimits(page([half]))).toEqual([]);
    expect(checkLimits(page([half, half]))).toEqual([]);
    expect(checkLimits(page([half, { type: 'card', body: [half, half] }]))).toEqual([
      expect.objectContaining({ pointer: '/body/1/body/1/schema', key: 'core.schema.formSchemaTooLarge', vars: { limit: String(MAX_FORM_SCHEMA_NODES) } }),
    ]);
  });

  it('refuses a nested allOf bomb at the schema, quickly', () => {
    const tree = (levels: number): unknown => (levels === 0 ? { type: 'string' } : { allOf: [tree(levels - 1), tree(levels - 1)] });
    const started = performance.now();
    expect(checkLimits(page([form({ type: 'object', properties: { a: tree(14) } })]))).toEqual([
      expect.objectContaining({ pointer: '/body/0/schema', key: 'core.schema.formSchemaTooLarge' }),
    ]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses more allOf/anyOf/oneOf/$ref than the limit', () => {
    const properties = Object.fromEntries(Array.from({ length: MAX_FORM_SCHEMA_COMPOSITIONS }, (_, i) => [`f${i}`, { oneOf: [{ type: 'string' }, { type: 'null' }] }]));
    expect(checkLimits(page([form({ type: 'object', properties })]))).toEqual([]);
    expect(checkLimits(page([form({ type: 'object', properties: { ...properties, more: { $ref: '#/properties/f0' } } })]))).toEqual([
      expect.objectContaining({ pointer: '/body/0/schema', key: 'core.schema.formSchemaTooComplex', vars: { limit: String(MAX_FORM_SCHEMA_COMPOSITIONS) } }),
    ]);
  });

  it('counts a $ref as the nodes it points at: a chain of doubling definitions is refused, recursion counts once', () => {
    const definitions: Record<string, unknown> = { d0: { type: 'string' } };
    for (let i = 1; i < 40; i += 1) definitions[`d${i}`] = { allOf: [{ $ref: `#/definitions/d${i - 1}` }, { $ref: `#/definitions/d${i - 1}` }] };
    const bomb = form({ type: 'object', definitions, properties: { a: { $ref: '#/definitions/d39' } } });
    expect(checkLimits(page([bomb]))).toEqual([
      expect.objectContaining({ pointer: '/body/0/schema', key: 'core.schema.formSchemaExpands', vars: { limit: String(MAX_FORM_SCHEMA_EXPANDED) } }),
    ]);
    // Each step doubles: 10 steps expand to ~15,000 nodes (the definitions and the property that uses the last), 11 to ~30,000.
    const chain = (length: number) => form({ type: 'object', definitions: Object.fromEntries(Object.entries(definitions).slice(0, length + 1)), properties: { a: { $ref: `#/definitions/d${length}` } } });
    expect(checkLimits(page([chain(10)]))).toEqual([]);
    expect(checkLimits(page([chain(11)]))[0]?.key).toBe('core.schema.formSchemaExpands');

    const recursive = form({
      type: 'object',
      definitions: { node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/definitions/node' } }, self: { $ref: '#' } } } },
      properties: { root: { $ref: '#/definitions/node' }, bad: { $ref: '#/nowhere' }, odd: { $ref: '#/%E0%A4%A' } },
    });
    expect(checkLimits(page([recursive]))).toEqual([]);
  });
});
