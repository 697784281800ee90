/**
 * A document one may not see: when a screen's reads on load are refused for permission (envelope
 * code 403, as the server answers another tenant's row), the page shows the 403 state under the
 * portal's header with Home and Back, and the refusal's notice shows once, not stacked.
 */
import { expect, test } from './fixtures';
import { collectPageErrors, signInThroughApi } from './helpers/session';

for (const lang of ['zh-cn', 'en'] as const) {
  test(`supplier opening a document refused for permission sees the 403 state (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await signInThroughApi(page, 'supplier', lang);
    await page.goto('/');
    await expect(page.getByTestId('icon-enterprise')).toBeVisible({ timeout: 60_000 });
    // The enterprise reads answered as for a row of another tenant.
    await page.route('**/usercenter/enterprise/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: '403', message: lang === 'en' ? 'No permission' : '无权限', data: null }) }),
    );
    await page.getByTestId('icon-enterprise').click();
    const forbidden = page.getByTestId('screen-403');
    await expect(forbidden).toBeVisible({ timeout: 60_000 });
    await expect(forbidden).toContainText(lang === 'en' ? 'You may not see this page or document' : '无权查看此页面或单据');
    await expect(forbidden.getByRole('button', { name: lang === 'en' ? 'Back to home' : '返回首页' })).toBeVisible();
    await expect(forbidden.getByRole('button', { name: lang === 'en' ? 'Back' : '返回上一页', exact: true })).toBeVisible();
    // The portal's header stays.
    await expect(page.getByTestId('icon-enterprise')).toBeVisible();
    // At most one notice of the refusal (the page's own read is quiet: the 403 state says it).
    expect(await page.locator('.ant-notification-notice').count()).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `test-results/screenshots/forbidden-document-${lang}.png` });
    await forbidden.getByRole('button', { name: lang === 'en' ? 'Back' : '返回上一页', exact: true }).click();
    await expect(page).not.toHaveURL(/\/pages\/main\/enterprise/);
    expect(errors).toEqual([]);
  });
}
