/**
 * A dialog opens with focus on its first field (keyboard users
 * type at once; a screen reader reads the field). antd's dialog focuses its
 * own panel when the open animation ends unless focus is already inside, so
 * focusing the field first is enough. A form loads its fields after its data
 * (initApi), so the body is watched until a field appears, for a while and
 * only as long as the user has not moved focus themselves. A field with
 * `ui:autofocus` focuses itself on mount and is then left alone.
 */

/** The class the form renderer puts on a `ui:autofocus` field's wrapper: that field goes first. */
export const AUTOFOCUS_CLASS = 'eps-autofocus';

const FIELD = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';

/** How long a slow form may take to show its fields before the dialog stops waiting. */
const WAIT_MS = 20_000;

function shown(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = view?.getComputedStyle(node);
    if (!style || style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/** The dialog's first field that can take focus, or null. */
export function firstField(body: Element): HTMLElement | null {
  for (const element of Array.from(body.querySelectorAll<HTMLElement>(FIELD))) {
    if (element.tabIndex >= 0 && shown(element)) return element;
  }
  return null;
}

/**
 * Focus has not been placed by the user: it is still outside the dialog (the
 * opener, or nothing) or on the dialog's panel or its focus sentinel.
 */
function untouched(panel: Element): boolean {
  const active = panel.ownerDocument.activeElement;
  if (!active || active === panel.ownerDocument.body || !panel.contains(active)) return true;
  return active === panel || active.parentElement === panel;
}

/**
 * Moves focus to the first field of the dialog body `body` as soon as there
 * is one; returns the function that stops watching (the dialog closed).
 */
export function watchInitialFocus(body: HTMLElement): () => void {
  const panel = body.closest('.ant-modal') ?? body;
  let done = false;
  const attempt = (): void => {
    if (done) return;
    if (!untouched(panel)) {
      stop();
      return;
    }
    const marked = body.querySelector(`.${AUTOFOCUS_CLASS}`);
    const field = (marked && firstField(marked)) ?? firstField(body);
    if (!field) return;
    field.focus({ preventScroll: true });
    stop();
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => stop(), WAIT_MS);
  // Not before the dialog's own effects have run: rc-dialog remembers the
  // opener (to give focus back on close) only while focus is still outside.
  const start = setTimeout(() => {
    if (done) return;
    observer.observe(body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'disabled'] });
    attempt();
  }, 0);
  function stop(): void {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(start);
  }
  return stop;
}
