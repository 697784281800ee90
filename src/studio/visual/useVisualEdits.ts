/**
 * The panels' side of the one draft: the document read from the text, the
 * selected node, and edits that patch the text (textPatch.ts) with undo and
 * redo (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z or Ctrl+Y outside the JSON view, which
 * keeps its own). While the text is not JSON the panels show the last good
 * document and edit nothing.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useRuntime } from '../../core/react';
import { parseDraft } from '../preview/parseDraft';
import { outlineOf, type OutlineNode } from './documentTree';
import { emptyHistory, recordEdit, redoEdit, undoEdit, type EditHistory } from './editHistory';
import type { TextEdit } from './textPatch';


export interface VisualEdits {
  /** The document as the text last parsed; undefined when it never did. */
  document: unknown;
  /** False while the text is not JSON (the panels are read-only then). */
  editable: boolean;
  outline: OutlineNode | undefined;
  selected: string | undefined;
  select: (pointer: string | undefined) => void;
  /** Applies an edit; `mergeKey`: consecutive edits with the same key are one undo step. Returns false when it did not apply. */
  apply: (edit: TextEdit, label: string, mergeKey?: string) => boolean;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** The undo and redo stacks (the change list reads them). */
  history: EditHistory;
}

export function useVisualEdits(text: string, setText: (text: string) => void): VisualEdits {
  const { registry } = useRuntime();
  const [history, setHistory] = useState<EditHistory>(emptyHistory);
  const [selected, setSelected] = useState<string | undefined>('');
  const parsed = useMemo(() => parseDraft(text), [text]);
  // The last document the text parsed to, kept while the text is broken.
  const [lastGood, setLastGood] = useState<{ text: string; value: unknown } | undefined>(undefined);
  if (parsed.ok && lastGood?.text !== text) setLastGood({ text, value: parsed.value });
  const document = parsed.ok ? parsed.value : lastGood?.value;
  const outline = useMemo(() => outlineOf(document, (type) => registry.get(type) !== undefined), [document, registry]);
  // The latest text for edits fired from handlers that closed over an older one.
  const textRef = useRef(text);
  useLayoutEffect(() => {
    textRef.current = text;
  }, [text]);

  const apply = useCallback(
    (edit: TextEdit, label: string, mergeKey?: string): boolean => {
      const before = textRef.current;
      if (!parseDraft(before).ok) return false;
      const after = edit(before);
      if (after === undefined || after === before) return false;
      textRef.current = after;
      setHistory((current) => recordEdit(current, { before, after, label, ...(mergeKey === undefined ? {} : { mergeKey }) }));
      setText(after);
      return true;
    },
    [setText],
  );
  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      setHistory((current) => {
        const result = direction === 'undo' ? undoEdit(current, textRef.current) : redoEdit(current, textRef.current);
        if (!result) return current;
        textRef.current = result.text;
        // The text is the editor page's state: set after this update, not inside it.
        queueMicrotask(() => setText(result.text));
        return result.history;
      });
    },
    [setText],
  );
  const undo = useCallback(() => step('undo'), [step]);
  const redo = useCallback(() => step('redo'), [step]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      // The JSON view and text boxes undo their own typing.
      if (target?.closest('.cm-editor, input, textarea, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  return {
    document,
    editable: parsed.ok,
    outline,
    selected,
    select: setSelected,
    apply,
    undo,
    redo,
    canUndo: history.undo.length > 0,
    canRedo: history.redo.length > 0,
    history,
  };
}
