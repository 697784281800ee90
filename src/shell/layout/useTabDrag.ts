/**
 * Dragging a tab of the tabs bar onto another to reorder them (spec portal-shell 9 and workflow 9:
 * a drag starts after 10 px, so a click that wobbles stays a click), with Ctrl+Shift+Left/Right on a
 * focused tab as the keyboard's way to do the same. The handlers go on an element around the tabs
 * bar and find the tab from the event (antd owns the tab elements); pointer events, one listener
 * pair per drag: no library needed for one row of tabs.
 */
import { useCallback, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';

/** How far (px) the pointer moves before a press becomes a drag. */
export const TAB_DRAG_THRESHOLD_PX = 10;

/** The path of the tab holding `element`, from its label's `data-path` (ViewTabs puts it there). */
function tabPathOf(element: Element | null): string | undefined {
  return element?.closest('.ant-tabs-tab')?.querySelector<HTMLElement>('[data-path]')?.dataset['path'];
}

/**
 * Handlers for the element around the tabs bar. `move(path, target)` reorders; `paths` are the tabs in
 * order (for the keyboard). A drag swallows the click that ends it, so the dropped tab is not also opened.
 */
export function useTabDrag(paths: readonly string[], move: (path: string, target: string) => void) {
  const dragged = useRef(false);
  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const path = tabPathOf(event.target as Element);
      if (event.button !== 0 || !path) return;
      const startX = event.clientX;
      const startY = event.clientY;
      dragged.current = false;
      const onMove = (e: globalThis.PointerEvent): void => {
        if (!dragged.current && Math.hypot(e.clientX - startX, e.clientY - startY) < TAB_DRAG_THRESHOLD_PX) return;
        dragged.current = true;
        const target = tabPathOf(document.elementFromPoint(e.clientX, e.clientY));
        if (target && target !== path) move(path, target);
      };
      const onUp = (): void => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
      };
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onUp);
    },
    [move],
  );
  const onClickCapture = useCallback((event: MouseEvent<HTMLElement>) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.stopPropagation();
    event.preventDefault();
  }, []);
  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!event.ctrlKey || !event.shiftKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      const path = tabPathOf(event.target as Element);
      const index = path === undefined ? -1 : paths.indexOf(path);
      const target = paths[event.key === 'ArrowLeft' ? index - 1 : index + 1];
      if (path === undefined || index < 0 || target === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      move(path, target);
    },
    [paths, move],
  );
  return { onPointerDown, onClickCapture, onKeyDownCapture };
}
