/**
 * The studio's JSON editor: the document check's problems are
 * lint markers at their pointers; the meta-schema's completion offers the
 * props of the node's type; the editor's check reports a `screenDialog` target the tenant does
 * not have, at its pointer (the shared checkDocument resolver); an icon
 * button without a name is a warning, not an error.
 */
import { CompletionContext, type CompletionResult, type CompletionSource } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { diagnosticCount, forceLinting } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import { createStore } from 'jotai';
import { PortalRuntime } from '@core/react';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { JsonEditor } from '../../../src/studio/editor/JsonEditor';
import { ProblemsList } from '../../../src/studio/editor/ProblemsList';
import { schemaExtensions } from '../../../src/studio/editor/schemaExtensions';
import { useDocumentCheck } from '../../../src/studio/editor/useDocumentCheck';
import { screenKindsOf } from '../../../src/studio/editor/useScreenKinds';
import { createI18n } from '../../../src/i18n/createI18n';
import { createTestEnv } from '../../helpers/testEnv';
import { ShellProviders } from '../shell/harness';

const DOCUMENT = { schemaVersion: 1, type: 'page', body: [{ type: 'button', label: 'x', onClick: [{ action: 'screenDialog', screen: 't/nowhere' }] }] };
const TEXT = JSON.stringify(DOCUMENT, null, 2);

describe('studio JSON editor', () => {
  it('shows each problem of the check as an error marker over the value at its pointer', async () => {
    const { container } = render(
      <JsonEditor value={TEXT} onChange={() => undefined} metaSchema={undefined} label="code" check={() => [{ pointer: '/body/0/onClick/0/screen', message: 'no such screen' }]} />,
    );
    const editor = await waitFor(() => {
      const found = container.querySelector('.cm-editor');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    const view = EditorView.findFromDOM(editor);
    expect(view).not.toBeNull();
    forceLinting(view as EditorView);
    await waitFor(() => expect(diagnosticCount((view as EditorView).state)).toBe(1));
    const marked = await waitFor(() => {
      const range = container.querySelector('.cm-lintRange-error');
      expect(range).not.toBeNull();
      return range as HTMLElement;
    });
    expect(marked.textContent).toBe('"t/nowhere"');
  });

  it('completes from the meta-schema', async () => {
    const metaSchema = buildMetaSchema(registry.list());
    const complete = async (doc: string, at: string): Promise<string[]> => {
      const state = EditorState.create({ doc, extensions: [json(), ...schemaExtensions(metaSchema)] });
      const position = doc.indexOf(at) + 1;
      const sources = state.languageDataAt<CompletionSource>('autocomplete', position);
      const results = await Promise.all(sources.map((source) => source(new CompletionContext(state, position, true))));
      return results.flatMap((result: CompletionResult | null) => (result ? result.options.map((option) => option.label) : []));
    };
    expect(await complete('{ "" }', '""')).toContain('type');
    // Inside a page node: that node type's props, from its props schema.
    const pageProps = await complete('{ "type": "page", "" }', '""');
    expect(pageProps).toEqual(expect.arrayContaining(['body', 'title', 'initApi', 'visibleOn']));
    expect(pageProps).not.toContain('columns');
  });

  it("reports a screenDialog target the tenant does not have, at the target's pointer", async () => {
    const env = createTestEnv();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PortalRuntime registry={registry} env={env}>
        {/* The hook waits for the registry's document validator (use()): suspended until it loads. */}
        <Suspense fallback={null}>{children}</Suspense>
      </PortalRuntime>
    );
    const kinds = screenKindsOf([
      { id: 't/dialog', state: 'tenant', hasDraft: false, publishedVersion: 1, drift: false, kind: 'dialog', targetKind: 'dialog' },
      { id: 't/gone', state: 'deleted', hasDraft: false, publishedVersion: null, drift: false, kind: 'dialog', targetKind: undefined },
    ]);
    // The hook suspends until the registry's document validator loads: render inside an awaited act.
    const { result } = await act(async () => renderHook(() => useDocumentCheck({ screenKinds: kinds }), { wrapper }));
    await waitFor(() => expect(result.current).toBeTruthy(), { timeout: 30_000 });
    const pointers = (document: unknown) => result.current.check(document).map((problem) => problem.pointer);
    expect(pointers(DOCUMENT)).toContain('/body/0/onClick/0/screen');
    const toGone = { ...DOCUMENT, body: [{ ...DOCUMENT.body[0], onClick: [{ action: 'screenDialog', screen: 't/gone' }] }] };
    expect(pointers(toGone)).toContain('/body/0/onClick/0/screen');
    const toDialog = { ...DOCUMENT, body: [{ ...DOCUMENT.body[0], onClick: [{ action: 'screenDialog', screen: 't/dialog' }] }] };
    expect(pointers(toDialog)).not.toContain('/body/0/onClick/0/screen');
    // Without the list (not loaded yet) targets are not checked.
    const { result: unknown } = await act(async () => renderHook(() => useDocumentCheck({}), { wrapper }));
    await waitFor(() => expect(unknown.current).toBeTruthy(), { timeout: 30_000 });
    expect(unknown.current.check(DOCUMENT).map((problem) => problem.pointer)).not.toContain('/body/0/onClick/0/screen');
  });

  it('checks an icon button without a name as a warning: a warning marker, a warnings list, no error', async () => {
    const env = createTestEnv();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PortalRuntime registry={registry} env={env}>
        <Suspense fallback={null}>{children}</Suspense>
      </PortalRuntime>
    );
    const { result } = await act(async () => renderHook(() => useDocumentCheck({}), { wrapper }));
    await waitFor(() => expect(result.current).toBeTruthy(), { timeout: 30_000 });
    const unnamed = { schemaVersion: 1, type: 'page', body: [{ type: 'button', icon: 'edit' }] };
    expect(result.current.warnings(unnamed)).toEqual([{ pointer: '/body/0', severity: 'warning', message: expect.stringContaining('ariaLabel') }]);
    expect(result.current.check(unnamed)).toEqual(result.current.warnings(unnamed));
    expect(result.current.warnings({ ...unnamed, body: [{ type: 'button', icon: 'edit', ariaLabel: { 'zh-cn': '编辑', en: 'Edit' } }] })).toEqual([]);

    const { container } = render(<JsonEditor value={JSON.stringify(unnamed, null, 2)} onChange={() => undefined} metaSchema={undefined} label="code" check={result.current.check} />);
    const editor = await waitFor(() => container.querySelector('.cm-editor') as HTMLElement);
    forceLinting(EditorView.findFromDOM(editor) as EditorView);
    await waitFor(() => expect(container.querySelector('.cm-lintRange-warning')).not.toBeNull());
    expect(container.querySelector('.cm-lintRange-error')).toBeNull();

    const jumps: string[] = [];
    render(
      <ShellProviders i18n={createI18n('en')} env={env} store={createStore()}>
        <ProblemsList problems={result.current.warnings(unnamed)} severity="warning" onJump={(pointer) => jumps.push(pointer)} />
      </ShellProviders>,
    );
    const list = screen.getByTestId('studio-warnings');
    expect(list.textContent).toContain('1 warning(s): the draft can still be saved');
    expect(list.className).toContain('ant-alert-warning');
    act(() => list.querySelector('button')?.click());
    expect(jumps).toEqual(['/body/0']);
  }, 60_000);
});
