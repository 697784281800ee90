/**
 * antd's CSS-in-JS as jsdom sees it in component tests: only what a test can observe.
 *
 * antd (through @ant-design/cssinjs and rc-util's dynamicCSS) injects a `<style data-rc-order>`
 * per component and theme, tens of kilobytes in all. jsdom parses every one of them into a
 * stylesheet when it is inserted, and walks all of their rules for every getComputedStyle, which
 * Testing Library calls for each element a role query looks at (is it hidden?) and user-event
 * for each click (pointer-events). Profiled: ~1.4 s of parsing per dialog test.
 *
 * jsdom does no layout, so of those rules only three properties ever change what a test sees:
 * `display` and `visibility` (an element hidden by a class is not found by role, as in a browser)
 * and `pointer-events` (user-event refuses to click through `none`). Those declarations are kept,
 * under their own selectors, @media and @supports; everything else (colours, sizes, keyframes,
 * fonts) never reaches jsdom. Style elements that antd did not inject are left alone.
 */

/** The properties that decide what a test can find or click (see above). */
const OBSERVABLE = new Set(['display', 'visibility', 'pointer-events']);

/** Group rules whose inner rules are kept (with the group around them); other at-rules are dropped. */
const GROUPS = /^@(media|supports|layer|container)\b/i;

/** The attribute rc-util's dynamicCSS puts on every style element it injects (antd's cssinjs uses it). */
export const INJECTED_STYLE_MARK = 'data-rc-order';

/** The index of the `close` that ends the block opened at `open`, or -1; quotes and parentheses are skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Splits a declaration block at its top-level semicolons (not those inside strings or url(...)). */
function declarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** The declarations of `body` that set an observable property. */
function observableDeclarations(body: string): string[] {
  return declarations(body).filter((declaration) => {
    const colon = declaration.indexOf(':');
    return colon > 0 && OBSERVABLE.has(declaration.slice(0, colon).trim().toLowerCase());
  });
}

/**
 * The part of a stylesheet's text a jsdom test can observe: each style rule reduced to its `display`,
 * `visibility` and `pointer-events` declarations (dropped when it has none), inside its @media or
 * @supports; other at-rules (keyframes, font faces) are dropped. Text it cannot read is kept whole.
 */
export function observableCss(css: string): string {
  let kept = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const close = blockEnd(css, open);
    if (close < 0) return css;
    const prelude = css.slice(at, open).trim();
    const body = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (GROUPS.test(prelude)) {
        const inner = observableCss(body);
        if (inner !== '') kept += `${prelude}{${inner}}`;
      }
    } else {
      const observable = observableDeclarations(body);
      if (observable.length > 0) kept += `${prelude}{${observable.join(';')}}`;
    }
    at = close + 1;
  }
  return kept;
}

/**
 * Makes `innerHTML` of the style elements antd injects hold only {@link observableCss} of what is set,
 * and read back as set (rc-util compares it before writing again). Other style elements are untouched.
 */
export function lightenInjectedStyles(view: Window & typeof globalThis): void {
  const prototype = view.HTMLStyleElement.prototype;
  const inherited = Object.getOwnPropertyDescriptor(view.Element.prototype, 'innerHTML');
  if (!inherited?.get || !inherited.set) throw new Error('antdStyles: Element.prototype.innerHTML is not an accessor in this jsdom');
  const { get, set } = inherited;
  const asSet = new WeakMap<HTMLStyleElement, string>();
  Object.defineProperty(prototype, 'innerHTML', {
    configurable: true,
    enumerable: true,
    get(this: HTMLStyleElement): string {
      return asSet.get(this) ?? (get.call(this) as string);
    },
    set(this: HTMLStyleElement, value: string) {
      if (!this.hasAttribute(INJECTED_STYLE_MARK)) {
        asSet.delete(this);
        set.call(this, value);
        return;
      }
      const text = String(value);
      asSet.set(this, text);
      set.call(this, observableCss(text));
    },
  });
}
