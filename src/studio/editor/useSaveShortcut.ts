/** Ctrl+S / Cmd+S saves instead of the browser's "save page". */
import { useEffect, useRef } from 'react';

/** True for Ctrl+S or Cmd+S (any case, no Alt). */
export function isSaveShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
}

export function useSaveShortcut(save: () => void): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  }, [save]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
