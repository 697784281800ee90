/** Ours: the studio's editor with completion, hover and lint (EditorBench.tsx). */
import type { ReactElement } from 'react';
import { EditorBench } from './EditorBench';

export default function EditorOurs(): ReactElement {
  return <EditorBench help />;
}
