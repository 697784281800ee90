/**
 * "Captcha can be skipped": with the reference server's built-in
 * challenge switched on (EPS_LOGIN_GEE_TEST=BUILTIN, through the test-only
 * PUT /eps/dev/params), a sign-in without an answer is refused by the
 * server, a wrong answer is refused every time (never "third try goes
 * through"), and the login page signs in through the challenge dialog with
 * the right answer. The answer is read from the challenge picture, as a
 * person would. The parameter is set back to 'N' after each test.
 */
import { expect, test, type Page } from './fixtures';

const shot = (name: string): string => `test-results/screenshots/captcha-${name}.png`;

async function setCaptcha(page: Page, value: string): Promise<void> {
  const response = await page.request.put('/eps/dev/params', { data: { code: 'EPS_LOGIN_GEE_TEST', value } });
  expect(((await response.json()) as { code: string }).code).toBe('200');
}

/** Reads the arithmetic question drawn in the challenge's SVG picture and answers it. */
function answerOf(image: string): string {
  const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const question = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
  const match = /^(\d+)([+-])(\d+)=\?$/.exec(question);
  if (!match) throw new Error(`unexpected question ${question}`);
  const [a, b] = [Number(match[1]), Number(match[3])];
  return String(match[2] === '+' ? a + b : a - b);
}

async function fillLogin(page: Page): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill('buyer');
  await page.getByPlaceholder('请输入密码').fill('Eps#Buyer2026');
  await page.locator('#accountLogin_agreement').check();
}

const submit = (page: Page) => page.locator('.eps-login-form').first().getByRole('button', { name: '登 录' });

test.describe('built-in captcha', () => {
  test.afterEach(async ({ page }) => setCaptcha(page, 'N'));

  test('the server refuses a sign-in without the challenge; the page signs in through the dialog', async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await setCaptcha(page, 'BUILTIN');

    // Skipping the step is refused, however often it is tried.
    for (let i = 0; i < 4; i += 1) {
      const direct = await page.request.post('/eps/auth/cas/login', { data: { mobile: 'buyer', password: 'Eps#Buyer2026' } });
      expect(((await direct.json()) as { code: string }).code).not.toBe('200');
    }

    await page.addInitScript(() => {
      if (window.top !== window) return; // a sandboxed sub-app frame has no storage
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'zh-cn');
    });
    await page.goto('/login');
    await fillLogin(page);

    // A wrong answer: the server refuses, the page stays on /login.
    let challenge = page.waitForResponse((r) => r.url().includes('/eps/auth/captcha/challenge'));
    await submit(page).click();
    let issued = ((await (await challenge).json()) as { data: { id: string; image: string } }).data;
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('captcha-image') });
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('captcha-image')).toHaveAttribute('src', issued.image);
    await page.screenshot({ path: shot('dialog-zh-cn') });
    const wrong = String((Number(answerOf(issued.image)) + 1) % 100);
    let login = page.waitForResponse((r) => r.url().endsWith('/eps/auth/cas/login'));
    await page.getByTestId('captcha-answer').fill(wrong);
    await page.getByTestId('captcha-answer').press('Enter');
    expect(((await (await login).json()) as { code: string }).code).not.toBe('200');
    await expect(page.locator('.ant-notification-notice, .ant-message-notice').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // The right answer signs in.
    challenge = page.waitForResponse((r) => r.url().includes('/eps/auth/captcha/challenge'));
    await submit(page).click();
    issued = ((await (await challenge).json()) as { data: { id: string; image: string } }).data;
    await expect(page.getByTestId('captcha-image')).toHaveAttribute('src', issued.image);
    login = page.waitForResponse((r) => r.url().endsWith('/eps/auth/cas/login'));
    await page.getByTestId('captcha-answer').fill(answerOf(issued.image));
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    const body = (await (await login).json()) as { code: string };
    expect(body.code).toBe('200');
    expect(JSON.parse((await login).request().postData() ?? '{}').eps_challenge).toBe(`${issued.id}:${answerOf(issued.image)}`);
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
    expect(errors).toEqual([]);
  });
});
