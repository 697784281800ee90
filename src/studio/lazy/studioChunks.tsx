/**
 * The studio's parts as lazily loaded chunks (the page-weight budget caps every
 * chunk at 200 KB compressed; the studio was one 325 KB gzip chunk): each tab, the
 * screen editor, CodeMirror with its schema help, and jsondiffpatch
 * load only when they are shown. Each wrapper keeps the props of the part
 * it loads and shows a spinner meanwhile.
 */
import { Spin } from 'antd';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { withChunkTimeout } from '../../shell/routing/chunkTimeout';

const fallback = <Spin style={{ display: 'block', margin: '48px auto' }} />;

function suspended<P extends object>(Part: ComponentType<P>): (props: P) => ReactElement {
  return function Suspended(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const ScreensListChunk = suspended(lazy(withChunkTimeout(() => import('../screens/ScreensList').then((m) => ({ default: m.ScreensList })))));
export const MenusPanelChunk = suspended(lazy(withChunkTimeout(() => import('../menus/MenusPanel').then((m) => ({ default: m.MenusPanel })))));
export const TextsTableChunk = suspended(lazy(withChunkTimeout(() => import('../texts/TextsTable').then((m) => ({ default: m.TextsTable })))));
export const AuditLogChunk = suspended(lazy(withChunkTimeout(() => import('../audit/AuditLog').then((m) => ({ default: m.AuditLog })))));
export const ScreenEditorChunk = suspended(lazy(withChunkTimeout(() => import('../editor/ScreenEditorPage').then((m) => ({ default: m.ScreenEditorPage })))));
