/**
 * The meta-schema's help in the editor: completion of node types, props and
 * values, and hover docs. A module of its own so it is a chunk of its own,
 * loaded after the editor shows. The work per keystroke is one scan of the
 * text and a walk down the meta-schema along the cursor's path
 * (schemaHelp.ts): no validation of the document, nothing that grows with
 * the number of node types per nesting level.
 */
import { snippetCompletion, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { jsonLanguage } from '@codemirror/lang-json';
import type { Extension } from '@codemirror/state';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { createSchemaHelp, cursorContext, descriptionOf, typeOf, valueOptions, type SchemaHelp } from './schemaHelp';

/** `"key": ` and a placeholder fitting the value's type. */
function propertySnippet(name: string, typeName: string, withValue: boolean): string {
  const key = JSON.stringify(name).replace(/[{}]/g, (c) => `\\${c}`);
  if (!withValue) return key;
  if (typeName === 'string') return `${key}: "\${}"`;
  if (typeName === 'object') return `${key}: {\${}}`;
  if (typeName === 'array') return `${key}: [\${}]`;
  return `${key}: \${}`;
}

/** The completion's side panel: the description, when there is one. */
const info = (text: string | undefined): Pick<Completion, 'info'> =>
  text ? { info: () => Object.assign(document.createElement('div'), { className: 'eps-studio-completion-info', textContent: text }) } : {};

export function completeFromSchema(help: SchemaHelp, context: CompletionContext): CompletionResult | null {
  const text = context.state.doc.toString();
  const at = cursorContext(text, context.pos);
  if (at.kind === 'none') return null;
  if (!context.explicit && !at.quoted && at.prefix === '' && at.kind === 'key') return null;
  const prefix = at.prefix.toLowerCase();
  const options: Completion[] = [];
  if (at.kind === 'key') {
    const frame = at.frames[at.frames.length - 1];
    for (const [name, schema] of help.properties(at)) {
      if (frame?.keys.has(name) || !name.toLowerCase().startsWith(prefix)) continue;
      const expanded = help.expand(schema, undefined);
      const typeName = typeOf(expanded);
      options.push(snippetCompletion(propertySnippet(name, typeName, !at.colonFollows), { label: name, type: 'property', detail: typeName, ...info(descriptionOf(expanded)) }));
    }
  } else {
    for (const option of valueOptions(help.valueSchemas(at, at.key))) {
      if (!option.label.toLowerCase().startsWith(prefix)) continue;
      options.push({ label: option.label, apply: option.apply, type: 'value', ...info(option.detail) });
    }
  }
  if (!options.length) return null;
  return { from: at.from, to: at.to, options, filter: false };
}

export function hoverFromSchema(help: SchemaHelp, text: string, pos: number): { from: number; to: number; text: string } | null {
  const at = cursorContext(text, pos);
  if (at.from === at.to) return null;
  let lines: string[] = [];
  if (at.kind === 'key') {
    const schema = help.properties(at).get(at.word);
    if (!schema) return null;
    const expanded = help.expand(schema, undefined);
    lines = [`${at.word}${typeOf(expanded) ? `: ${typeOf(expanded)}` : ''}`, descriptionOf(expanded) ?? ''];
  } else if (at.kind === 'value' && at.key === 'type') {
    // A node's type: the renderer's description.
    const frame = at.frames[at.frames.length - 1];
    const branch = help.frameSchemas(at).find((schema) => {
      const properties = schema.properties as Record<string, { const?: unknown }> | undefined;
      return properties?.type?.const === frame?.typeValue && typeof schema.description === 'string';
    });
    if (!branch) return null;
    lines = [at.word, String(branch.description)];
  } else return null;
  return { from: at.from, to: at.to, text: lines.filter(Boolean).join('\n') };
}

export function schemaExtensions(metaSchema: object): Extension[] {
  const help = createSchemaHelp(metaSchema);
  return [
    jsonLanguage.data.of({ autocomplete: (context: CompletionContext) => completeFromSchema(help, context) }),
    hoverTooltip((view, pos): Tooltip | null => {
      const found = hoverFromSchema(help, view.state.doc.toString(), pos);
      if (!found) return null;
      return {
        pos: found.from,
        end: found.to,
        above: true,
        create: () => {
          const dom = document.createElement('div');
          dom.className = 'eps-studio-hover';
          dom.style.whiteSpace = 'pre-wrap';
          dom.style.maxWidth = '420px';
          dom.style.padding = '4px 8px';
          dom.textContent = found.text;
          return { dom };
        },
      };
    }),
  ];
}
