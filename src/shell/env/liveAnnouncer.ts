/**
 * A polite live region for status changes antd does not announce:
 * antd's `message` toasts carry no role or aria-live (its notifications are
 * role="alert" already), so a screen reader would miss "Saved". The region is
 * created once, visually hidden, and re-filled for each announcement.
 */

const REGION_ID = 'eps-live-status';

/** Visually hidden, still read (the usual clip pattern). */
const HIDDEN_STYLE = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;';

function region(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = REGION_ID;
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  element.setAttribute('aria-atomic', 'true');
  element.setAttribute('style', HIDDEN_STYLE);
  document.body.appendChild(element);
  return element;
}

/**
 * Announces `text` politely. The same text twice in a row is announced again
 * (the region is emptied first, then filled on the next frame).
 */
export function announce(text: string): void {
  if (typeof document === 'undefined' || !text) return;
  const element = region();
  element.textContent = '';
  const fill = (): void => {
    element.textContent = text;
  };
  if (typeof window.requestAnimationFrame === 'function') window.requestAnimationFrame(fill);
  else fill();
}
