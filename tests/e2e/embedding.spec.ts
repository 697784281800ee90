/**
 * Sub-app embedding against the reference server (issue 14, spec workflow
 * 2.1, 3, 4.1): the demo micro-app (subapps/demo-ui) renders the portal's
 * user and language, navigates inside itself, keeps its state while the
 * portal shows another page, follows a language switch; the demo iframe app
 * (subapps/frame-ui) loads hidden and shows 1.5 s after load; a message from
 * a foreign origin is ignored while the frame's own one is acted on; an entry
 * that does not load lands on errors-tip with the message.
 */
import { expect, test, type Page } from './fixtures';
import { signInThroughApi } from './helpers/session';
import { chooseMenuItem } from './helpers/motion';

const shot = (name: string): string => `test-results/screenshots/embedding-${name}.png`;

/** A navigation inside the single-page portal (no reload), as a menu click does. */
async function spaNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('the demo micro-app shows the user, navigates inside, keeps its state and follows the language', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await signInThroughApi(page, 'buyer', 'zh-cn');
  await page.goto('/pages/main/demo-ui/home');
  const app = page.getByTestId('demo-ui');
  await expect(app).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('demo-user')).toHaveText(user.username);
  await expect(page.getByTestId('demo-language')).toHaveText('zh-cn');
  await expect(app.locator('h2')).toHaveText('演示子应用');

  await app.getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('demo-page')).toHaveText(/详情/);
  await page.getByTestId('demo-click').click();
  await page.getByTestId('demo-click').click();
  await expect(page.getByTestId('demo-count')).toHaveText('2');
  await page.screenshot({ path: shot('micro-zh-cn') });

  // Away to another page of the portal and back: the kept-alive app is shown again, not reloaded.
  await spaNavigate(page, '/pages/main/home');
  await expect(page.getByTestId('demo-ui')).toHaveCount(0, { timeout: 15_000 });
  await page.goBack();
  await expect(page.getByTestId('demo-count')).toHaveText('2', { timeout: 15_000 });
  await expect(page.getByTestId('demo-page')).toHaveText(/详情/);

  await chooseMenuItem(page, page.getByTestId('language-switch'), 'English');
  await expect(page.getByTestId('demo-language')).toHaveText('en', { timeout: 15_000 });
  await expect(app.locator('h2')).toHaveText('Demo sub-app');
  await expect(page.getByTestId('demo-count')).toHaveText('2');
  await page.screenshot({ path: shot('micro-en') });

  // The sub-app's "portal home" message navigates the portal (an address of its own).
  await app.getByRole('button', { name: 'Portal home' }).click();
  await expect(page).toHaveURL(/\/pages\/main\/home$/, { timeout: 15_000 });
});

test('the demo iframe app loads hidden, shows 1.5 s after load, and only its own origin is heard', async ({ page }) => {
  test.setTimeout(90_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const user = await signInThroughApi(page, 'buyer', 'en');
  // The frame's load time, noted by the page itself (load does not bubble; capture sees it).
  await page.addInitScript(() => {
    document.addEventListener('load', (event) => {
      if ((event.target as Element).tagName === 'IFRAME') (window as unknown as { __frameLoadedAt?: number }).__frameLoadedAt = performance.now();
    }, true);
  });
  await page.goto('/pages/main/frame-ui/home');
  const frameElement = page.getByTestId('iframe-app');
  await expect(frameElement).toBeAttached({ timeout: 30_000 });
  await expect(frameElement).toHaveCSS('visibility', 'hidden'); // attached before it loads, revealed 1.5 s after
  await expect(frameElement).toHaveCSS('visibility', 'visible', { timeout: 15_000 });
  const gap = await page.evaluate(() => performance.now() - ((window as unknown as { __frameLoadedAt?: number }).__frameLoadedAt ?? Infinity));
  expect(gap).toBeGreaterThanOrEqual(1400);
  const frame = page.frameLocator('[data-testid="iframe-app"]');
  await expect(frame.getByTestId('frame-user')).toHaveText(user.username);
  await expect(frame.getByTestId('frame-language')).toHaveText('en');
  await page.screenshot({ path: shot('iframe-en') });

  // A navigate message from a foreign origin is ignored and logged.
  await page.evaluate(() => {
    const source = (document.querySelector('[data-testid="iframe-app"]') as HTMLIFrameElement).contentWindow;
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'navigate', status: 'pass', params: { path: '/pages/main/home' } }, origin: 'https://evil.example.com', source }));
  });
  await expect.poll(() => warnings.some((text) => text.includes('ignored "navigate" from origin https://evil.example.com'))).toBe(true);
  await expect(page).toHaveURL(/\/pages\/main\/frame-ui\/home$/);
});

test('a sub-app whose entry does not load lands on errors-tip with the message', async ({ page }) => {
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/bpm-ui/missing-ui/home');
  await expect(page).toHaveURL(/\/errors\/tip/, { timeout: 30_000 });
  await expect(page.getByText(/missing-ui could not be started: .*404/)).toBeVisible();
  await page.screenshot({ path: shot('errors-tip-en') });
});
