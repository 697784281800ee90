/**
 * The bench app: one page per URL hash (`#form-ours`, `#form-hand`, ...).
 * A page is one line in `pages`: a lazy module, the split-out renderers
 * its document shows, and how to tell it has rendered. When it has, and
 * two frames have passed (so it is painted), the app sets `window.__benchDone = performance.now()` for bench/run/bench.mjs.
 */
import '@ant-design/v5-patch-for-react-19';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { installKeystrokeProbe } from './keystrokeProbe';
import { ROW_COUNT, tableReady } from './table/ready';
import { homeReady } from './home/ready';
import { dialogRowsReady } from './todo/ready';
import { arrayReady } from './array/rows';
import type { RendererUi } from '@core/registry';
import { formUi } from '../renderers/form';
import { forgetLoadedModulePreloads } from '../src/shell/theme/loadedModulePreloads';

interface BenchPage {
  /** The page's module; a `ready` promise it exports (code it preloads) is awaited before rendering. */
  load: () => Promise<{ default: ComponentType; ready?: Promise<unknown> }>;
  /**
   * The split-out renderers its document shows, started together with `load`, as the portal's start
   * starts a route's chunk and its screens' renderer code in one round (src/shell/routeChunks.ts): the
   * page's module would otherwise ask for them only once it and all it imports had arrived and run.
   */
  renderers?: readonly RendererUi[];
  /**
   * Code a renderer of its document loads on from its own (RendererUi.loadPartsFor), started in the same round:
   * the portal's start preloads a screen's renderers and their parts together with the route's chunk.
   */
  parts?: () => Promise<unknown>;
  /** True once the page's content is in the DOM. */
  ready: () => boolean;
}

/** The table renderer with its antd Table, both loads started at once; settles when the renderer holds the Table. */
const loadTableParts = (): Promise<unknown> =>
  Promise.all([import('../renderers/table/TableRenderer').then((module) => module.loadAntdTable()), import('../renderers/table/AntdTableRenderer')]);

const editorReady = (): boolean => document.querySelector('.cm-content') !== null;
const formReady = (): boolean => document.querySelectorAll('.ant-form-item input').length >= 200;

const pages: Readonly<Record<string, BenchPage>> = {
  'form-ours': { load: () => import('./form/FormOurs'), renderers: [formUi], ready: formReady },
  'form-hand': { load: () => import('./form/FormHand'), ready: formReady },
  // Ours is virtual past 100 rows, so it has only the visible rows in the DOM; the hand-written one has all 1000.
  // The table renderer and antd's Table under it (its loadPartsFor, for a table that is not `plain`): asked for
  // side by side, where the renderer's own load asks for antd's Table only once the renderer's code has run.
  'table-ours': { load: () => import('./table/TableOurs'), parts: loadTableParts, ready: tableReady(10) },
  'table-hand': { load: () => import('./table/TableHand'), ready: tableReady(ROW_COUNT) },
  'home-ours': { load: () => import('./home/HomeOurs'), ready: homeReady },
  'home-hand': { load: () => import('./home/HomeHand'), ready: homeReady },
  // Ours is virtual past 100 rows (the rows in view are in the DOM); the hand-written one renders all 500 at once.
  'todo-ours': { load: () => import('./todo/TodoOurs'), ready: dialogRowsReady },
  'todo-hand': { load: () => import('./todo/TodoHand'), ready: dialogRowsReady },
  // A 100-row array of objects, ours against antd Form.List by hand.
  'array-ours': { load: () => import('./array/ArrayOurs'), renderers: [formUi], ready: arrayReady },
  'array-hand': { load: () => import('./array/ArrayHand'), ready: arrayReady },
  // The studio's JSON editor on schemas/workflow/camunda.json: with its schema help and lint, and without.
  'studio-editor-ours': { load: () => import('./studio/EditorOurs'), ready: editorReady },
  'studio-editor-plain': { load: () => import('./studio/EditorPlain'), ready: editorReady },
};

declare global {
  interface Window {
    __benchDone?: number;
    __benchError?: string;
    /** Set by pages that time from a moment of their own (a dialog opening) rather than navigation start. */
    __benchStart?: number;
  }
}

function markDoneWhen(ready: () => boolean): void {
  const finish = (): void => {
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__benchDone = performance.now())));
  };
  if (ready()) return finish();
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    finish();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

async function start(): Promise<void> {
  const name = window.location.hash.replace(/^#/, '');
  const page = Object.prototype.hasOwnProperty.call(pages, name) ? pages[name] : undefined;
  const root = document.getElementById('root');
  if (!page || !root) {
    window.__benchError = `unknown bench page "${name}"; known: ${Object.keys(pages).join(', ')}`;
    return;
  }
  installKeystrokeProbe();
  // Delivered as the portal delivers its pages (src/main.tsx), ours and the hand-written alike.
  forgetLoadedModulePreloads();
  markDoneWhen(page.ready);
  // A failed renderer load surfaces where its node renders (the page's own preload tries again).
  for (const renderer of page.renderers ?? []) void renderer.load?.().catch(() => undefined);
  void page.parts?.().catch(() => undefined);
  const { default: Page, ready } = await page.load();
  await ready;
  // The page's code is here: bench/run/bench.mjs reads this mark to split load time from render time.
  performance.mark('bench:render');
  createRoot(root).render(createElement(Page));
}

start().catch((error: unknown) => {
  window.__benchError = error instanceof Error ? error.stack ?? error.message : String(error);
});
