/**
 * The to-do dialog's first opening loads its document and renderers' code: meanwhile the dialog's
 * frame with a skeleton stands over the mask at once (never an empty grey mask), and gives way to
 * the dialog itself. The code is slowed down here so the wait can be seen.
 */
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/session';

test('the to-do dialog shows its frame with a skeleton while it loads', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/home');
  await expect(page.getByTestId('home-tasks-open')).toBeVisible({ timeout: 60_000 });
  // Code and screen documents asked for from now on arrive 1.5 s late.
  await page.route(/\.(js|json)(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByTestId('home-tasks-open').click();
  const frame = page.getByTestId('dialog-opening-frame');
  await expect(frame).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/dialog-opening-skeleton.png' });
  await expect(page.getByRole('dialog').locator('.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  await expect(frame).toHaveCount(0);
});

test('the frame gives way to the dialog with no frame of bare page between them (the mask stays)', async ({ page }) => {
  test.setTimeout(120_000);
  // The suite runs with reduced motion; the fade is what this is about.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/home');
  await expect(page.getByTestId('home-tasks-open')).toBeVisible({ timeout: 60_000 });
  // Each animation frame from the click on: is the skeleton up, and how opaque is antd's mask? (antd's mask fading
  // in from nothing showed the bare page for ~0.1 s after the skeleton's mask went.)
  await page.evaluate(() => {
    const samples: Array<[boolean, number | null]> = [];
    (window as unknown as { __masks: typeof samples }).__masks = samples;
    const tick = (): void => {
      const mask = document.querySelector('.ant-modal-mask');
      samples.push([document.querySelector('[data-testid="dialog-opening-frame"]') !== null, mask ? Number(getComputedStyle(mask).opacity) : null]);
      if (samples.length < 300) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.getByTestId('home-tasks-open').click();
  await expect(page.getByRole('dialog').locator('.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __masks: unknown[] }).__masks.length), { timeout: 30_000 }).toBe(300);
  const samples = await page.evaluate(() => (window as unknown as { __masks: Array<[boolean, number | null]> }).__masks);
  const skeletonGone = samples.findIndex(([skeleton], index) => index > 0 && !skeleton && samples[index - 1]![0]);
  expect(skeletonGone, 'the skeleton showed and gave way while frames were sampled').toBeGreaterThan(0);
  const bare = samples.slice(skeletonGone).filter(([, mask]) => mask === null || mask < 0.9);
  expect(bare, 'frames after the skeleton without a full mask').toEqual([]);
});
