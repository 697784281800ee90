/**
 * App launch by link type against the reference server (spec portal-shell 4
 * "App launch", 7, 8): the demo SSO app (Contracts, type 1) points at the
 * portal's own ticket entry, so launching it from the top bar's my-apps
 * cascader opens a new window whose address carries a one-time ticket, and
 * that window signs in with it (POST /eps/auth/cas/sso-success) and lands on
 * the home page. Each click sends the analytics call. The demo data portal
 * (type 2) is a page of the reference server (subapps/data-ui) opened with its
 * token. The type-null configuration warning is a unit test
 * (tests/unit/apps/launchApp.test.ts): no seeded app is misconfigured.
 */
import { expect, test, type Page, type Request } from './fixtures';
import { collectPageErrors, signInThroughApi } from './helpers/session';

const shot = (name: string): string => `test-results/screenshots/app-launch-${name}.png`;

/** The fade the portal waits after the ticket before opening the window (src/shell/apps/launchApp.ts LAUNCH_FADE_MS). */
const LAUNCH_FADE_MS = 300;

const isJump = (request: Request): boolean => new URL(request.url()).pathname === '/eps/auth/cas/jump/app';

async function chooseInMyApps(page: Page, title: string): Promise<void> {
  const popover = page.getByTestId('my-apps-popover');
  // A previous choice closes the popover with antd's zoom: let it finish, or the
  // click on the trigger reopens a popover still moving under the pointer.
  await expect(popover).toBeHidden();
  await page.getByTestId('fast-apps').click();
  await expect(popover).toBeVisible();
  // Its opening zoom done (no motion class left), the rows stay where the click aims.
  await expect(page.locator('.ant-popover').filter({ has: popover })).not.toHaveClass(/-(appear|enter|leave)\b/);
  const row = popover.locator('.ant-cascader-menu').first().locator('.ant-cascader-menu-item').filter({ has: page.getByText(title, { exact: true }) });
  await expect(row).toHaveCount(1);
  await row.click();
}

test('an SSO app from the my-apps cascader opens a signed-in window with a ticket', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await signInThroughApi(page, 'buyer', 'en');
  // Notes when the portal opens a window (the page's clock), then opens it as before.
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { __openedAt?: number }).__openedAt = performance.now();
      return open(...args);
    };
  });
  await page.goto('/pages/main/home');
  await expect(page.getByTestId('fast-apps')).toBeVisible();

  const jump = page.waitForRequest(isJump);
  const ticketResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/eps/auth/cas/check/sso-app');
  // The popup's first navigation: the app's href with the ticket (the portal strips it from the address once used).
  const popupNavigation = context.waitForEvent('request', (request) => request.isNavigationRequest() && new URL(request.url()).searchParams.has('ticket'));
  const popupPage = context.waitForEvent('page');
  // Listened for on the context before the click: the new window may sign in before its page object reaches the test.
  const popupSignIn = context.waitForEvent('response', { predicate: (response) => new URL(response.url()).pathname === '/eps/auth/cas/sso-success', timeout: 60_000 });
  await chooseInMyApps(page, 'Contracts');

  const jumpRequest = await jump;
  const jumpQuery = new URL(jumpRequest.url()).searchParams;
  expect(jumpQuery.get('appName')).toBeTruthy();
  expect(Number(jumpQuery.get('id'))).toBeGreaterThan(0);
  expect((await (await jumpRequest.response())?.json())?.code).toBe('200');

  const ticket = await ticketResponse;
  const issued = (await ticket.json()) as { code: string; data: { ticket: string; epssession: string } };
  expect(issued.code).toBe('200');
  const navigation = await popupNavigation;
  // The window opens after the progress fade, not at once (page-side times: ticket answered -> window.open).
  const fade = await page.evaluate(() => {
    const answered = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/eps/auth/cas/check/sso-app')) as PerformanceResourceTiming | undefined;
    return (window as unknown as { __openedAt?: number }).__openedAt! - (answered?.responseEnd ?? Number.NaN);
  });
  expect(fade).toBeGreaterThanOrEqual(LAUNCH_FADE_MS - 20);
  const link = new URL(navigation.url());
  expect(link.origin).toBe(new URL(page.url()).origin);
  expect(link.searchParams.get('ticket')).toBe(issued.data.ticket);
  // epssession is the answer's second one-time ticket; the session id never goes into a link.
  expect(link.searchParams.get('epssession')).toBe(issued.data.epssession);
  const sessionId = (await context.cookies()).find((c) => c.name === 'EPSSESSION')?.value;
  expect(sessionId).toBeTruthy();
  expect(link.href).not.toContain(sessionId!);
  expect(link.searchParams.get('redirectUrl')).toBe('/pages/main/home');

  // The new window signs in with the ticket and lands on the home page, without the ticket in its address.
  const popup = await popupPage;
  const signIn = await popupSignIn;
  expect(signIn.frame().page()).toBe(popup);
  expect(((await signIn.json()) as { code: string }).code).toBe('200');
  await expect(popup).toHaveURL(/\/pages\/main\/home$/);
  await expect(popup.getByTestId('home-apps')).toContainText(/Contracts|合同管理/);
  await popup.screenshot({ path: shot('sso-window') });

  // The portal shows the app's notice in the notice panel once the launch is done (once per session).
  await expect(page.getByTestId('app-notices-steps-item')).toContainText('合同管理使用须知');
  await page.screenshot({ path: shot('sso-notice') });
  expect(errors).toEqual([]);
});

test('a data-portal tile on the home page shows progress, ignores a second click, and opens the link with a token', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await signInThroughApi(page, 'buyer', 'en');
  // Hold the token call a moment so the tile's progress can be seen.
  let tokenCalls = 0;
  await page.route('**/eps/auth/cas/ddmGetToken**', async (route) => {
    tokenCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const jumps: string[] = [];
  page.on('request', (request) => {
    if (isJump(request)) jumps.push(request.url());
  });
  await page.goto('/pages/main/home');
  const tile = page.getByTestId('home-apps').getByRole('button', { name: 'Data portal' });
  await expect(tile).toBeVisible();

  const popupNavigation = context.waitForEvent('request', (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/data-ui/');
  const popupPage = context.waitForEvent('page');
  await tile.click();
  await expect(tile).toHaveAttribute('aria-busy', 'true');
  await tile.click({ force: true });
  const link = new URL((await popupNavigation).url());
  expect(`${link.origin}${link.pathname}`).toBe(`${new URL(page.url()).origin}/data-ui/`);
  expect(link.searchParams.get('token')).toBeTruthy();
  // The data portal answers with the user's figures, in the portal's language, and drops the token from its address.
  const portal = await popupPage;
  await expect(portal.getByTestId('dp-figure').first()).toBeVisible();
  await expect(portal.getByRole('heading', { name: 'Data portal' })).toBeVisible();
  expect(new URL(portal.url()).searchParams.has('token')).toBe(false);
  await expect(tile).not.toHaveAttribute('aria-busy', 'true');
  expect(tokenCalls).toBe(1);
  expect(jumps).toHaveLength(1);
  expect(new URL(jumps[0]!).searchParams.get('appName')).toBeTruthy();
  expect(errors).toEqual([]);
});

test('a launch whose token comes after the click has expired asks before opening the window', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  await signInThroughApi(page, 'buyer', 'en');
  // Chromium lets a page open a window for 5 s after a click; the token here takes longer.
  await page.route('**/eps/auth/cas/ddmGetToken**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_600));
    await route.continue();
  });
  const opened: string[] = [];
  context.on('page', (other) => opened.push(other.url()));
  await page.goto('/pages/main/home');
  const tile = page.getByTestId('home-apps').getByRole('button', { name: 'Data portal' });
  const token = page.waitForResponse((response) => new URL(response.url()).pathname === '/eps/auth/cas/ddmGetToken');
  await tile.click();
  // Nothing may touch the page until the launch has decided: Playwright's page calls count as clicks.
  await token;
  await page.waitForTimeout(1_000);

  const notice = page.locator('.ant-notification-notice', { hasText: 'Open in a new window' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('took a while to get ready');
  expect(opened).toEqual([]);
  await page.screenshot({ path: shot('open-after-wait') });

  const popupNavigation = context.waitForEvent('request', (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/data-ui/');
  await notice.getByRole('button', { name: 'Open' }).click();
  const link = new URL((await popupNavigation).url());
  expect(link.searchParams.get('token')).toBeTruthy();
  await expect(notice).toHaveCount(0);
  expect(errors).toEqual([]);
});
