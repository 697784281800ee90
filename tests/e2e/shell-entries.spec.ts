/**
 * URL entries that land on the root path (portals link to `/`)
 * are handled like deep links, not overtaken by the `/` redirect to home.
 */
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/session';

test('a bad ticket at / ends on errors-tip with the unified login failure', async ({ page }) => {
  await page.goto('/?ticket=bad-ticket');
  await expect(page.getByTestId('page-error-tip')).toContainText('用户中心统一登录失败！');
  await expect(page).toHaveURL(/\/errors\/tip\?message=/);
  // It stays there: no later redirect to home or to login.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('page-error-tip')).toBeVisible();
});

test('a jumpUrl at / takes a signed-in user to that page', async ({ page }) => {
  await signInThroughApi(page, 'buyer');
  await page.goto('/?jumpUrl=' + encodeURIComponent('/pages/main/user-setting'));
  await expect(page).toHaveURL(/\/pages\/main\/user-setting$/);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/pages\/main\/user-setting$/);
});
