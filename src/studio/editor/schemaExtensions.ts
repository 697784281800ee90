/**
 * The meta-schema's help in the editor: completion of node types and props
 * and hover docs, from codemirror-json-schema. A module of its own so it is
 * a chunk of its own (with markdown-it, shiki's core and
 * json-schema-library it is larger than CodeMirror itself; issue 15 caps
 * chunks at 200 KB compressed): the editor is usable at once and gains
 * completion and hover when this arrives.
 */
import { jsonLanguage } from '@codemirror/lang-json';
import type { Extension } from '@codemirror/state';
import { hoverTooltip } from '@codemirror/view';
import { jsonCompletion, jsonSchemaHover, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';

export function schemaExtensions(metaSchema: object): Extension[] {
  return [jsonLanguage.data.of({ autocomplete: jsonCompletion() }), hoverTooltip(jsonSchemaHover()), stateExtensions(metaSchema as JSONSchema7)];
}
