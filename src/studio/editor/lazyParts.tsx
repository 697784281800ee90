/**
 * The editor's heavy parts as their own chunks (200 KB
 * compressed per chunk): CodeMirror with the schema help loads with
 * the editor pane, jsondiffpatch only when a diff is shown, the merge
 * view only when a save meets someone else's.
 */
import { Spin } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';
import { withChunkTimeout } from '../../shell/routing/chunkTimeout';
import type { JsonEditorProps } from './JsonEditor';
import type { MergePanesProps } from './MergePanes';

const JsonEditorPart = lazy(withChunkTimeout(() => import('./JsonEditor').then((m) => ({ default: m.JsonEditor }))));
const MergePanesPart = lazy(withChunkTimeout(() => import('./MergePanes').then((m) => ({ default: m.MergePanes }))));
const DocumentDiffPart = lazy(withChunkTimeout(() => import('./DocumentDiff').then((m) => ({ default: m.DocumentDiff }))));

export function LazyJsonEditor(props: JsonEditorProps): ReactElement {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <JsonEditorPart {...props} />
    </Suspense>
  );
}

export function LazyDocumentDiff(props: { left: unknown; right: unknown }): ReactElement {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
      <DocumentDiffPart {...props} />
    </Suspense>
  );
}

export function LazyMergePanes(props: MergePanesProps): ReactElement {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <MergePanesPart {...props} />
    </Suspense>
  );
}
