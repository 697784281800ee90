/**
 * Takes each `<link rel="modulepreload">` out of `<head>` once its module
 * has loaded.
 *
 * Why: antd's CSS-in-JS (rc-util's `updateCSS`) scans every child of
 * `<head>` each time a component mounts with a style the built stylesheet
 * does not hold, and the build's preload adds one link per chunk a lazy
 * import needs. On the 200-field form bench the page with 61 links spent
 * ~90 ms more in those scans than the hand-written antd page with 31
 * (`node bench/run/bench.mjs form-200-render`: 1.14 against 1.06 with the
 * links gone, docs/performance.md).
 *
 * Nothing is fetched or run again: a loaded module stays in the page's
 * module map, and the preload helper keeps its own list of what it asked for.
 * A link whose load fails goes too; the import that needed it reports the
 * failure where it is used.
 */

const SELECTOR = 'link[rel="modulepreload"]';

const isModulePreload = (node: Node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload';

function dropWhenSettled(link: HTMLLinkElement): void {
  const drop = (): void => link.remove();
  link.addEventListener('load', drop, { once: true });
  link.addEventListener('error', drop, { once: true });
}

/**
 * Starts watching `head`. The links already there are the entry's own static
 * imports, loaded before any of its code ran, so they go at once. Returns a
 * function that stops watching.
 */
export function forgetLoadedModulePreloads(head: HTMLElement = document.head): () => void {
  for (const link of head.querySelectorAll(SELECTOR)) link.remove();
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (isModulePreload(node)) dropWhenSettled(node);
  });
  observer.observe(head, { childList: true });
  return () => observer.disconnect();
}
