/**
 * Makes the scrolling parts antd draws inside a container (a table's body)
 * reachable by keyboard (axe scrollable-region-focusable): an
 * element that scrolls gets tabIndex 0, so arrow keys can scroll it; one that
 * no longer scrolls leaves the tab order.
 *
 * The sizes are read in a ResizeObserver's callback, which the browser runs
 * after its own layout of the frame: read in an effect, right after a
 * commit, they forced that layout inside the commit's task (45 ms of the
 * sign-in page's blocking time at 4x CPU, its two visitor tables). The
 * observer watches the container (a narrowed window makes a fixed-layout
 * table scroll sideways without any render), each scrolling part and what
 * it holds (rows that arrive make a fixed-height body overflow), and it
 * reports each of them once when first watched, so a new table is checked
 * as soon as it is laid out.
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

/** The elements whose size tells whether `root`'s parts scroll: itself, each scrolling part and its content. */
function sizeWitnesses(root: HTMLElement): Element[] {
  const witnesses: Element[] = [root];
  for (const scroller of root.querySelectorAll(SCROLLERS)) {
    witnesses.push(scroller);
    if (scroller.firstElementChild) witnesses.push(scroller.firstElementChild);
  }
  return witnesses;
}

interface Watch {
  observer: ResizeObserver;
  watched: Set<Element>;
}

export function useFocusableScroll(container: RefObject<HTMLElement | null>, label: string): void {
  // The observer outlives renders; it reads the label of the latest one.
  const latestLabel = useRef(label);
  const watch = useRef<Watch | null>(null);
  // Before the effect below, so a new container is watched from its first render.
  useEffect(() => {
    const root = container.current;
    if (!root || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => markScrollers(root, latestLabel.current));
    watch.current = { observer, watched: new Set() };
    return () => {
      observer.disconnect();
      watch.current = null;
    };
  }, [container]);
  useEffect(() => {
    latestLabel.current = label;
    const root = container.current;
    if (!root) return;
    const current = watch.current;
    // No ResizeObserver (an old browser): check now, at the cost of a layout.
    if (!current) return markScrollers(root, label);
    // After every render, since the rows (and so the parts and their content) change with the data:
    // finding them reads no size; the observer reports a newly watched one after the next layout.
    const witnesses = new Set(sizeWitnesses(root));
    for (const element of current.watched) {
      if (witnesses.has(element)) continue;
      current.observer.unobserve(element);
      current.watched.delete(element);
    }
    for (const element of witnesses) {
      if (current.watched.has(element)) continue;
      current.observer.observe(element);
      current.watched.add(element);
    }
  });
}
