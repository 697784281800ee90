/**
 * The portal with the keyboard alone (page.keyboard only, no
 * clicks): signing in; the skip link; opening the to-do dialog, focus kept
 * inside it and given back to the opener, acting on a row; changing a setting
 * in a dialog (the business contact) and hearing the result announced; the
 * side menu and the view tabs; a visible focus indicator on the controls
 * focus lands on; antd's motions off while the reader asks for reduced motion.
 *
 * With antd's motions on, as most people have them (the other browser tests ask for reduced
 * motion, playwright.config.ts): focus given back after a dialog's closing motion is the case
 * these tests are about.
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { focused, focusedText, focusIndicator, tabTo } from './helpers/keyboard';
import { signInThroughApi } from './helpers/session';

// Routes load their chunks and data on first visit: slow on a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 45_000 });

test.use({ reducedMotion: 'no-preference' });

/** Presses Tab until the focused button reads `text`. */
async function tabToButton(page: Page, text: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((t) => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent?.trim() === t, text)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the button ${text}`);
}

const focusedButton = (page: Page, text: string): Promise<boolean> =>
  page.evaluate((t) => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent?.trim() === t, text);

test('signing in with the keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  // Not in sub-app frames: a sandboxed one has no storage.
  await page.addInitScript(() => window.top === window && window.localStorage.setItem('lang', 'en'));
  await page.goto('/login');
  await expect(page.locator('#accountLogin_agreement')).toBeVisible({ timeout: 60_000 });
  await tabTo(page, '#accountLogin_username');
  await page.keyboard.type('buyer');
  await tabTo(page, '#accountLogin_password');
  await page.keyboard.type('Eps#Buyer2026');
  await tabTo(page, '#accountLogin_agreement');
  await page.keyboard.press('Space');
  await expect(page.locator('#accountLogin_agreement')).toBeChecked();
  await tabTo(page, '.eps-form-actions button[type="submit"]:not([disabled]), .eps-form-actions button.ant-btn-primary:not([disabled])');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/main\/home$/, { timeout: 30_000 });
  await expect(page.getByTestId('top-bar')).toBeVisible();
});

test('the to-do dialog with the keyboard: skip link, focus trap, focus back to the opener, acting on a row', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/home');
  await expect(page.getByTestId('home-tasks-open')).toBeVisible();

  // The first Tab stop is the skip link; Enter moves focus into the content.
  await page.keyboard.press('Tab');
  expect(await focused(page, '[data-testid="skip-link"]')).toBe(true);
  await expect(page.getByTestId('skip-link')).toBeInViewport();
  await page.keyboard.press('Enter');
  expect(await focused(page, '#eps-main-content')).toBe(true);

  await tabTo(page, '[data-testid="home-tasks-open"]');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-table-row').first()).toBeVisible();
  // Focus stays inside the dialog however far the user tabs.
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    // Never on anything behind the dialog (the body itself may hold focus for a moment while rows
    // re-render; the next Tab then goes back into the dialog, src/shell/layout/modalFocusGuard).
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-modal-wrap, .ant-modal')) return 'inside';
      return active.outerHTML.slice(0, 160);
    });
    expect(where, `Tab ${i + 1} left the dialog`).toBe('inside');
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => focused(page, '[data-testid="home-tasks-open"]')).toBe(true);

  // Again, and act on the first row that can be handled.
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.ant-table-row').first()).toBeVisible();
  await tabTo(page, '.ant-modal .eps-table-row-action:not([disabled])', { max: 120 });
  const opened: string[] = [];
  page.context().on('page', (popup) => opened.push(popup.url()));
  await page.keyboard.press('Enter');
  // A relative task link closes the dialog and navigates (a sub-app's task page, or an approval document for the
  // seeded approval to-dos, which come first); an absolute one opens a window.
  await expect.poll(() => opened.length > 0 || /\/sub-ui\/task\/\d+|\/(bpm|fw|jcy)-ui\/|\/workbench\/approval/.test(page.url()), { timeout: 20_000 }).toBe(true);
});

test('changing a setting in a dialog with the keyboard; the result is announced', async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, { account: 'e2e_partner', password: 'Eps#Part2026' }, 'en');
  await page.goto('/pages/main/user-setting');
  const opener = page.getByRole('button', { name: 'Business contact', exact: true });
  await expect(opener).toBeVisible();
  await tabToButton(page, 'Business contact');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  // The first field has focus when the dialog opens.
  await expect.poll(() => focused(page, '.ant-modal input')).toBe(true);
  const name = `Keyboard ${Date.now() % 100_000}`;
  await tabTo(page, '.ant-modal input[id$="_contact"]');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  await tabTo(page, '.ant-modal input[id$="_email"]');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('keyboard@example.com');
  await tabTo(page, '.ant-modal input[id$="_linkPhone"]');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('13800138000');
  await tabTo(page, '.ant-modal-footer button.ant-btn-primary, .ant-modal button.ant-btn-primary');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // antd's toast is not a live region; the portal's status region says it.
  await expect(page.locator('#eps-live-status[aria-live="polite"]')).not.toBeEmpty();
  await expect.poll(() => focusedButton(page, 'Business contact')).toBe(true);

  // The new value is stored: the dialog shows it when opened again.
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-modal input[id$="_contact"]')).toHaveValue(name);
});

test('the app launcher with the keyboard: Enter opens it on its search box, Enter launches the match', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/home');
  await expect(page.getByTestId('fast-apps')).toBeVisible();
  await tabTo(page, '[data-testid="fast-apps"]');
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page, '[data-testid="my-apps-search"]')).toBe(true);
  const first = (await page.getByTestId('my-apps-popover').locator('.ant-cascader-menu-item').first().innerText()).trim();
  await page.keyboard.type(first);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('my-apps-popover')).toBeHidden();
});

/** Presses ArrowDown in the side menu until the focused entry reads `name`. */
async function arrowToEntry(page: Page, name: string, max = 30): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    const before = await focusedText(page);
    if ((await focused(page, '[data-testid="side-menu"] [role="menuitem"]')) && before === name) return;
    await page.keyboard.press('ArrowDown');
    // rc-menu moves focus in a later frame: read before it lands, the old entry would earn a second
    // ArrowDown that lands after the check saw the right one (Enter then opened the entry below it).
    await expect.poll(() => focusedText(page), { timeout: 5_000 }).not.toBe(before);
  }
  throw new Error(`ArrowDown never reached the menu entry ${name}`);
}

/** The title of the view tab that has focus (the tab also holds antd's hidden "Tab 1 of 2" for screen readers). */
const focusedViewTab = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => document.activeElement?.querySelector('[data-testid="view-tab"]')?.textContent?.trim());

test('the side menu and the view tabs with the keyboard, each showing where focus is', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/workbench/todo');
  const side = page.getByTestId('side-menu');
  await expect(side.getByRole('menuitem', { name: 'Bulletins' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('view-tab')).toHaveText(['To-do']);

  // Tab reaches the menu's filter box, then the menu; arrows move between entries, Enter opens one.
  await tabTo(page, '[data-testid="side-menu"] input');
  expect(await focusIndicator(page), 'the filter box shows focus').not.toBeNull();
  await tabTo(page, '[data-testid="side-menu"] [role="menu"], [data-testid="side-menu"] [role="menuitem"]');
  await arrowToEntry(page, 'Bulletins');
  expect(await focusIndicator(page), 'a menu entry shows focus').not.toBeNull();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/main\/workbench\/bulletins$/);
  await expect(page.getByTestId('view-tab')).toHaveText(['To-do', 'Bulletins']);

  // The active view tab is one Tab stop; the arrows move to another tab and Enter opens it.
  await tabTo(page, '[data-testid="view-tabs"] [role="tab"][aria-selected="true"]', { max: 80 });
  expect(await focusIndicator(page), 'a view tab shows focus').not.toBeNull();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedViewTab(page)).toBe('To-do');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pages\/main\/workbench\/todo$/);
  await expect(page.locator('[data-testid="view-tabs"] [role="tab"][aria-selected="true"] [data-testid="view-tab"]')).toHaveText('To-do');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedViewTab(page)).toBe('Bulletins');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/pages\/main\/workbench\/bulletins$/);
});

test('the focused control shows a focus indicator: skip link, top-bar tools, buttons', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/home');
  await expect(page.getByTestId('home-tasks-open')).toBeVisible({ timeout: 60_000 });
  for (const selector of ['[data-testid="skip-link"]', '[data-testid="fast-apps"]', '[data-testid="language-switch"]', '[data-testid="home-tasks-open"]']) {
    await tabTo(page, selector, { max: 80 });
    expect(await focusIndicator(page), `${selector} shows focus`).not.toBeNull();
  }
});

/**
 * Records every antd motion that runs on the page (a dialog zooming, its mask fading), from the first load: the
 * `-active` class is the running motion. (Without motion a dialog still takes its `-prepare` class for a frame:
 * rc-dialog works out where it zooms from in that step; no motion follows it.)
 */
async function watchMotions(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __motions: Set<string> }).__motions = seen;
    const note = (element: Element): void => {
      for (const name of Array.from(element.classList)) if (/^ant-(zoom|fade|slide-up|slide-down|move-up)-(appear|enter|leave)-active$/.test(name)) seen.add(name);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) note(record.target);
        for (const node of Array.from(record.addedNodes)) if (node instanceof Element) [node, ...Array.from(node.querySelectorAll('*'))].forEach(note);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  return async () => {
    const seen = await page.evaluate(() => Array.from((window as unknown as { __motions: Set<string> }).__motions));
    await page.evaluate(() => (window as unknown as { __motions: Set<string> }).__motions.clear());
    return seen.sort();
  };
}

test('reduced motion: the to-do dialog opens and closes without motion, and with it once the setting is off (no reload)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const motions = await watchMotions(page);
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/home');
  const opener = page.getByTestId('home-tasks-open');
  await expect(opener).toBeVisible({ timeout: 60_000 });
  const dialog = page.getByRole('dialog');

  await motions();
  await opener.click();
  await expect(dialog.locator('.ant-table-row').first()).toBeVisible();
  await dialogSettled(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await motions(), 'motions with reduced motion asked for').toEqual([]);

  // The reader turns the setting off: the same page, now with antd's motions.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await opener.click();
  await expect(dialog.locator('.ant-table-row').first()).toBeVisible();
  await dialogSettled(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await motions(), 'the dialog zooms in and out again').toEqual(expect.arrayContaining(['ant-zoom-appear-active', 'ant-zoom-leave-active']));
});

/**
 * Waits, as a reader does, until the dialog is up: its open motion over (with motion), or its one `-prepare`
 * frame gone (without). Its rows are on screen in the same commit as the dialog itself (renderers preloaded, the
 * answer prefetched), while rc-motion takes two frames for each step before the zoom's `-active` one: an Escape
 * pressed as soon as the rows show turns the appear into a leave before it runs, and the open looks motionless.
 */
async function dialogSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal.eps-dialog')).not.toHaveClass(/\bant-zoom-(appear|enter)\b/);
}
