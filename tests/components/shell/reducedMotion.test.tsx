/**
 * The portal honours "reduce motion" (WCAG 2.3.3): rc-motion's provider, which every antd motion
 * reads, says no motion while the system asks for reduced motion, follows the setting as it changes,
 * and does not mount the page again when it does. (jsdom runs no CSS motion: the browser test in
 * tests/e2e/keyboard.spec.ts watches antd's motion classes in Chromium.)
 */
import { act, render, screen } from '@testing-library/react';
// The CommonJS build: what `rc-motion` (and antd's own import of it) resolves to under vitest's Node.
import { Context as MotionContext } from 'rc-motion/lib/context';
import { useContext, useEffect, type ReactElement } from 'react';
import { ReducedMotion, prefersReducedMotion } from '../../../src/shell/theme/ReducedMotion';

/** A matchMedia whose reduced-motion answer the test sets, firing `change` like a browser. */
function fakeMedia(initial: boolean): { set: (reduce: boolean) => void; listeners: () => number; restore: () => void } {
  const original = window.matchMedia;
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set: (reduce) => {
      matches = reduce;
      for (const listener of [...listeners]) listener();
    },
    listeners: () => listeners.size,
    restore: () => {
      window.matchMedia = original;
    },
  };
}

let mounts = 0;
function Probe(): ReactElement {
  const { motion } = useContext(MotionContext);
  useEffect(() => {
    mounts += 1;
  }, []);
  return <span data-testid="motion">{String(motion)}</span>;
}

describe('ReducedMotion', () => {
  beforeEach(() => {
    mounts = 0;
  });

  it('keeps antd motions on by default and off while reduced motion is asked for, following the setting live', () => {
    const media = fakeMedia(false);
    try {
      const view = render(
        <ReducedMotion>
          <Probe />
        </ReducedMotion>,
      );
      expect(screen.getByTestId('motion').textContent).toBe('true');
      expect(prefersReducedMotion()).toBe(false);

      act(() => media.set(true));
      expect(screen.getByTestId('motion').textContent).toBe('false');
      expect(prefersReducedMotion()).toBe(true);

      act(() => media.set(false));
      expect(screen.getByTestId('motion').textContent).toBe('true');
      // The page stayed mounted through both changes.
      expect(mounts).toBe(1);

      view.unmount();
      expect(media.listeners()).toBe(0);
    } finally {
      media.restore();
    }
  });

  it('starts without motion when the system already asks for reduced motion', () => {
    const media = fakeMedia(true);
    try {
      render(
        <ReducedMotion>
          <Probe />
        </ReducedMotion>,
      );
      expect(screen.getByTestId('motion').textContent).toBe('false');
    } finally {
      media.restore();
    }
  });
});
