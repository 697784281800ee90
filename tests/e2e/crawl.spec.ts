/**
 * Every path leads somewhere: for the buyer, the supplier and the level-2
 * supplier, in both languages, every home tile, menu entry (from the user's
 * own permission tree), top-bar icon, to-do Handle / View (the first page of
 * the to-do list) and bulletin is opened the way a person opens it, and must
 * land on a page that is not an error page (403, 404, errors-tip, "under
 * development", a sub-app that failed or shows its own error, a browser
 * error) and shows no interface text of the other language. External menu
 * links to the portal's own documents (help centre, customer service) are
 * opened too; links to other sites are counted, not opened. Approval to-dos (bpm/fw/jcy/camunda documents) are opened and
 * reported apart. Prints opened / landed per account and language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMenuModel, type MenuItem, type PermissionNode } from '../../src/menu';
import { TEXTS as SUBAPP_TEXTS } from '../../subapps/lib/texts';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { collectPageErrors, signInThroughApi, type AccountCredentials } from './helpers/session';

type Language = 'zh-cn' | 'en';

const ACCOUNTS: Record<string, AccountCredentials> = {
  buyer: { account: 'buyer', password: 'Eps#Buyer2026' },
  supplier: { account: 'supplier', password: 'Eps#Supp2026' },
  supplier2: { account: 'supplier2', password: 'Eps#Lvl2026' },
};

/** Pages that are error states, by their test ids (src/shell/pages). */
const ERROR_PAGES = ['page-404', 'page-403', 'page-error-tip', 'page-developing'];
const TODO_PATH = '/pages/main/workbench/todo';
const BULLETINS_PATH = '/pages/main/bulletins';
const APPROVAL_PATH = /\/(bpm|fw|jcy)-ui\/|approval|camunda/;

/** Every string value of a translation tree. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

function localeStrings(language: Language): string[] {
  const dir = join(process.cwd(), 'src', 'i18n', 'locales', language);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  return [...files.flatMap((name) => strings(JSON.parse(readFileSync(join(dir, name), 'utf8')))), ...strings(SUBAPP_TEXTS[language])];
}

/**
 * Interface texts of `language` that the other language never shows: the longest literal part of
 * each text (around `{{values}}`), long enough not to be a common word that data may hold too.
 */
function foreignTexts(language: Language): string[] {
  const own = new Set(localeStrings(language === 'en' ? 'en' : 'zh-cn'));
  const other = localeStrings(language === 'en' ? 'zh-cn' : 'en');
  const pieces = other
    .filter((text) => !own.has(text))
    .map((text) => text.split(/\{\{?[^}]*\}?\}/).sort((a, b) => b.length - a.length)[0]?.trim() ?? '')
    .filter((piece) => (language === 'en' ? /[\u4e00-\u9fff]/.test(piece) && [...piece].length >= 5 : /^[A-Z][a-z]+ [a-z]+ [a-z]+/.test(piece) && piece.length >= 16));
  return [...new Set(pieces)];
}

/** Why the page shown is not a landing, or undefined when it is one. */
async function problemOf(page: Page, foreign: readonly string[]): Promise<string | undefined> {
  // Settled: no boot or sub-app loading indicator, no spinning table or sub-app read. The boot
  // indicator (.eps-boot) has no text: a window checked while its code still loads (an SSO launch's,
  // on a loaded machine) read as a blank page.
  await expect
    .poll(async () => page.locator('.eps-boot, [data-testid="embedded-loading"], [data-testid="sa-loading"], .ant-spin-spinning, .ant-skeleton-active').count(), { timeout: 30_000 })
    .toBe(0)
    .catch(() => undefined);
  const url = new URL(page.url());
  if (url.pathname.startsWith('/errors/')) return `error route ${url.pathname}`;
  for (const id of ERROR_PAGES) if ((await page.getByTestId(id).count()) > 0) return `error page ${id}`;
  if ((await page.locator('[data-testid="embedded-app"][data-state="failed"]').count()) > 0) return 'sub-app failed';
  if ((await page.getByTestId('sa-error').count()) > 0) return `sub-app error: ${await page.getByTestId('sa-error').first().innerText()}`;
  const text = await page.locator('body').innerText();
  if (text.trim().length === 0) return 'blank page';
  const seen = foreign.filter((piece) => text.includes(piece));
  return seen.length ? `other language: ${seen.slice(0, 3).join(' | ')}` : undefined;
}

interface Tally {
  opened: number;
  landed: number;
  failures: string[];
  approvals: string[];
  external: string[];
}

async function record(tally: Tally, what: string, page: Page, foreign: readonly string[]): Promise<void> {
  tally.opened += 1;
  const problem = await problemOf(page, foreign);
  if (problem) tally.failures.push(`${what} -> ${new URL(page.url()).pathname}: ${problem}`);
  else tally.landed += 1;
}

/** Clicks `trigger`; a launch that opens a window is followed there (and the window closed). */
async function openFrom(context: BrowserContext, page: Page, click: () => Promise<void>, check: (target: Page) => Promise<void>): Promise<void> {
  const before = page.url();
  const popup = context.waitForEvent('page', { timeout: 4_000 }).catch(() => undefined);
  await click();
  const opened = await popup;
  if (opened) {
    await opened.waitForLoadState('load');
    await check(opened);
    await opened.close();
    return;
  }
  await expect.poll(() => page.url(), { timeout: 10_000 }).not.toBe(before).catch(() => undefined);
  await check(page);
}

/**
 * An external menu link: one of the portal's own documents (help centre, customer service) is opened
 * and must show its text in the page's language only; another site's is counted, not opened.
 */
async function openExternal(page: Page, tally: Tally, url: string, language: Language, foreign: readonly string[]): Promise<void> {
  if (/^https?:/i.test(url)) {
    tally.external.push(url);
    return;
  }
  await page.goto(url);
  const other = language === 'en' ? 'zh-cn' : 'en';
  const shown = await page.locator(`[data-lang="${language}"]`).isVisible();
  const hidden = await page.locator(`[data-lang="${other}"]`).isHidden();
  if (!shown || !hidden) {
    tally.opened += 1;
    tally.failures.push(`link ${url}: not shown in ${language} alone`);
    return;
  }
  await record(tally, `link ${url}`, page, foreign);
  await page.screenshot({ path: shotPath(`${language}${url.replace(/[^a-z]+/g, '-')}`), fullPage: true });
}

function menuEntries(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...menuEntries(item.children)]);
}

async function crawl(page: Page, context: BrowserContext, who: string, language: Language): Promise<Tally> {
  const tally: Tally = { opened: 0, landed: 0, failures: [], approvals: [], external: [] };
  const foreign = foreignTexts(language);
  await signInThroughApi(page, ACCOUNTS[who]!, language);

  // Home tiles.
  await page.goto('/pages/main/home');
  const tiles = page.getByTestId('home-apps').getByRole('button');
  await expect(tiles.first()).toBeVisible({ timeout: 30_000 });
  const tileNames = await tiles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? node.textContent ?? ''));
  for (const [index, name] of tileNames.entries()) {
    await page.goto('/pages/main/home');
    await expect(tiles.nth(index)).toBeVisible({ timeout: 30_000 });
    await openFrom(context, page, () => tiles.nth(index).click(), (target) => record(tally, `tile ${name}`, target, foreign));
  }

  // Menu entries of every app the user holds.
  const nodes = ((await (await page.request.get('/eps/auth/permission/listPermissionNotree')).json()) as { data: PermissionNode[] }).data;
  const model = buildMenuModel(nodes);
  for (const app of model.apps) {
    for (const item of menuEntries(app.menu)) {
      if (item.externalUrl) await openExternal(page, tally, item.externalUrl, language, foreign);
      if (!item.path) continue;
      await page.goto(item.path);
      await record(tally, `menu ${item.path}`, page, foreign);
    }
  }

  // Top-bar icons.
  for (const icon of ['icon-home', 'icon-enterprise', 'icon-pec']) {
    await page.goto('/pages/main/home');
    await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
    const button = page.getByTestId(icon);
    if ((await button.count()) === 0) continue;
    await openFrom(context, page, () => button.click(), (target) => record(tally, icon, target, foreign));
  }

  // To-do Handle / View of the first page.
  const actionName = language === 'en' ? /^(Handle|View)$/ : /^(处理|查看)$/;
  await page.goto(TODO_PATH);
  const actions = page.locator('.ant-table-tbody').getByRole('button', { name: actionName });
  // A user without to-dos (the level-2 supplier) sees the empty list: nothing to open.
  await expect(actions.first().or(page.locator('.ant-table-tbody .ant-empty'))).toBeVisible({ timeout: 30_000 });
  const count = Math.min(await actions.count(), 10);
  for (let index = 0; index < count; index += 1) {
    await page.goto(TODO_PATH);
    await expect(actions.nth(index)).toBeVisible({ timeout: 30_000 });
    if (await actions.nth(index).isDisabled()) continue;
    await openFrom(context, page, () => actions.nth(index).click(), async (target) => {
      if (APPROVAL_PATH.test(target.url())) {
        const problem = await problemOf(target, foreign);
        tally.approvals.push(`${new URL(target.url()).pathname}: ${problem ?? 'landed'}`);
        return;
      }
      await record(tally, `to-do ${index + 1}`, target, foreign);
    });
  }

  // Bulletins: each title of the list opens its detail.
  await page.goto(BULLETINS_PATH);
  const titles = page.locator('.ant-tabs-tabpane-active .ant-table-tbody .eps-action-link');
  await expect(titles.first()).toBeVisible({ timeout: 30_000 });
  const bulletinCount = Math.min(await titles.count(), 6);
  for (let index = 0; index < bulletinCount; index += 1) {
    await page.goto(BULLETINS_PATH);
    await expect(titles.nth(index)).toBeVisible({ timeout: 30_000 });
    await openFrom(context, page, () => titles.nth(index).click(), (target) => record(tally, `bulletin ${index + 1}`, target, foreign));
  }
  return tally;
}

for (const who of Object.keys(ACCOUNTS)) {
  for (const language of ['zh-cn', 'en'] as const) {
    test(`every path leads somewhere: ${who} in ${language}`, async ({ page, context }) => {
      test.setTimeout(600_000);
      const errors = collectPageErrors(page);
      const tally = await crawl(page, context, who, language);
      console.log(
        `[crawl] ${who} ${language}: opened ${tally.opened}, landed ${tally.landed}; approval to-dos ${tally.approvals.length}; links to other sites not opened ${tally.external.length}` +
          [...tally.failures.map((line) => `\n  FAIL ${line}`), ...tally.approvals.map((line) => `\n  approval ${line}`), ...tally.external.map((line) => `\n  external ${line}`)].join(''),
      );
      expect(tally.opened).toBeGreaterThan(5);
      expect(tally.failures).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

/** Where the width screenshots go (looked at by whoever changes these pages). */
const shotPath = (name: string): string => `${process.env.CRAWL_SHOTS_DIR ?? 'test-results/screenshots'}/crawl-${name}.png`;

for (const who of ['buyer', 'supplier'] as const) {
  test(`${who}'s main pages at 1280 and 1440 px`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    await signInThroughApi(page, ACCOUNTS[who]!, 'en');
    const pages: Record<string, string> = { home: '/pages/main/home', todo: TODO_PATH, notifications: '/pages/main/workbench/notifications', enterprise: '/pages/main/enterprise' };
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path);
        // The page's own content, or (the buyer's enterprise page) its refusal: either is what the person sees.
        await expect(page.locator('main, [data-testid="page-403"]').first()).toBeVisible({ timeout: 30_000 });
        await expect.poll(async () => page.locator('.ant-spin-spinning, .ant-skeleton-active').count(), { timeout: 30_000 }).toBe(0);
        await page.screenshot({ path: shotPath(`${who}-${name}-${width}`) });
      }
    }
    expect(errors).toEqual([]);
  });
}

