/**
 * Tenant and partner switching, and the forced dialogs (spec portal-shell
 * 2.3, 4, 5, 6, 7), in a real Chromium against the reference server, with
 * the browser tests' own accounts (server/db/seed/testAccounts.ts):
 * - e2e_switch (buyer copy) switches EP-EAST -> EP-NORTH from the top bar,
 *   sees the message, is logged out about 1.5 s later, signs in again on the
 *   login page and is in EP-NORTH;
 * - e2e_partner (supplier copy) switches partner through the dialog
 *   ('please select partner' first);
 * - e2e_choose (supplier copy, no partner chosen) gets the forced partner form;
 * - e2e_forced (password status '1') gets the forced password dialog, which
 *   cannot be closed;
 * - the demo buyer (read only here) sees the enterprise user settings.
 * Screenshots test-results/screenshots/switch-*.png in zh-cn and en.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { collectPageErrors, signInThroughApi, type AccountCredentials } from './helpers/session';
import { chooseMenuItem, chooseSelectOption, openMotionsDone } from './helpers/motion';

const SWITCH: AccountCredentials = { account: 'e2e_switch', password: 'Eps#Swit2026' };
const PARTNER: AccountCredentials = { account: 'e2e_partner', password: 'Eps#Part2026' };
const CHOOSE: AccountCredentials = { account: 'e2e_choose', password: 'Eps#Choo2026' };
const TENANT: AccountCredentials = { account: 'e2e_tenant', password: 'Eps#Tena2026' };
const FORCED: AccountCredentials = { account: 'e2e_forced', password: 'Eps#Forc2026' };

const EAST = '东方采购集团';
const NORTH = '北辰建设集团';
const TEXT = {
  // Names end with the label: a button that was briefly loading keeps antd's zero-width leaving spinner
  // ("loading") in its accessible name while headless Chromium never ends that motion.
  'zh-cn': { switched: '切换成功，即将重新登录！', selectPartner: '请选择合作伙伴', confirm: /(^|\s)确\s*定$/, logout: '退出登录', cancel: /^取\s*消$/ },
  en: { switched: 'Successfully switched, will log in again soon!', selectPartner: 'please select partner', confirm: /(^|\s)Confirm$/, logout: 'Log out', cancel: /^Cancel$/ },
} as const;

/**
 * antd elements in an enter/leave motion (any phase), so a screenshot waits for dialogs, messages and
 * field errors to finish fading in. Button waves and loading icons are left out: they are not what is shown.
 */
const IN_MOTION = ['-appear', '-enter', '-leave'].map((phase) => `[class*="${phase}"]:not(.ant-wave):not(.ant-btn-icon)`).join(', ');

/** Saves a screenshot once the motions are over (no half-faded dialogs, messages or errors). */
async function shot(page: Page, name: string): Promise<void> {
  await expect(page.locator(IN_MOTION)).toHaveCount(0);
  await page.screenshot({ path: `test-results/screenshots/switch-${name}.png` });
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/pages/main/home');
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

/** Opens the antd select in `scope` and picks `label`. */
async function pick(page: Page, scope: Locator, label: string): Promise<void> {
  await chooseSelectOption(page, scope.locator('.ant-select-selector'), label);
  await expect(scope.locator('.ant-select-selection-item')).toHaveText(label);
}

/** Signs in on the login page (zh-cn) and waits for the main layout. */
async function signInOnLoginPage(page: Page, who: AccountCredentials): Promise<void> {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByPlaceholder('请输入账号').fill(who.account);
  await page.getByPlaceholder('请输入密码').fill(who.password);
  await page.locator('#accountLogin_agreement').check();
  await page.locator('.eps-login-form').first().getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/pages\/main\//);
  await expect(page.getByTestId('top-bar')).toBeVisible();
}

test('e2e_switch switches tenant from the top bar, is logged out after 1.5 s and signs in again in that tenant', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signInThroughApi(page, SWITCH, 'zh-cn');
  await openHome(page);
  const tenant = page.getByTestId('tenant-switch');
  await expect(tenant).toHaveText(EAST);
  await tenant.click();
  await expect(page.getByRole('menuitem', { name: NORTH })).toBeVisible();
  await openMotionsDone(page);
  await shot(page, 'tenant-menu-zh-cn');

  const switched = page.waitForResponse((r) => r.url().includes('/eps/auth/cas/tenant/switch'));
  await page.getByRole('menuitem', { name: NORTH }).click();
  expect((await (await switched).json()).code).toBe('200');
  const messageAt = Date.now();
  await expect(page.locator('.ant-message').getByText(TEXT['zh-cn'].switched)).toBeVisible();
  await shot(page, 'tenant-switched-zh-cn');
  // Still signed in while the message shows, then logged out (spec: 1.5 s).
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  const elapsed = Date.now() - messageAt;
  expect(elapsed).toBeGreaterThan(1000);
  expect(elapsed).toBeLessThan(4500);

  await signInOnLoginPage(page, SWITCH);
  await expect(page.getByTestId('tenant-switch')).toHaveText(NORTH);
  await shot(page, 'tenant-after-zh-cn');
  expect(errors).toEqual([]);
});

test('e2e_switch switches back in English', async ({ page }) => {
  await signInThroughApi(page, SWITCH, 'en');
  await openHome(page);
  await chooseMenuItem(page, page.getByTestId('tenant-switch'), EAST);
  await expect(page.locator('.ant-message').getByText(TEXT.en.switched)).toBeVisible();
  await shot(page, 'tenant-switched-en');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  const again = await page.request.post('/eps/auth/cas/login', { data: { mobile: SWITCH.account, password: SWITCH.password } });
  expect((await again.json()).data.tenantName).toBe(EAST);
});

for (const language of ['zh-cn', 'en'] as const) {
  test(`e2e_partner switches partner through the dialog (${language})`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const user = (await signInThroughApi(page, PARTNER, language)) as Awaited<ReturnType<typeof signInThroughApi>> & { purchaseName: string };
    // The seed starts with EAST; each run switches to the other partner.
    const from = user.purchaseName;
    const to = from === EAST ? NORTH : EAST;
    await openHome(page);
    const button = page.getByTestId('partner-switch');
    await expect(button).toHaveText(`${user.tenantName} / ${from}`);
    await button.click();
    const dialog = page.locator('.eps-partner-switch');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(from);

    // Nothing chosen: the spec's message, and the dialog stays.
    await dialog.getByRole('button', { name: TEXT[language].confirm }).click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(TEXT[language].selectPartner);
    await shot(page, `partner-required-${language}`);

    await pick(page, dialog, to);
    const chosen = page.waitForRequest((r) => r.url().endsWith('/eps/usercenter/uc/user/choose/multi/tenant'));
    await dialog.getByRole('button', { name: TEXT[language].confirm }).click();
    const body = (await chosen).postDataJSON() as { tenantId: number; tenantName: string; purchaser: number };
    expect(body).toMatchObject({ tenantId: user.tenantId, tenantName: user.tenantName });
    await expect(page.locator('.ant-message').getByText(TEXT[language].switched)).toBeVisible();
    await expect(dialog).toBeHidden();
    await shot(page, `partner-switched-${language}`);
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    const again = await page.request.post('/eps/auth/cas/login', { data: { mobile: PARTNER.account, password: PARTNER.password } });
    expect((await again.json()).data.purchaseName).toBe(to);
    expect(errors).toEqual([]);
  });
}

test('e2e_choose must choose a partner before going on', async ({ page }) => {
  const errors = collectPageErrors(page);
  const user = await signInThroughApi(page, CHOOSE, 'zh-cn');
  await openHome(page);
  const forced = page.getByTestId('forced-dialog');
  await expect(forced).toHaveAttribute('data-state', 'partner');
  await expect(forced).toContainText(user.tenantName ?? '');
  await forced.getByRole('button', { name: TEXT['zh-cn'].confirm }).click();
  await expect(forced.locator('.ant-form-item-explain-error')).toHaveText(TEXT['zh-cn'].selectPartner);
  await shot(page, 'forced-partner-zh-cn');

  await pick(page, forced, NORTH);
  await forced.getByRole('button', { name: TEXT['zh-cn'].confirm }).click();
  await expect(forced).toHaveCount(0);
  await expect(page.getByTestId('partner-switch')).toHaveText(`${user.tenantName} / ${NORTH}`);
  expect(errors).toEqual([]);
});

// A session in no tenant has no menu yet: PreloadGate skips its empty-menu logout while a tenant is to be chosen.
test('e2e_tenant must choose a tenant before going on', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signInThroughApi(page, TENANT, 'zh-cn');
  await page.goto('/pages/main/home');
  const forced = page.getByTestId('forced-dialog');
  await expect(forced).toHaveAttribute('data-state', 'tenant');
  await forced.getByRole('button', { name: '进入租户' }).click();
  await expect(forced.locator('.ant-form-item-explain-error')).toHaveText('请选择租户！');
  await shot(page, 'forced-tenant-zh-cn');
  await pick(page, forced, NORTH);
  await forced.getByRole('button', { name: '进入租户' }).click();
  await expect(forced).toHaveCount(0);
  await expect(page.getByTestId('tenant-switch')).toHaveText(NORTH);
  expect(errors).toEqual([]);
});

for (const language of ['zh-cn', 'en'] as const) {
  test(`e2e_forced gets the forced password dialog, which cannot be closed (${language})`, async ({ page }) => {
    await signInThroughApi(page, FORCED, language);
    await openHome(page);
    const forced = page.getByTestId('forced-dialog');
    await expect(forced).toHaveAttribute('data-state', 'password');
    const modal = page.locator('.ant-modal').filter({ has: forced });
    await expect(modal.locator('.ant-modal-close')).toHaveCount(0);
    await expect(modal.getByRole('button', { name: TEXT[language].cancel })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: TEXT[language].logout })).toBeVisible();
    await expect(modal.locator('input[type="password"]')).toHaveCount(3);
    await shot(page, `forced-password-${language}`);

    await page.keyboard.press('Escape');
    await page.mouse.click(8, 8); // the mask, outside the dialog
    await expect(forced).toBeVisible();
    await expect(forced).toHaveAttribute('data-state', 'password');

    await modal.getByRole('button', { name: TEXT[language].logout }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}

for (const language of ['zh-cn', 'en'] as const) {
  test(`the buyer sees the read-only enterprise user settings (${language})`, async ({ page }) => {
    const zh = language === 'zh-cn';
    await signInThroughApi(page, 'buyer', language);
    await page.goto('/pages/main/user-setting');
    const screen = page.getByTestId('schema-screen');
    await expect(screen.getByText(zh ? '职位' : 'Position', { exact: true })).toBeVisible();
    await expect(screen.getByText(zh ? '部门' : 'Department', { exact: true })).toBeVisible();
    await expect(screen.getByText('采购经理')).toBeVisible();
    await expect(screen.getByText('采购部', { exact: true })).toBeVisible();
    // No edit forms on the enterprise platform (spec portal-shell 6).
    const edits = zh ? ['修改密码', '修改手机', '修改邮箱', '退出企业'] : ['Change password', 'Change phone', 'Change email', 'Exit enterprise'];
    for (const name of edits) await expect(screen.getByRole('button', { name })).toHaveCount(0);
    await expect(screen.locator('input:not([type="hidden"]):not([readonly]):not([disabled])')).toHaveCount(0);
    await shot(page, `buyer-setting-${language}`);
  });
}
