/**
 * Delivery: antd's styles for the first pages come built (a stylesheet with antd's style
 * map, build/portalStylesPlugin.mjs), so the sign-in page and home build and inject none in
 * the browser, and look as antd styles them; a component outside the file (the to-do dialog's
 * table) is still styled, in the browser, as before.
 */
import { expect, test, type Page } from './fixtures';
import { collectPageErrors, signInThroughApi } from './helpers/session';

const PRIMARY = 'rgb(9, 88, 217)';

/** The style elements @ant-design/cssinjs built and injected in this page. */
const injectedAntdStyles = (page: Page): Promise<number> => page.evaluate(() => document.querySelectorAll('style[data-css-hash]').length);

test('the sign-in page and home take antd styles from the built stylesheet; other components are styled in the browser', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/login');
  const activeTab = page.locator('.ant-tabs-tab-active .ant-tabs-tab-btn').first();
  await expect(activeTab).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/antd-"]')).toHaveCount(1);
  await expect(activeTab).toHaveCSS('color', PRIMARY);
  await expect(page.locator('.ant-tabs-ink-bar').first()).toHaveCSS('background-color', PRIMARY);
  expect(await injectedAntdStyles(page)).toBe(0);

  await signInThroughApi(page, 'buyer');
  await page.goto('/');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('home-tasks-open')).toBeVisible();
  await expect(page.locator('.ant-card').first()).toHaveCSS('border-radius', '8px');
  expect(await injectedAntdStyles(page)).toBe(0);

  // The to-do dialog's table is not in the file: antd builds its styles here, as it always did.
  await page.getByTestId('home-tasks-open').click();
  const header = page.getByRole('dialog').locator('.ant-table-thead th').first();
  await expect(header).toBeVisible();
  await expect(header).toHaveCSS('background-color', 'rgb(250, 250, 250)');
  expect(await injectedAntdStyles(page)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

/** The portal's calls of a page load, in the order the browser sent them, and the page's script loads among them. */
function recordLoads(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/eps/') || url.pathname.startsWith('/assets/')) sent.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return sent;
}

const count = (sent: readonly string[], call: string): number => sent.filter((entry) => entry === call).length;

test('a page load sends its first reads before the portal code has run, and the shell takes their answers: each read leaves once', async ({ page }) => {
  const errors = collectPageErrors(page);
  const login = recordLoads(page);
  await page.goto('/login');
  await expect(page.locator('form input').first()).toBeVisible();
  const firstReads = ['GET /eps/config/i18n-from-config/cache/zh-cn', 'GET /eps/config/params/list', 'GET /eps/config/dict/list?lang=zh-cn'];
  for (const read of firstReads) expect(count(login, read), read).toBe(1);
  // Sent by src/earlyStart.ts, before main.tsx ran and asked for the sign-in page's code.
  const pageCode = login.findIndex((entry) => entry.includes('/assets/signInPages-'));
  expect(pageCode).toBeGreaterThan(-1);
  for (const read of firstReads) expect(login.indexOf(read)).toBeLessThan(pageCode);

  await signInThroughApi(page, 'buyer');
  const home = recordLoads(page);
  await page.goto('/');
  await expect(page.getByTestId('home-tasks-open')).toBeVisible();
  const signedInReads = [
    'POST /eps/auth/cas/session-info',
    ...firstReads,
    'GET /eps/auth/permission/listPermissionApp',
    'GET /eps/auth/permission/listPermissionNotree',
    'GET /eps/config/i18n-from-config/1/cache/zh-cn',
  ];
  for (const read of signedInReads) expect(count(home, read), read).toBe(1);
  expect(errors).toEqual([]);
});

// While the portal's code loads, the page shows the boot indicator of index.html, not a white page; the
// sign-in page's own chunk, held back, is waited for under the same indicator (React's fallback); then the
// page replaces it. The code is held back here, so the states can be seen however fast the machine is.
test('a page shows the boot indicator from its first paint while the code loads, then the page in its place', async ({ page }) => {
  const errors = collectPageErrors(page);
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  let releaseLogin!: () => void;
  const loginHeld = new Promise<void>((resolve) => (releaseLogin = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.route(/\/assets\/signInPages-[\w-]+\.js$/, async (route) => {
    await loginHeld;
    await route.continue();
  });
  // With motion, as most people have it (the browser tests ask for reduced motion: playwright.config.ts).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/login', { waitUntil: 'commit' });
  const boot = page.locator('#root > .eps-boot');
  await expect(boot).toBeVisible();
  // Decorative and turning (a transform, in steps), in the portal's primary colour.
  await expect(boot).toHaveAttribute('aria-hidden', 'true');
  await expect(boot.locator('.eps-boot-dots')).toHaveCSS('animation-name', 'eps-boot-turn');
  // It stands still for a reader who asks for reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(boot.locator('.eps-boot-dots')).toHaveCSS('animation-name', 'none');
  await expect(boot.locator('i').first()).toHaveCSS('background-color', PRIMARY);
  // Not content: the first contentful paint is still to come (the page's own).
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(0);
  // The entry runs, React renders, and the sign-in page's chunk is still on its way: the same indicator.
  releaseEntry();
  await expect.poll(() => page.evaluate(() => document.querySelector('#root > .eps-boot') === null)).toBe(true);
  await expect(page.locator('.eps-boot')).toBeVisible();
  releaseLogin();
  await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
  await expect(page.locator('.eps-boot')).toHaveCount(0);
  expect(errors).toEqual([]);
});
