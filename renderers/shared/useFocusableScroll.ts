/**
 * Makes the scrolling parts antd draws inside a container (a table's body)
 * reachable by keyboard (axe scrollable-region-focusable): an
 * element that scrolls gets tabIndex 0, so arrow keys can scroll it; one that
 * no longer scrolls leaves the tab order. Checked after every render, since
 * the rows (and so the overflow) change with the data, and whenever the
 * container changes size, since a narrowed window makes a fixed-layout table
 * scroll sideways (and a widened one stop) without any render.
 */
import { useEffect, useRef, type RefObject } from 'react';

// antd Table's scrolling parts, and the plain table's frame (PlainTableRenderer), which scrolls sideways below its minimum width.
const SCROLLERS = '.ant-table-body, .ant-table-content, .ant-table-tbody-virtual-holder, .eps-plain-table-scroll';

/** Puts each scrolling part of `root` in the tab order (named `label`), and takes one that stopped scrolling out. */
function markScrollers(root: HTMLElement, label: string): void {
  for (const element of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
    const scrolls = element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
    if (scrolls && element.tabIndex !== 0) {
      element.tabIndex = 0;
      element.setAttribute('aria-label', label);
      element.setAttribute('role', 'region');
    } else if (!scrolls && element.hasAttribute('tabindex') && element !== document.activeElement) {
      element.removeAttribute('tabindex');
      element.removeAttribute('role');
      element.removeAttribute('aria-label');
    }
  }
}

export function useFocusableScroll(container: RefObject<HTMLElement | null>, label: string): void {
  // The observer below outlives renders; it reads the label of the latest one.
  const latestLabel = useRef(label);
  useEffect(() => {
    latestLabel.current = label;
    const root = container.current;
    if (root) markScrollers(root, label);
  });
  useEffect(() => {
    const root = container.current;
    if (!root || typeof ResizeObserver === 'undefined') return undefined;
    // Its callbacks come after layout and before paint, so reading the sizes forces no extra layout.
    const observer = new ResizeObserver(() => markScrollers(root, latestLabel.current));
    observer.observe(root);
    return () => observer.disconnect();
  }, [container]);
}
