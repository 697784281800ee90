// @vitest-environment jsdom
/**
 * Loaded module preloads leave <head>, so antd's style injection (which scans
 * every child of <head> on each mount) does not slow down with each chunk a
 * page has loaded. Stylesheets and links still loading stay.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLoadedModulePreloads } from '../../../../src/shell/theme/loadedModulePreloads';

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  return element;
}

/** MutationObserver records arrive in a microtask. */
const observed = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const hrefsInHead = (): string[] => Array.from(document.head.querySelectorAll('link'), (element) => new URL(element.href).pathname);

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.head.innerHTML = '';
});

describe('forgetLoadedModulePreloads', () => {
  it("takes out the entry's own preloads at once and keeps stylesheets", () => {
    document.head.append(link('modulepreload', '/assets/vendor.js'), link('stylesheet', '/assets/index.css'));
    stop = forgetLoadedModulePreloads();
    expect(hrefsInHead()).toEqual(['/assets/index.css']);
  });

  it('keeps a later preload until it has loaded or failed', async () => {
    stop = forgetLoadedModulePreloads();
    const loading = link('modulepreload', '/assets/form.js');
    const failing = link('modulepreload', '/assets/gone.js');
    const style = link('stylesheet', '/assets/form.css');
    document.head.append(loading, failing, style);
    await observed();
    expect(hrefsInHead()).toEqual(['/assets/form.js', '/assets/gone.js', '/assets/form.css']);
    loading.dispatchEvent(new Event('load'));
    failing.dispatchEvent(new Event('error'));
    style.dispatchEvent(new Event('load'));
    expect(hrefsInHead()).toEqual(['/assets/form.css']);
  });

  it('stops watching when told to', async () => {
    stop = forgetLoadedModulePreloads();
    stop();
    const late = link('modulepreload', '/assets/late.js');
    document.head.append(late);
    await observed();
    late.dispatchEvent(new Event('load'));
    expect(hrefsInHead()).toEqual(['/assets/late.js']);
  });
});
