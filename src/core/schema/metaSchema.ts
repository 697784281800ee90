/**
 * Generates the meta-schema (the JSON Schema of every screen document) from
 * the renderers' definitions (renderers/definitions.ts) (STYLE 4): the check script, the
 * core in development, the editor and the server all validate with it.
 */
import type { JsonSchema, RendererDefinition } from '../registry';

/** What the generator reads of a renderer's definition. */
export type MetaSchemaSource = Pick<RendererDefinition, 'type' | 'description' | 'propsSchema'>;
import { commonNodeProps, sharedDefs } from './sharedDefs';

export const META_SCHEMA_ID = 'https://eps-portal.local/schemas/screen-document.json';

function nodeBranch(definition: MetaSchemaSource): JsonSchema {
  const props = definition.propsSchema;
  const ownProperties = (props.properties ?? {}) as Readonly<Record<string, unknown>>;
  const ownRequired = (props.required ?? []) as readonly string[];
  const rest: Record<string, unknown> = { ...props };
  delete rest.$defs;
  delete rest.properties;
  delete rest.required;
  delete rest.additionalProperties;
  delete rest.type;
  return {
    ...rest,
    type: 'object',
    description: definition.description,
    required: ['type', ...ownRequired],
    additionalProperties: false,
    properties: { type: { const: definition.type }, ...commonNodeProps, ...ownProperties },
  };
}

/**
 * The meta-schema for a list of renderer definitions. A renderer's own
 * `$defs` are lifted to the root (names must not clash).
 * @example const meta = buildMetaSchema(rendererDefinitions);
 */
export function buildMetaSchema(definitions: readonly MetaSchemaSource[]): JsonSchema {
  const defs: Record<string, unknown> = { ...sharedDefs };
  for (const definition of definitions) {
    const own = (definition.propsSchema.$defs ?? {}) as Readonly<Record<string, unknown>>;
    for (const [name, schema] of Object.entries(own)) {
      if (name in defs) throw new Error(`Renderer "${definition.type}" redefines $defs/${name}`);
      defs[name] = schema;
    }
  }
  defs.node = {
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string' } },
    discriminator: { propertyName: 'type' },
    oneOf: definitions.map(nodeBranch),
  };
  defs.nodes = { anyOf: [{ $ref: '#/$defs/node' }, { type: 'array', items: { $ref: '#/$defs/node' } }] };
  return {
    $id: META_SCHEMA_ID,
    title: 'Screen document',
    description: 'A screen of the portal: a root node with its schemaVersion.',
    $defs: defs,
    allOf: [{ $ref: '#/$defs/node' }, { type: 'object', required: ['schemaVersion'], properties: { schemaVersion: { type: 'integer' } } }],
  };
}
