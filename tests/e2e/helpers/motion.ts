/**
 * antd's open motions (a dialog zooming in, a mask fading in, a message moving up, a dropdown
 * sliding in) take a few frames, longer while the other test worker is busy. A click aimed at a
 * control of a dialog still zooming in can land beside it (Playwright checks the box, the dialog
 * then grows under the pointer): wait for the motion to end before acting inside a dialog that
 * has just opened, and before an audit that reads its final colours.
 *
 * A dropdown is the sharper case: while its motion prepares, the menu is in place but
 * transparent (Playwright counts it as visible), and when the motion starts it is scaled to
 * nothing for a frame. A press there can land on the menu and its release on the page below,
 * so no item is chosen (seen as a rare miss of the language switch, 1 in 24 runs under load).
 * A person sees the menu before choosing from it: `chooseMenuItem` does the same.
 *
 * The browser tests ask for reduced motion (playwright.config.ts), so these waits end at once there;
 * they matter in keyboard.spec.ts, which runs with motion.
 */
import type { Locator, Page } from '@playwright/test';

const OPENING = [
  '.ant-zoom-appear',
  '.ant-zoom-enter',
  '.ant-fade-appear',
  '.ant-fade-enter',
  '.ant-move-up-enter',
  '.ant-slide-up-appear',
  '.ant-slide-up-enter',
  '.ant-slide-down-appear',
  '.ant-slide-down-enter',
].join(', ');

/** Resolves once no antd open motion is running on the page. */
export async function openMotionsDone(page: Page): Promise<void> {
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, OPENING);
}

/** Opens a dropdown with `trigger` (a click, or a right-click) and chooses its item `name` once the menu has appeared. */
export async function chooseMenuItem(page: Page, trigger: Locator, name: string, button: 'left' | 'right' = 'left'): Promise<void> {
  await trigger.click({ button });
  const item = page.getByRole('menuitem', { name });
  await item.waitFor();
  await openMotionsDone(page);
  await item.click();
}

/**
 * Opens an antd Select with `trigger` and chooses the visible option with `text` (the first when
 * no text is given) once its drop-down has stopped moving: the same miss as `chooseMenuItem` (a
 * pager's page-size select stayed at 20 once under load, its option highlighted but never chosen).
 */
export async function chooseSelectOption(page: Page, trigger: Locator, text?: string | RegExp): Promise<void> {
  await trigger.click();
  // antd's role=option nodes are for screen readers only; the visible item is the one to click.
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  const option = (text === undefined ? options : options.filter({ hasText: text })).first();
  await option.waitFor();
  await openMotionsDone(page);
  await option.click();
}
