/**
 * Honours the reader's "reduce motion" setting (WCAG 2.3.3): antd's opening and closing
 * motions (a dialog zooming in, a drop-down sliding, a message moving up) are switched off while
 * the system asks for reduced motion, and come back when the setting is turned off, without a reload.
 *
 * Why rc-motion's provider and not antd's `theme.token.motion`: every antd motion runs through
 * rc-motion, whose provider turns them off for everything below it; changing the theme token
 * instead changes the theme's hash, so none of the styles the build worked out in advance
 * (build/portalStylesPlugin.mjs) would match and every page would build its styles again.
 */
import { Provider as MotionProvider } from 'rc-motion';
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the system asks for reduced motion now (false where it cannot be asked). */
export function prefersReducedMotion(): boolean {
  return mediaQuery()?.matches ?? false;
}

/** The same, kept current as the setting changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/**
 * antd's motions on, or off while reduced motion is asked for. Always the same element, so a
 * change of the setting re-renders the tree instead of mounting it again.
 */
export function ReducedMotion({ children }: { children: ReactNode }): ReactElement {
  const reduce = usePrefersReducedMotion();
  return <MotionProvider motion={!reduce}>{children}</MotionProvider>;
}
