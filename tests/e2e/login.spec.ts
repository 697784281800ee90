/**
 * Proof, sign-in part: the login pages in a real Chromium against
 * the reference server. Each demo account signs in and leaves /login with
 * its session stored; a wrong password shows the server's message; the
 * agreement gate; remember me after a reload; a foreign redirect is not
 * followed; the admin login with code 8888; the visitor notices, project
 * list and detail. Screenshots of /login in both languages.
 */
import { expect, test, type Page, type Response } from './fixtures';
import { chooseMenuItem } from './helpers/motion';

const ACCOUNTS = [
  { account: 'buyer', password: 'Eps#Buyer2026', type: 0 },
  { account: 'supplier', password: 'Eps#Supp2026', type: 1 },
  { account: 'configurator', password: 'Eps#Conf2026', type: 0 },
] as const;

async function openLogin(page: Page, language: 'zh-cn' | 'en', path = '/login'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((lang) => {
    if (window.top !== window) return; // a sandboxed sub-app frame has no storage
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', lang);
  }, language);
  await page.goto(path);
  return errors;
}

/** The account tab's inputs (placeholders carry the labels on screen). */
function accountForm(page: Page, language: 'zh-cn' | 'en') {
  const zh = language === 'zh-cn';
  return {
    account: page.getByPlaceholder(zh ? '请输入账号' : 'Please enter your account'),
    password: page.getByPlaceholder(zh ? '请输入密码' : 'Please enter your password'),
    remember: page.locator('#accountLogin_remember'),
    agreement: page.locator('#accountLogin_agreement'),
    submit: page.locator('.eps-login-form').first().getByRole('button', { name: zh ? '登 录' : 'Sign in' }),
  };
}

function sessionInfo(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/eps/auth/cas/session-info') && r.request().method() === 'POST');
}

async function signIn(page: Page, account: string, password: string, options: { remember?: boolean } = {}): Promise<Response> {
  const form = accountForm(page, 'zh-cn');
  await form.account.fill(account);
  await form.password.fill(password);
  if (options.remember) await form.remember.check();
  await form.agreement.check();
  const info = sessionInfo(page);
  await form.submit.click();
  return info;
}

test.describe('login page', () => {
  for (const demo of ACCOUNTS) {
    test(`${demo.account} signs in and leaves /login with the session stored`, async ({ page }) => {
      const errors = await openLogin(page, 'zh-cn');
      const response = await signIn(page, demo.account, demo.password);
      expect(response.status()).toBe(200);
      const body = (await response.json()) as { code: string; data: { account: string; type: number; ticket: string } };
      expect(body.code).toBe('200');
      expect(body.data).toMatchObject({ account: demo.account, type: demo.type });
      await expect(page).not.toHaveURL(/\/login/);
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user.infos') ?? 'null') as { account: string; ticket: string } | null);
      expect(stored?.account).toBe(demo.account);
      // The session id is only in the httpOnly cookie: not in the answer, not in storage.
      const sessionId = (await page.context().cookies()).find((c) => c.name === 'EPSSESSION');
      expect(sessionId?.httpOnly).toBe(true);
      expect(stored?.ticket).toBe('');
      expect(JSON.stringify(body)).not.toContain(sessionId!.value);
      expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(sessionId!.value);
      expect(await page.evaluate(() => document.cookie)).not.toContain('EPSSESSION');
      // Unticked remember me leaves nothing behind.
      expect(await page.evaluate(() => window.localStorage.getItem('rem_acc'))).toBeNull();
      expect(errors).toEqual([]);
    });
  }

  test('a wrong password shows the server message and stays on /login', async ({ page }) => {
    await openLogin(page, 'zh-cn');
    const form = accountForm(page, 'zh-cn');
    await form.account.fill('buyer');
    await form.password.fill('Wrong#Pass123');
    await form.agreement.check();
    const login = page.waitForResponse((r) => r.url().endsWith('/eps/auth/cas/login'));
    await form.submit.click();
    const body = (await (await login).json()) as { code: string; message: string };
    expect(body).toMatchObject({ code: '4010', message: '账号或密码错误' });
    await expect(page.getByText('账号或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('user.infos'))).toBeNull();
  });

  test('the agreement gate: disabled with its tip, ticked by confirming a policy dialog', async ({ page }) => {
    await openLogin(page, 'zh-cn');
    const form = accountForm(page, 'zh-cn');
    await expect(form.submit).toBeDisabled();
    await page.locator('.eps-login-form').first().locator('.eps-form-button-tip').hover();
    await expect(page.getByRole('tooltip')).toHaveText('请先阅读并勾选用户协议和隐私政策');

    await page.getByRole('button', { name: '《用户协议》' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: '用户协议' })).toBeVisible();
    await expect(dialog.getByText('欢迎使用电子采购平台')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/login-agreement-zh-cn.png' });
    await dialog.getByRole('button', { name: '同意并勾选' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.agreement).toBeChecked();
    await expect(form.submit).toBeEnabled();
  });

  test('remember me prefills the form after a reload, with the password stored encrypted', async ({ page, context }) => {
    await openLogin(page, 'zh-cn');
    await signIn(page, 'supplier', 'Eps#Supp2026', { remember: true });
    await expect(page).not.toHaveURL(/\/login/);
    const stored = await page.evaluate(() => window.localStorage.getItem('rem_acc'));
    expect(stored).not.toBeNull();
    const entry = JSON.parse(stored!) as { expiry: number; username: string; password: string };
    expect(entry.username).toBe('supplier');
    expect(entry.expiry - Date.now()).toBeGreaterThan(604_800_000 - 60_000);
    expect(entry.password).not.toContain('Eps#Supp2026');
    expect(entry.password).not.toContain(Buffer.from('Eps#Supp2026').toString('base64'));
    // The key in IndexedDB cannot be exported by the page.
    const exportable = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('eps-shell', 1);
          open.onsuccess = () => {
            const get = open.result.transaction('keys').objectStore('keys').get('rem_acc');
            get.onsuccess = () => {
              const key = get.result as CryptoKey;
              crypto.subtle.exportKey('raw', key).then(
                () => resolve('exported'),
                () => resolve(`refused:${String(key.extractable)}`),
              );
            };
          };
        }),
    );
    expect(exportable).toBe('refused:false');

    // Sign out (server and browser), then come back.
    await page.evaluate(async () => {
      await fetch('/eps/auth/cas/logout', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{}' });
      window.localStorage.removeItem('user.infos');
    });
    await context.clearCookies();
    await page.goto('/login');
    const form = accountForm(page, 'zh-cn');
    await expect(form.account).toHaveValue('supplier');
    await expect(form.password).toHaveValue('Eps#Supp2026');
    await expect(form.remember).toBeChecked();
    await expect(form.agreement).toBeChecked();
    await expect(form.submit).toBeEnabled();
  });

  test('a redirect to another origin is not followed', async ({ page, baseURL }) => {
    await openLogin(page, 'zh-cn', `/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    const response = await signIn(page, 'buyer', 'Eps#Buyer2026');
    expect(response.status()).toBe(200);
    await expect(page).not.toHaveURL(/\/login/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(page.url()).not.toContain('evil.example');
  });

  test('a same-origin redirect is followed', async ({ page }) => {
    await openLogin(page, 'zh-cn', `/login?redirect=${encodeURIComponent('/preview/demo/showcase?from=login')}`);
    await signIn(page, 'buyer', 'Eps#Buyer2026');
    await expect(page).toHaveURL(/\/preview\/demo\/showcase\?from=login$/);
  });

  test('a signed-in visitor opening /login goes to /', async ({ page }) => {
    await openLogin(page, 'zh-cn');
    await signIn(page, 'buyer', 'Eps#Buyer2026');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('the admin login signs a supplier in with code 8888', async ({ page }) => {
    const errors = await openLogin(page, 'zh-cn', '/login-admin');
    await page.getByPlaceholder('请输入供应商账号').fill('SUP001');
    await page.getByPlaceholder('请输入账号').fill('supplier');
    await page.getByPlaceholder('请输入密码').fill('Eps#Supp2026');
    await page.getByPlaceholder('请输入管理员校验码').fill('8888');
    await page.screenshot({ path: 'test-results/screenshots/login-admin-zh-cn.png' });
    const info = sessionInfo(page);
    await page.getByRole('button', { name: '登 录' }).click();
    const body = (await (await info).json()) as { code: string; data: { account: string; type: number } };
    expect(body.data).toMatchObject({ account: 'supplier', type: 1 });
    await expect(page).not.toHaveURL(/\/login-admin/);
    expect(errors).toEqual([]);
  });

  test('phone login: pre-check, SMS code with its countdown, sign-in', async ({ page, request }) => {
    await openLogin(page, 'zh-cn');
    await page.getByRole('tab', { name: '手机号登录' }).click();
    const phoneForm = page.locator('form.eps-login-form').nth(1);
    await phoneForm.getByPlaceholder('请输入手机号').fill('13812345678');
    await phoneForm.getByRole('button', { name: '获取验证码' }).click();
    // Not a registered phone: the pre-check stops the send.
    await expect(page.getByText('该手机号尚未注册，无法发送验证码')).toBeVisible();
    await expect(phoneForm.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await phoneForm.getByPlaceholder('请输入手机号').fill('13800000001');
    const sent = page.waitForResponse((r) => r.url().endsWith('/eps/usercenter/uc/sms/code'));
    await phoneForm.getByRole('button', { name: '获取验证码' }).click();
    expect(((await (await sent).json()) as { code: string }).code).toBe('200');
    await expect(phoneForm.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
    const dev = (await (await request.get('/eps/dev/codes?to=13800000001')).json()) as { data: { code: string } };
    await phoneForm.getByPlaceholder('请输入短信验证码').fill(dev.data.code);
    await page.locator('#phoneLogin_agreement').check();
    const info = sessionInfo(page);
    await phoneForm.getByRole('button', { name: '登 录' }).click();
    const body = (await (await info).json()) as { data: { account: string } };
    expect(body.data.account).toBe('buyer');
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('the admin login refuses a wrong code with the server message', async ({ page }) => {
    await openLogin(page, 'zh-cn', '/login-admin');
    await page.getByPlaceholder('请输入供应商账号').fill('SUP001');
    await page.getByPlaceholder('请输入账号').fill('supplier');
    await page.getByPlaceholder('请输入密码').fill('Eps#Supp2026');
    await page.getByPlaceholder('请输入管理员校验码').fill('1234');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('供应商账号或管理员验证码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login-admin$/);
  });
});

test.describe('visitor notices', () => {
  test('projects and notices list unexpired items; double-click opens the sanitised detail with attachments', async ({ page }) => {
    const errors = await openLogin(page, 'zh-cn');
    const projects = page.locator('.eps-visitor-notices .ant-card').first();
    await expect(projects.getByText('钢材年度长期采购项目')).toBeVisible();
    await expect(projects.getByText('电缆长期采购（已截止）')).toHaveCount(0);
    await expect(page.getByText('平台系统升级公告')).toBeVisible();
    await expect(page.getByText('内部：采购员培训安排')).toHaveCount(0);
    // The counter shows the server's count of joined suppliers, digit by digit.
    const count = ((await (await page.request.get('/eps/usercenter/epsCaTenant/tenantCount')).json()) as { data: number }).data;
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId('supplier-counter')).toHaveAttribute('aria-label', new RegExp(` ${count} `));

    await projects.getByText('钢材年度长期采购项目').dblclick();
    await expect(page).toHaveURL(/view=detail/);
    await expect(page.getByRole('heading', { name: '钢材年度长期采购项目' })).toBeVisible();
    await expect(page.locator('.eps-visitor-detail-content strong')).toHaveText('钢材');
    await expect(page.getByText('联系人：采购部 张经理 0591-88888888')).toBeVisible();
    expect(await page.locator('.eps-visitor-detail-content [onclick], .eps-visitor-detail-content script').count()).toBe(0);
    await expect(page.getByText('钢材长期采购技术规格.txt')).toBeVisible();
    await expect(page.locator('.ant-breadcrumb')).toContainText('首页');
    await page.screenshot({ path: 'test-results/screenshots/login-detail-zh-cn.png', fullPage: true });
    await page.locator('.ant-breadcrumb').getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  test('the full-page project list searches by keyword and opens a row on click', async ({ page }) => {
    await openLogin(page, 'zh-cn', '/login?view=more');
    const table = page.locator('.eps-visitor-projects');
    await expect(table.getByText('办公用品长期供应商征集')).toBeVisible();
    await table.getByPlaceholder('按标题关键字搜索').fill('钢材');
    await table.getByPlaceholder('按标题关键字搜索').press('Enter');
    await expect(table.getByText('办公用品长期供应商征集')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/login-more-zh-cn.png', fullPage: true });
    await table.getByText('钢材年度长期采购项目').click();
    await expect(page).toHaveURL(/view=detail.*from=more/);
    await expect(page.locator('.ant-breadcrumb')).toContainText('长期项目');
    await page.getByRole('button', { name: '关闭' }).click();
    await expect(page).toHaveURL(/view=more/);
  });
});

test.describe('screenshots', () => {
  for (const language of ['zh-cn', 'en'] as const) {
    test(`/login in ${language}`, async ({ page }) => {
      const errors = await openLogin(page, language);
      const form = accountForm(page, language);
      await expect(form.account).toBeVisible();
      await expect(page.locator('.eps-login-banner img').first()).toBeVisible();
      await expect(page.getByTestId('supplier-counter')).toBeVisible();
      await expect(page.getByText('钢材年度长期采购项目')).toBeVisible();
      // No register-by-scanning target is seeded (a visitor cannot register here): the QR code is left out.
      await expect(page.locator('.eps-login-qr')).toHaveCount(0);
      await page.screenshot({ path: `test-results/screenshots/login-${language}.png`, fullPage: true });
      expect(errors).toEqual([]);
    });
  }

  test('/login on a phone: no top bar, the panel fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = await openLogin(page, 'zh-cn');
    await expect(accountForm(page, 'zh-cn').account).toBeVisible();
    await expect(page.locator('.eps-login-topbar')).toHaveCount(0);
    const panel = await page.locator('.eps-login-panel').boundingBox();
    expect(panel!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/screenshots/login-mobile-zh-cn.png', fullPage: true });
    expect(errors).toEqual([]);
  });

  for (const language of ['zh-cn', 'en'] as const) {
    test(`/login on a tablet (768 px, ${language}): the platform's name and the language switch stay whole`, async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await openLogin(page, language);
      const title = page.locator('.eps-login-title');
      await expect(title).toBeVisible();
      // The links come with the login parameters, after the first paint: measure once they are in the bar
      // (sign-in, help manual and online service under the default brand variant).
      await expect.poll(() => page.locator('.eps-login-topbar-link').count()).toBeGreaterThanOrEqual(3);
      // The Chinese name is shown whole (it was cut to its first character); the longer English one may shorten.
      const { shown, needed } = await title.evaluate((el) => ({ shown: el.clientWidth, needed: el.scrollWidth }));
      if (language === 'zh-cn') expect(needed).toBeLessThanOrEqual(shown);
      else expect(shown).toBeGreaterThan(100);
      const switcher = page.locator('.eps-login-language');
      await expect(switcher).toBeVisible();
      const box = await switcher.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(768);
      await expect(switcher).toBeInViewport({ ratio: 1 });
    });
  }

  test('the account field: quiet until typed in, its message follows the language; Enter unticked says why', async ({ page }) => {
    await openLogin(page, 'zh-cn');
    const form = accountForm(page, 'zh-cn');
    await expect(form.account).toBeFocused();
    // A click elsewhere leaves the autofocused, untouched field without a message.
    await page.locator('.eps-login-panel-title').click();
    await expect(page.getByText('请输入账号', { exact: true })).toBeHidden();
    await form.account.fill('buyer');
    await form.account.fill('');
    await form.password.click();
    await expect(page.getByText('请输入账号', { exact: true })).toBeVisible();
    await chooseMenuItem(page, page.getByRole('button', { name: '语言' }), 'English');
    await expect(page.getByText('Please enter your account', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入账号', { exact: true })).toBeHidden();

    const en = accountForm(page, 'en');
    await en.account.fill('buyer');
    await en.password.fill('Eps#Buyer2026');
    await en.password.press('Enter');
    await expect(page.getByText('Please read and check the user agreement and privacy policy first').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/login-enter-unticked-en.png' });
    await expect(page).toHaveURL(/\/login$/);
    await en.agreement.check();
    const info = sessionInfo(page);
    await en.password.press('Enter');
    expect((await info).status()).toBe(200);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('the language switch changes the page texts', async ({ page }) => {
    await openLogin(page, 'zh-cn');
    await expect(page.getByRole('tab', { name: '账号登录' })).toBeVisible();
    await chooseMenuItem(page, page.getByRole('button', { name: '语言' }), 'English');
    await expect(page.getByRole('tab', { name: 'Account login' })).toBeVisible();
    await expect(page.getByPlaceholder('Please enter your account')).toBeVisible();
    await expect(page.getByText('Long-term projects').first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('en');
  });
});
