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
