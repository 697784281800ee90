/**
 * Faults in the browser: with the API intercepted (`page.route`),
 * the enterprise contacts form of the demo supplier is filled and saved while
 * the save call answers 500 (a gateway's HTML page), times out, answers
 * malformed JSON, never answers until the connection drops, or answers HTTP
 * 499 (session expired). Each time: a clear translated message (checked in
 * zh-cn and en), never a white screen, and what the user typed is still in
 * the inputs after the error (for 499, after signing in again: the portal
 * keeps the draft across the forced sign-out). A page whose first load fails
 * (500, malformed JSON) shows its error in place, in the layout.
 * Figures are printed: faults injected, blank screens, inputs lost (0).
 */
import { expect, test, type Page, type Route } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/session';

test.describe.configure({ timeout: 180_000 });
const FIRST_LOAD = { timeout: 90_000 };

type Lang = 'zh-cn' | 'en';
const TEXT = {
  'zh-cn': {
    contact: '联系人姓名',
    landLine: '固定电话',
    save: /保\s*存/,
    http500: '请求失败（500）',
    network: '网络错误，请检查网络连接',
    timeout: '服务器未能及时响应，请重试',
    malformed: '服务器响应错误！',
    expired: '登录已过期，请重新登录',
    account: '请输入账号',
    password: '请输入密码',
    signIn: '登 录',
  },
  en: {
    contact: 'Contact name',
    landLine: 'Landline',
    save: 'Save',
    http500: 'Request failed (500)',
    network: 'Network error, please check your connection',
    timeout: 'The server did not answer in time; please try again',
    malformed: 'Server response error!',
    expired: 'Your session has expired, please sign in again',
    account: 'Please enter your account',
    password: 'Please enter your password',
    signIn: 'Sign in',
  },
} as const;

type Fault = { name: string; message: (lang: Lang) => string; handle: (route: Route) => Promise<void> };
const FAULTS: readonly Fault[] = [
  {
    name: 'HTTP 500 (a gateway page, no envelope)',
    message: (lang) => TEXT[lang].http500,
    handle: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body><h1>Internal Server Error</h1></body></html>' }),
  },
  // A connection that timed out is told as the server not answering in time, not as the network.
  { name: 'timeout', message: (lang) => TEXT[lang].timeout, handle: (route) => route.abort('timedout') },
  {
    name: 'malformed JSON',
    message: (lang) => TEXT[lang].malformed,
    handle: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":"200","data":{"contact":' }),
  },
  {
    name: 'no answer, then the connection drops',
    message: (lang) => TEXT[lang].network,
    handle: async (route) => {
      // Long enough for the test to see the pending state (button loading, inputs kept).
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.abort('connectionreset');
    },
  },
];

const figures = { injected: 0, blank: 0, inputLost: 0 };
test.afterAll(() => {
  console.info(`faults: ${figures.injected} injected, ${figures.blank} blank screens, ${figures.inputLost} inputs lost`);
});

/** The typed values of this run (unique, so a stale value never passes). */
function typed(tag: string): { contact: string; landLine: string } {
  const stamp = String(Date.now()).slice(-6);
  return { contact: `故障${tag}${stamp}`.slice(0, 30), landLine: `0591-${stamp.slice(0, 6)}` };
}

async function openContacts(page: Page, lang: Lang): Promise<void> {
  await page.goto('/pages/main/enterprise');
  await expect(page.getByLabel(TEXT[lang].contact)).toBeVisible(FIRST_LOAD);
  await expect(page.getByLabel(TEXT[lang].contact)).not.toHaveValue('');
}

async function fill(page: Page, lang: Lang, values: { contact: string; landLine: string }): Promise<void> {
  await page.getByLabel(TEXT[lang].contact).fill(values.contact);
  await page.getByLabel(TEXT[lang].landLine).fill(values.landLine);
}

/** Not a white screen: the layout and the page are there, with text in them. */
async function expectNotBlank(page: Page): Promise<void> {
  const ok = (await page.getByTestId('top-bar').isVisible()) && ((await page.locator('#root').innerText()).trim().length > 20);
  if (!ok) figures.blank += 1;
  expect(ok, 'the portal is not a white screen').toBe(true);
}

async function expectKept(page: Page, lang: Lang, values: { contact: string; landLine: string }): Promise<void> {
  const contact = await page.getByLabel(TEXT[lang].contact).inputValue();
  const landLine = await page.getByLabel(TEXT[lang].landLine).inputValue();
  if (contact !== values.contact || landLine !== values.landLine) figures.inputLost += 1;
  expect({ contact, landLine }).toEqual(values);
}

for (const lang of ['zh-cn', 'en'] as const) {
  test(`saving the contacts form through every fault keeps the input (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughApi(page, 'supplier', lang);
    await openContacts(page, lang);
    for (const fault of FAULTS) {
      const values = typed(fault.name.slice(0, 3));
      await fill(page, lang, values);
      await page.route('**/eps/usercenter/enterprise/contact', (route) => (route.request().method() === 'PUT' ? fault.handle(route) : route.fallback()));
      await page.getByRole('button', { name: TEXT[lang].save }).click();
      figures.injected += 1;
      await expect(page.getByText(fault.message(lang)).first(), fault.name).toBeVisible({ timeout: 30_000 });
      await expectNotBlank(page);
      await expectKept(page, lang, values);
      await page.screenshot({ path: `test-results/screenshots/fault-${fault.name.split(' ')[0]}-${lang}.png` });
      await page.unroute('**/eps/usercenter/enterprise/contact');
      // The notices stay until closed (spec): close them so the next fault's message is its own.
      for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click().catch(() => undefined);
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test('HTTP 499 while saving: the session-expired message, sign in again, and the typed input is back (zh-cn and en)', async ({ browser }) => {
  for (const lang of ['zh-cn', 'en'] as const) {
    // A fresh context per language: the sign-in helper seeds a tab once.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughApi(page, 'supplier', lang);
    await openContacts(page, lang);
    const values = typed('499');
    await fill(page, lang, values);
    await page.route('**/eps/usercenter/enterprise/contact', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 499, contentType: 'application/json', body: JSON.stringify({ code: '499', message: 'expired' }) }) : route.fallback(),
    );
    await page.getByRole('button', { name: TEXT[lang].save }).click();
    figures.injected += 1;
    await expect(page.getByText(TEXT[lang].expired).first()).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/login/);
    await page.unroute('**/eps/usercenter/enterprise/contact');
    await page.getByPlaceholder(TEXT[lang].account).fill(DEMO.supplier.account);
    await page.getByPlaceholder(TEXT[lang].password).fill(DEMO.supplier.password);
    await page.locator('#accountLogin_agreement').check();
    await page.locator('.eps-login-form').first().getByRole('button', { name: TEXT[lang].signIn }).click();
    await expect(page).toHaveURL(/\/pages\/main\/enterprise/, FIRST_LOAD);
    await expect(page.getByLabel(TEXT[lang].contact)).toBeVisible(FIRST_LOAD);
    await expectNotBlank(page);
    await expectKept(page, lang, values);
    await page.screenshot({ path: `test-results/screenshots/fault-499-${lang}.png` });
    await context.close();
  }
});

test('a page whose data fails to load (500, malformed JSON) shows the error in place, in the layout', async ({ page }) => {
  await signInThroughApi(page, 'supplier', 'en');
  for (const [name, handle, message] of [
    ['500', (route: Route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }), TEXT.en.http500],
    ['malformed JSON', (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":"200","da' }), TEXT.en.malformed],
  ] as const) {
    await page.route('**/eps/usercenter/enterprise/info', handle);
    await page.goto('/pages/main/enterprise');
    figures.injected += 1;
    await expect(page.getByText(message).first(), name).toBeVisible(FIRST_LOAD);
    await expectNotBlank(page);
    await page.unroute('**/eps/usercenter/enterprise/info');
  }
});
