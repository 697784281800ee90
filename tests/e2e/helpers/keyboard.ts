/**
 * Keyboard helpers of the browser tests: move focus with Tab the
 * way a user does, ask where focus is, and whether the focused control shows
 * that it has it.
 */
import type { Page } from '@playwright/test';

/** True when the focused element matches `selector`. */
export const focused = (page: Page, selector: string): Promise<boolean> => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses Tab (or Shift+Tab) until the focused element matches `selector`; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, { max = 60, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await focused(page, selector)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element's text, trimmed (for "which entry has focus"). */
export const focusedText = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/**
 * How the focused control shows focus (WCAG 2.4.7): its computed outline (or
 * that of the card tab around it); for
 * a text field, the focus shadow antd draws on it or on the field box around
 * it (buttons carry a box-shadow at rest, so a shadow counts only for fields).
 * `null` when nothing is drawn.
 */
export function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    // antd draws a card tab's ring on the tab around its focused button (`.ant-tabs-tab-focus`).
    for (const box of [active, active.closest('.ant-tabs-tab')]) {
      const style = box ? getComputedStyle(box) : undefined;
      if (style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    }
    if (active.matches('input, textarea')) {
      for (const box of [active, active.closest('.ant-input-affix-wrapper, .ant-select-selector')]) {
        const shadow = box ? getComputedStyle(box).boxShadow : 'none';
        if (shadow && shadow !== 'none') return `box-shadow ${shadow}`;
      }
    }
    return null;
  });
}
