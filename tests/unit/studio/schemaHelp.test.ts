/**
 * The studio editor's completion and hover on the largest shipped screen:
 * the props of the node around the cursor (its branch picked by its `type`,
 * at any depth), the node types as values of `type`, hover docs of a key;
 * and all of it in milliseconds (codemirror-json-schema took seconds per
 * keystroke here, validating the document against every node branch, and
 * offered nothing inside nested nodes).
 */
import { CompletionContext, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { createSchemaHelp, cursorContext } from '../../../src/studio/editor/schemaHelp';
import { hoverFromSchema, schemaExtensions } from '../../../src/studio/editor/schemaExtensions';

const metaSchema = buildMetaSchema(registry.list());
const extensions = schemaExtensions(metaSchema);
const CAMUNDA = readFileSync('schemas/workflow/camunda.json', 'utf8');

/** The completion labels at `position` of `doc`, as typing (not explicit) asks for them, and the time it took. */
async function complete(doc: string, position: number): Promise<{ labels: string[]; ms: number }> {
  const state = EditorState.create({ doc, extensions: [json(), ...extensions] });
  const sources = state.languageDataAt<CompletionSource>('autocomplete', position);
  const started = performance.now();
  const results = await Promise.all(sources.map((source) => source(new CompletionContext(state, position, false))));
  const ms = performance.now() - started;
  return { labels: results.flatMap((result: CompletionResult | null) => (result ? result.options.map((option) => option.label) : [])), ms };
}

/** `text` with `insert` typed on a new line after the first occurrence of `after`. */
function typeAfter(text: string, after: string, insert: string): { doc: string; position: number } {
  const at = text.indexOf(after);
  expect(at).toBeGreaterThan(-1);
  const lineEnd = text.indexOf('\n', at);
  const doc = `${text.slice(0, lineEnd + 1)}${insert}\n${text.slice(lineEnd + 1)}`;
  return { doc, position: lineEnd + 1 + insert.length };
}

describe('studio editor completion and hover from the meta-schema', () => {
  it('offers the props of a nested node, by its type, without those it has', async () => {
    // In /body/1/body/body/2, a tabs node four levels down: a `"` typed on a new line after its type.
    const { doc, position } = typeAfter(CAMUNDA, '"type": "tabs"', '          "');
    const { labels } = await complete(doc, position);
    expect(labels).toEqual(expect.arrayContaining(['tabType', 'activeKeyFrom', 'itemsSource', 'hiddenOn']));
    expect(labels).not.toContain('columns'); // a table's
    expect(labels).not.toContain('items'); // already there
    expect(labels).not.toContain('testId');
    expect(labels).not.toContain('type');
  });

  it('filters by what is typed and completes the node types as values of type', async () => {
    const typed = typeAfter(CAMUNDA, '"type": "tabs"', '          "tab');
    expect((await complete(typed.doc, typed.position)).labels).toEqual(['tabType', 'tabPosition']);
    const doc = '{ "type": "page", "body": [ { "type": "ta" } ] }';
    const { labels } = await complete(doc, doc.indexOf('"ta"') + 3);
    expect(labels).toEqual(expect.arrayContaining(['table', 'tabs', 'tag']));
    expect(labels).not.toContain('page');
  });

  it('finds the type of an object written after the cursor', () => {
    const doc = '{ "type": "page", "body": { "": 1, "type": "form" } }';
    const at = cursorContext(doc, doc.indexOf('""') + 1);
    expect(at.kind).toBe('key');
    expect(at.frames.map((frame) => [frame.step, frame.typeValue])).toEqual([
      [undefined, 'page'],
      ['body', 'form'],
    ]);
    expect([...createSchemaHelp(metaSchema).properties(at).keys()]).toContain('uiSchema');
  });

  it('hovers a key with its type and description', () => {
    const hover = hoverFromSchema(createSchemaHelp(metaSchema), CAMUNDA, CAMUNDA.indexOf('"visibleOn"') + 3);
    expect(hover?.text).toMatch(/^visibleOn: string\n.*expression/);
  });

  it('answers in milliseconds on the largest shipped screen, at every depth', async () => {
    for (let run = 0; run < 3; run += 1) await complete(typeAfter(CAMUNDA, '"type": "text"', '"').doc, 2); // warm up
    let slowest = 0;
    for (const after of ['"type": "page"', '"type": "service"', '"type": "tabs"', '"type": "text"']) {
      const { doc, position } = typeAfter(CAMUNDA, after, '          "');
      slowest = Math.max(slowest, (await complete(doc, position)).ms);
    }
    // The browser budget is 50 ms per task (bench case studio-editor-keystroke); a loose bound for a shared machine.
    expect(slowest).toBeLessThan(40);
  });
});
