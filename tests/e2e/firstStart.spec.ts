/**
 * Start: a first `npm start` (its settings, not the test-only ones) on an empty data folder opens a
 * copy of the demo database the build seeded (server/db/demoTemplate.ts) instead of migrating and seeding one.
 * This is the bundle and the template the build really made: the bundle must carry its build id and find the
 * template of the same build, and a person must be able to use the copy (published password, dated demo data).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { collectPageErrors } from './helpers/session';
import { logFileOf, startServer, stopServerAndWait } from './serverProcess';

const shot = (name: string): string => `test-results/screenshots/first-start-${name}.png`;

test('a first start of npm start opens the build\'s seeded demo database; the buyer signs in with the published password and sees the demo bulletins', async ({ browser }) => {
  const server = await startServer('first-start', 60_000, {});
  try {
    const log = readFileSync(logFileOf('first-start'), 'utf8');
    expect(log).toMatch(/Demo data: a copy of the database this build seeded \(tenants, users, .*embedded-apps[^)]*\), its dates moved to now/);

    const page = await browser.newPage({ baseURL: server.baseURL, locale: 'zh-CN', timezoneId: 'UTC' });
    const errors = collectPageErrors(page);
    await page.goto('/login');
    await page.getByPlaceholder('请输入账号').fill('buyer');
    await page.getByPlaceholder('请输入密码').fill('Eps#Buyer2026');
    await page.locator('#accountLogin_agreement').check();
    await page.locator('.eps-login-form').first().getByRole('button', { name: '登 录' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    // A bulletin the seed dates "today", expiring in 30 days (seed/workbench.ts): listed, as after a fresh seed.
    await page.goto('/pages/main/bulletins?type=2');
    await expect(page.locator('.eps-bulletins .ant-tabs-tabpane-active')).toContainText('关于开展第三季度供应商绩效评价的通知');
    await page.screenshot({ path: shot('bulletins-zh-cn') });
    expect(errors).toEqual([]);
    await page.close();
  } finally {
    await stopServerAndWait(server);
  }
});
