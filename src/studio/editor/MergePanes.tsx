/**
 * Two versions of a screen side by side (@codemirror/merge): theirs on the
 * left, read-only; mine on the right, editable, with an arrow beside each
 * difference that copies their lines over mine. Changed lines are marked,
 * long unchanged stretches folded. A chunk of its own, loaded when a save
 * meets someone else's (lazyParts.tsx).
 */
import { json } from '@codemirror/lang-json';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { useEffect, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface MergePanesProps {
  theirs: string;
  mine: string;
  /** Told the right pane's text as it is edited. */
  onChange: (text: string) => void;
  /** Accessible names of the two panes. */
  theirsLabel: string;
  mineLabel: string;
}

const theme = EditorView.theme({ '&': { fontSize: '12px' }, '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } });

export function MergePanes({ theirs, mine, onChange, theirsLabel, mineLabel }: MergePanesProps): ReactElement {
  const { t } = useTranslation();
  const parent = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // Made once per pair of texts: the editable pane keeps its own state while the person edits.
  useEffect(() => {
    const element = parent.current;
    if (!element) return;
    const phrases = EditorState.phrases.of({ 'Revert this chunk': t('studio.merge.takeChunk') });
    const common = [lineNumbers(), json(), theme, phrases, EditorView.lineWrapping];
    const view = new MergeView({
      parent: element,
      a: { doc: theirs, extensions: [...common, EditorState.readOnly.of(true), EditorView.contentAttributes.of({ 'aria-label': theirsLabel })] },
      b: {
        doc: mine,
        extensions: [...common, EditorView.contentAttributes.of({ 'aria-label': mineLabel }), EditorView.updateListener.of((update) => update.docChanged && onChangeRef.current(update.state.doc.toString()))],
      },
      revertControls: 'a-to-b',
      collapseUnchanged: { margin: 3, minSize: 8 },
    });
    return () => view.destroy();
  }, [theirs, mine, theirsLabel, mineLabel, t]);
  return <div ref={parent} className="eps-studio-merge" data-testid="studio-merge-panes" />;
}
