/**
 * The JSON editor of the studio: CodeMirror 6 with the JSON language, the
 * generated meta-schema for completion of node types and props and hover
 * docs (schemaExtensions.ts, loaded as a chunk of its own after the
 * editor shows), and lint from the portal's own document
 * check, so the editor says what the server says, at the same pointers.
 * The parent jumps to a pointer through the handle.
 */
import { json, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorSelection, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactElement, type Ref } from 'react';
import { pointerRange, pointerRanges } from './pointerPosition';

/** A problem the lint shows: pointer and translated message. */
export interface LintProblem {
  pointer: string;
  message: string;
  /** A finding that does not refuse the document; absent for errors. */
  severity?: 'warning';
}

export interface JsonEditorHandle {
  /** Selects the value at `pointer` and scrolls it into view; focuses the editor unless `focus` is false. */
  jumpTo(pointer: string, options?: { focus?: boolean }): void;
}

export interface JsonEditorProps {
  value: string;
  onChange: (value: string) => void;
  metaSchema: object | undefined;
  /** The document's problems (meta-schema and the shared checks), for the lint. */
  check: (document: unknown) => readonly LintProblem[];
  handle?: Ref<JsonEditorHandle>;
  /** Accessible name of the editor. */
  label: string;
}

/**
 * Options and handler given to @uiw/react-codemirror must keep their identity across renders: it
 * reconfigures the whole editor when `basicSetup`, `extensions` or `onChange` change (a new
 * language state, a full parse of the text, a new lint and completion), and the parent renders
 * on every keystroke.
 */
const BASIC_SETUP = { foldGutter: true, highlightActiveLine: true } as const;

const theme = EditorView.theme({ '&': { fontSize: '13px', height: '100%' }, '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } });

export function JsonEditor({ value, onChange, metaSchema, check, handle, label }: JsonEditorProps): ReactElement {
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const stableOnChange = useCallback((text: string) => onChangeRef.current(text), []);
  const [schemaHelp, setSchemaHelp] = useState<Extension[]>([]);

  useEffect(() => {
    if (!metaSchema) return;
    let live = true;
    // Completion and hover are help, not function: when their chunk fails the editor still edits and lints.
    import('./schemaExtensions')
      .then((module) => live && setSchemaHelp(module.schemaExtensions(metaSchema)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [metaSchema]);

  useImperativeHandle(handle, () => ({
    jumpTo(pointer, options) {
      const view = viewRef.current;
      if (!view) return;
      const range = pointerRange(view.state.doc.toString(), pointer);
      if (!range) return;
      view.dispatch({ selection: EditorSelection.single(range.from, range.to), effects: EditorView.scrollIntoView(range.from, { y: 'center' }) });
      if (options?.focus !== false) view.focus();
    },
  }));

  const extensions = useMemo(() => {
    const problems = linter((view): Diagnostic[] => {
      const text = view.state.doc.toString();
      let document: unknown;
      try {
        document = JSON.parse(text);
      } catch {
        return []; // the parse linter reports it
      }
      // One reading of the text places every problem (a large screen has dozens of warnings).
      const rangeOf = pointerRanges(text);
      return check(document).map((problem) => {
        const range = rangeOf(problem.pointer) ?? { from: 0, to: 0 };
        return { from: range.from, to: range.to, severity: problem.severity ?? 'error', message: `${problem.pointer || '/'}: ${problem.message}` };
      });
    }, { delay: 300 });
    return [
      json(),
      linter(jsonParseLinter()),
      problems,
      lintGutter(),
      ...schemaHelp,
      // Says when completion and hover have arrived (they load after the editor shows): tests wait for it.
      EditorView.editorAttributes.of({ 'data-schema-help': schemaHelp.length > 0 ? 'ready' : 'loading' }),
      // tabindex 0 says what contenteditable already is (in the Tab order): axe does not count a
      // contenteditable as focusable content of the scrolling region around it (scrollable-region-focusable).
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
      theme,
    ];
    // `check` changes only with the language: the editor keeps its text and selection across it.
  }, [schemaHelp, label, check]);

  return (
    <CodeMirror
      className="eps-studio-codemirror"
      value={value}
      height="100%"
      extensions={extensions}
      onChange={stableOnChange}
      onCreateEditor={(view) => {
        viewRef.current = view;
      }}
      basicSetup={BASIC_SETUP}
    />
  );
}
