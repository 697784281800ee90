/**
 * The company-register redirect (spec portal-shell 2.1) against the reference
 * server: the demo supplier without a licence on file (supplier_intl, SUP002)
 * signs in on the login page and lands on /pages/main/em-ui/company-register
 * (the em-ui micro-app, subapps/em-ui); "Later" sets the tab's ignoreRisk flag
 * through the portal's message channel and goes home, and that tab is not
 * sent there again (a reload included), while a new tab is. "Complete
 * registration" opens the enterprise page. The supplier with its licence is
 * not redirected; a purchaser is not even checked. Both languages, with
 * screenshots.
 */
import { expect, test, type Page } from './fixtures';
import { signInThroughApi } from './helpers/session';

const INTL = { account: 'supplier_intl', password: 'Eps#Intl2026' };
const REGISTER = /\/pages\/main\/em-ui\/company-register$/;
const HOME = /\/pages\/main\/home$/;
const CHECK = '/eps/usercenter/enterprise/risk/check';
const shot = (name: string): string => `test-results/screenshots/company-register-${name}.png`;

/** Counts the page's company-register checks. */
function countChecks(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CHECK) count += 1;
  });
  return () => count;
}

test('a supplier without a licence lands on company-register after sign-in; "Later" goes home and holds for the tab', async ({ page, context }) => {
  test.setTimeout(120_000);
  const checks = countChecks(page);
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(INTL.account);
  await page.getByPlaceholder('请输入密码').fill(INTL.password);
  await page.locator('#accountLogin_agreement').check();
  await page.locator('.eps-login-form').first().getByRole('button', { name: '登 录' }).click();

  await expect(page).toHaveURL(REGISTER, { timeout: 30_000 });
  const register = page.getByTestId('company-register');
  await expect(register).toBeVisible({ timeout: 30_000 });
  await expect(register.getByRole('heading', { name: '完善企业注册信息' })).toBeVisible();
  await expect(page.getByTestId('em-company')).toHaveText('Harbor Components GmbH');
  await expect(page.getByTestId('em-reason')).toHaveText('营业执照未上传');
  // Its tab and the document title name the page, not the app's code.
  await expect(page.getByTestId('view-tabs')).toContainText('企业注册');
  await expect(page).toHaveTitle(/企业注册/);
  await page.screenshot({ path: shot('zh-cn') });

  await register.getByRole('button', { name: '稍后再说' }).click();
  await expect(page).toHaveURL(HOME, { timeout: 15_000 });
  await expect(page.getByTestId('home-apps')).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('ignoreRisk'))).toBe('1');

  // Not again in this tab: a reload enters the main layout afresh and asks nothing.
  const before = checks();
  await page.reload();
  await expect(page.getByTestId('home-apps')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(HOME);
  expect(checks()).toBe(before);

  // The flag is the tab's: a new tab of the same session is sent there again.
  const other = await context.newPage();
  await other.goto('/pages/main/home');
  await expect(other).toHaveURL(REGISTER, { timeout: 30_000 });
  await expect(other.getByTestId('company-register')).toBeVisible({ timeout: 30_000 });
  await other.close();
});

test('in English the page names the company and what is missing; "Complete registration" opens the enterprise page', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, INTL, 'en');
  await page.goto('/pages/main/home');
  await expect(page).toHaveURL(REGISTER, { timeout: 30_000 });
  const register = page.getByTestId('company-register');
  await expect(register.getByRole('heading', { name: 'Complete your company registration' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('em-reason')).toHaveText('Business licence not uploaded');
  await expect(page).toHaveTitle(/Company registration/);
  await page.screenshot({ path: shot('en') });
  // Narrow: the buttons wrap, nothing is cut.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(register.getByRole('button', { name: 'Later' })).toBeInViewport();
  await page.screenshot({ path: shot('en-390') });
  await page.setViewportSize({ width: 1280, height: 720 });

  await register.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL(/\/pages\/main\/enterprise$/, { timeout: 15_000 });
});

test('the supplier with its licence stays where it signed in to; a purchaser is not even checked', async ({ page }) => {
  const checks = countChecks(page);
  await signInThroughApi(page, 'supplier', 'zh-cn');
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === CHECK);
  await page.goto('/pages/main/home');
  expect(((await (await answer).json()) as { data: unknown }).data).toEqual({ hit: false, reason: null });
  await expect(page.getByTestId('home-apps')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(HOME);
  expect(checks()).toBe(1);

  const buyer = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const buyerPage = await buyer.newPage();
    const buyerChecks = countChecks(buyerPage);
    await signInThroughApi(buyerPage, 'buyer', 'zh-cn');
    await buyerPage.goto('/pages/main/home');
    await expect(buyerPage.getByTestId('home-apps')).toBeVisible({ timeout: 30_000 });
    await buyerPage.waitForTimeout(1000);
    expect(buyerChecks()).toBe(0);
    await expect(buyerPage).toHaveURL(HOME);
  } finally {
    await buyer.close();
  }
});
