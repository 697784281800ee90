/**
 * antd's open motions (a dialog zooming in, a mask fading in, a message moving up) take a
 * few frames, longer while the other test worker is busy. A click aimed at a control of a
 * dialog still zooming in can land beside it (Playwright checks the box, the dialog then
 * grows under the pointer): wait for the motion to end before acting inside a dialog that
 * has just opened, and before an audit that reads its final colours.
 */
import type { Page } from '@playwright/test';

const OPENING = '.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter, .ant-move-up-enter';

/** Resolves once no antd open motion is running on the page. */
export async function openMotionsDone(page: Page): Promise<void> {
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, OPENING);
}
