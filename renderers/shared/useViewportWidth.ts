import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const width = (): number => window.innerWidth;
// Server rendering has no viewport; assume a desktop.
const DESKTOP_WIDTH = 1280;

/** The window's inner width, kept current on resize. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, width, () => DESKTOP_WIDTH);
}
