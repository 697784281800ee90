/**
 * Makes the scrolling parts antd draws inside a container (a table's body)
 * reachable by keyboard (axe scrollable-region-focusable): an
 * element that scrolls gets tabIndex 0, so arrow keys can scroll it; one that
 * no longer scrolls leaves the tab order. Checked after every render, since
 * the rows (and so the overflow) change with the data.
 */
import { useEffect, type RefObject } from 'react';

// antd Table's scrolling parts, and the plain table's frame (PlainTableRenderer), which scrolls sideways below its minimum width.
const SCROLLERS = '.ant-table-body, .ant-table-content, .ant-table-tbody-virtual-holder, .eps-plain-table-scroll';

export function useFocusableScroll(container: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
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
  });
}
