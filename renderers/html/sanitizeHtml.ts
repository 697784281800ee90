/**
 * Untrusted HTML is sanitised (ARCHITECTURE rules): DOMPurify removes
 * scripts, event handlers and `javascript:` URLs; on top of that we drop
 * elements that can restyle the page or collect input, `style` attributes
 * (a bulletin could otherwise draw a full-screen fake "sign in again" overlay
 * with position: fixed), and give every link
 * `rel="noopener noreferrer"` so an opened page cannot reach back.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';

const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'];
const FORBID_ATTR = ['style'];
const LINK_TARGETS = new Set(['_blank', '_self']);

let purifier: DOMPurify | undefined;

/** One DOMPurify instance of our own, so our hook does not change anyone else's. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (element) => {
    if (element.tagName === 'A') {
      if (element.hasAttribute('href')) element.setAttribute('rel', 'noopener noreferrer');
      const target = element.getAttribute('target');
      if (target !== null && !LINK_TARGETS.has(target)) element.removeAttribute('target');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Safe HTML for `dangerouslySetInnerHTML`.
 * @example sanitizeHtml('<img src=x onerror=alert(1)>') // '<img src="x">'
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { FORBID_TAGS, FORBID_ATTR, ADD_ATTR: ['target'] });
}
