/** The baseline: the same CodeMirror editor without completion, hover or the document check (EditorBench.tsx). */
import type { ReactElement } from 'react';
import { EditorBench } from './EditorBench';

export default function EditorPlain(): ReactElement {
  return <EditorBench help={false} />;
}
