// Test setup for jsdom: the few browser APIs antd needs that jsdom lacks (STACK.md).
import { configure } from '@testing-library/dom';
import en from '../../src/i18n/bundles/en';
import { provideMessages } from '../../src/i18n/resources';
import { lightenInjectedStyles } from './antdStyles';

// The portal loads English texts when English is shown; tests render either language at once.
provideMessages('en', en);

// findBy/waitFor wait for the thing, not a fixed time: a first render loads antd
// and ProComponents, which on the 2-core CI machine can take several seconds
// (a to-do table took over 5 s there). A passing test pays nothing for this.
configure({ asyncUtilTimeout: 15_000 });

if (typeof window !== 'undefined') {
  // jsdom parses antd's injected CSS only for what a test can observe (display, visibility, pointer-events).
  lightenInjectedStyles(window);
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // ProTable asks for '::-webkit-scrollbar' styles, which jsdom does not implement.
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (el: Element) => original(el);
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
  }
}
export {};
