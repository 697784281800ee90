/**
 * Keeps keyboard focus inside the open modal dialog (dialogs trap
 * focus). antd's dialog (rc-dialog) traps Tab only while focus is inside its
 * wrapper: when the focused element is removed (a table re-renders its rows
 * after data arrives, a tab pane remounts) focus falls to <body>, and the
 * next Tab starts again at the top of the page behind the dialog (the skip
 * link). The guard sends such a Tab, and any focus that lands on the page
 * behind, back into the topmost open dialog. Popups that antd renders
 * outside the app root (a select's list, a date picker, a confirm) are left
 * alone: they belong to the dialog even though they are not inside it.
 */

/** The elements the browser's Tab key stops on (enough for antd's markup). */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function visible(element: Element): boolean {
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = view.getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

/**
 * An open dialog: its wrapper shown and its panel shown and not leaving (when
 * a dialog closes, rc-dialog gives focus back to the opener while the wrapper
 * is still displayed; the panel is gone or hidden by then).
 */
function isOpen(wrap: HTMLElement): boolean {
  const panel = wrap.querySelector('.ant-modal');
  return panel !== null && !panel.matches('[class*="-leave"]') && visible(panel);
}

/** The topmost open dialog's wrapper (antd appends later dialogs after earlier ones), or null. */
export function topModal(doc: Document): HTMLElement | null {
  const wraps = Array.from(doc.querySelectorAll<HTMLElement>('.ant-modal-wrap')).filter(isOpen);
  return wraps.at(-1) ?? null;
}

/**
 * The tabbable elements of a dialog in document order. rc-dialog's two focus
 * sentinels (tabindex 0 divs directly under the `.ant-modal` panel) are left
 * out when there is anything else to focus.
 */
export function tabbables(container: Element): HTMLElement[] {
  const all = Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter((element) => element.tabIndex >= 0 && visible(element));
  const real = all.filter((element) => element.parentElement?.matches('.ant-modal') !== true);
  return real.length > 0 ? real : all;
}

function focusInto(modal: HTMLElement, backwards: boolean): void {
  const targets = tabbables(modal);
  const target = backwards ? targets.at(-1) : targets[0];
  (target ?? modal).focus({ preventScroll: true });
}

/**
 * Installs the guard on `doc`; `appRoot` is the element the page is rendered
 * in (focus inside it while a dialog is open is focus behind the dialog).
 * Returns the function that removes it.
 */
export function installModalFocusGuard(doc: Document, appRoot: Element): () => void {
  let backwards = false;
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Tab') return;
    backwards = event.shiftKey;
    const active = doc.activeElement;
    if (active && active !== doc.body && active !== doc.documentElement) return;
    const modal = topModal(doc);
    if (!modal) return;
    // Focus was lost (its element removed): the Tab goes into the dialog, not to the page behind.
    event.preventDefault();
    focusInto(modal, event.shiftKey);
  };
  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target;
    if (!(target instanceof Element) || !appRoot.contains(target)) return;
    const modal = topModal(doc);
    if (!modal || modal.contains(target)) return;
    focusInto(modal, backwards);
  };
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('focusin', onFocusIn, true);
  return () => {
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('focusin', onFocusIn, true);
  };
}
