/**
 * Untrusted HTML is sanitised (ARCHITECTURE rules), by this one module for
 * every place the portal shows HTML from data: screens' `html` nodes, and
 * through them bulletins, news, notices and app notices (the studio's diff
 * view too). DOMPurify removes scripts, event handlers and `javascript:`
 * URLs; on top of that:
 * - no elements that restyle the page or collect input, and no `style`
 *   attribute at all (nothing shipped or seeded uses one);
 * - `class` only from {@link CONTENT_CLASSES}: the page's own class names
 *   (antd's `ant-modal-wrap` is a full-screen fixed layer) would let a
 *   bulletin draw a fake "session expired, sign in again" overlay over the
 *   portal without a single style;
 * - `id` only as `eps-anchor-<name>`, a prefix the page itself never uses:
 *   an id of the page's own (a form field's, a label's target) cannot be taken;
 * - SVG keeps its default clipping (`overflow` dropped), so a drawing cannot
 *   spill over the page around it;
 * - every link opens in a new tab with `rel="noopener noreferrer"`, so the
 *   opened page cannot reach back (links to `#eps-anchor-...` stay in the page).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * The classes content may carry, styled in src/shell/global.css: a boxed note, a warning box, centred
 * and right-aligned text, and muted small print. Anything else is dropped.
 */
export const CONTENT_CLASSES: readonly string[] = ['eps-content-note', 'eps-content-warning', 'eps-content-center', 'eps-content-right', 'eps-content-muted'];

/** The ids content may carry (in-page anchors). */
const CONTENT_ID = /^eps-anchor-[a-z0-9][a-z0-9-]{0,47}$/;

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'];
const FORBID_ATTR = ['style', 'overflow'];

/** What else a caller lets through: the studio's diff view keeps jsondiffpatch's own classes. */
export interface SanitizeOptions {
  /** Classes kept besides {@link CONTENT_CLASSES}. */
  keepClass?: (name: string) => boolean;
}

const contentClasses: ReadonlySet<string> = new Set(CONTENT_CLASSES);
/** The current call's extra class test (DOMPurify's hooks take no per-call argument; sanitize is synchronous). */
let keepExtraClass: ((name: string) => boolean) | undefined;

let purifier: DOMPurify | undefined;

/** One DOMPurify instance of our own, so our hook does not change anyone else's. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (element) => {
    const classes = element.getAttribute('class');
    if (classes !== null) {
      const kept = classes.split(/\s+/).filter((name) => name !== '' && (contentClasses.has(name) || keepExtraClass?.(name) === true));
      if (kept.length > 0) element.setAttribute('class', kept.join(' '));
      else element.removeAttribute('class');
    }
    const id = element.getAttribute('id');
    if (id !== null && !CONTENT_ID.test(id)) element.removeAttribute('id');
    if (element.tagName === 'A') {
      const href = element.getAttribute('href');
      if (href !== null && !href.startsWith('#')) {
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer');
      } else element.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`.
 * @example sanitizeHtml('<img src=x onerror=alert(1)>') // '<img src="x">'
 * @example sanitizeHtml('<div class="ant-modal-wrap eps-content-note">') // '<div class="eps-content-note"></div>'
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  keepExtraClass = options.keepClass;
  try {
    return getPurifier().sanitize(html, { FORBID_TAGS, FORBID_ATTR, ADD_ATTR: ['target'] });
  } finally {
    keepExtraClass = undefined;
  }
}
