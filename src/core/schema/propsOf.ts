/**
 * The TypeScript type of a renderer's props, derived from its props JSON
 * Schema (json-schema-to-ts), so the two cannot drift apart: a prop is
 * declared once, in the schema, and the component reads its derived type.
 * The schema must be written `as const`.
 *
 * The shared definitions a props schema refers to (`#/$defs/text`, ...) are
 * not parsed as schemas here: each is the core's own type for it (the JSON
 * Schemas in sharedDefs.ts mirror those types). `$defs` stands in for them
 * at the root, so the references resolve, and `deserialize` says what each
 * one is.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Action } from '../actions/types';
import type { DataSource, LocalizedText, PermissionRule } from './types';

/** One stand-in per shared definition: any value, typed by the patterns below. */
interface SharedDefStandIns {
  readonly text: true;
  readonly expression: true;
  readonly permission: true;
  readonly dataSource: true;
  readonly action: true;
  readonly actionList: true;
  readonly actions: true;
  readonly node: true;
  readonly nodes: true;
}

/** The core type of each shared definition. Nodes stay `unknown`: a renderer hands them on to RenderNodes. */
type SharedDefTypes = [
  { pattern: { $ref: '#/$defs/text' }; output: LocalizedText },
  { pattern: { $ref: '#/$defs/expression' }; output: string },
  { pattern: { $ref: '#/$defs/permission' }; output: PermissionRule },
  { pattern: { $ref: '#/$defs/dataSource' }; output: DataSource },
  { pattern: { $ref: '#/$defs/action' }; output: Action },
  { pattern: { $ref: '#/$defs/actionList' }; output: readonly Action[] },
  { pattern: { $ref: '#/$defs/actions' }; output: Action | readonly Action[] },
];

/**
 * The props a JSON Schema describes.
 * @example
 *   export const alertPropsSchema = { type: 'object', properties: { message: { $ref: '#/$defs/text' } } } as const;
 *   type AlertProps = PropsOf<typeof alertPropsSchema>; // { message?: LocalizedText }
 */
export type PropsOf<S extends JSONSchema> = FromSchema<S & { readonly $defs: SharedDefStandIns }, { deserialize: SharedDefTypes }>;
