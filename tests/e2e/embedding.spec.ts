/**
 * Sub-app embedding against the reference server (spec workflow
 * 2.1, 3, 4.1): the demo micro-app (subapps/demo-ui) renders the portal's
 * user and language, navigates inside itself, keeps its state while the
 * portal shows another page, follows a language switch; the demo iframe app
 * (subapps/frame-ui) loads hidden and shows 1.5 s after load; a message from
 * a foreign origin is ignored while the frame's own one is acted on; an entry
 * that does not load lands on errors-tip with the message. The micro-app
 * runs under the server's CSP, which allows no eval: no violation, in the
 * portal's page or the engine's sandbox frame.
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

test('the demo micro-app renders under a CSP without unsafe-eval: no violation, no refused script', async ({ page }) => {
  test.setTimeout(90_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|EvalError/i.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|EvalError/i.test(error.message)) refused.push(error.message);
  });
  // The policy each document arrived with: the portal's page, and the engine's sandbox iframe (a frame that loads the
  // portal's own address, which the engine stops and fills with the sub-app).
  const policies: { main: boolean; url: string; csp: string }[] = [];
  page.on('response', (response) => {
    if (!response.request().isNavigationRequest()) return;
    policies.push({ main: response.frame() === page.mainFrame(), url: response.url(), csp: response.headers()['content-security-policy'] ?? '' });
  });
  // Every frame reports what its policy blocked.
  await page.exposeFunction('__reportViolation', (text: string) => void refused.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation?: (text: string) => void }).__reportViolation?.(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const user = await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/demo-ui/home');
  await expect(page.getByTestId('demo-ui')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('demo-user')).toHaveText(user.username);
  await expect(page.getByTestId('demo-ui').locator('h2')).toHaveText('Demo sub-app');
  await page.getByTestId('demo-click').click();
  await expect(page.getByTestId('demo-count')).toHaveText('1');
  // A moment for a late report (the page never goes network-idle: the engine's stopped sandbox load stays open).
  await page.waitForTimeout(1000);
  expect(refused).toEqual([]);
  const portal = policies.find((entry) => entry.main);
  const sandbox = policies.find((entry) => !entry.main && new URL(entry.url).pathname === '/pages/main/demo-ui/home');
  for (const policy of [portal, sandbox]) {
    expect(policy?.csp).toContain("script-src 'self';");
    expect(policy?.csp).not.toContain('unsafe-eval');
  }
  // The policy is in force and heard: code from a string (a string timer, not DevTools' own evaluation) is refused.
  const ran = await page.evaluate(async () => {
    const probe = window as unknown as { __evalRan?: boolean };
    (window.setTimeout as unknown as (code: string, ms: number) => number)('window.__evalRan = true', 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return probe.__evalRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => refused).toContain('script-src eval');
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
  await expect(page.getByText(/missing-ui could not be started\. Try again later/)).toBeVisible();
  // The cause (status, internal address) is logged, never shown.
  await expect(page.getByText(/404|\/missing-ui\//)).toHaveCount(0);
  await page.screenshot({ path: shot('errors-tip-en') });
});
