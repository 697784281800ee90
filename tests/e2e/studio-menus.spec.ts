/**
 * The configurator's menu stories in the studio, through its menu editor
 * against the real server, with a buyer already signed in who never signs
 * in again: a new embedded app (its tile opens the micro-app), a group with
 * a page under it, and a shipped entry renamed in place by keyboard and
 * another one hidden, both then restored to the shipped entries. The buyer's
 * portal picks each change up when its window gains focus (the tenant's
 * configuration version). Screenshots go to /tmp/h49-*.png.
 */
import { expect, test, type Page } from './fixtures';
import { signInThroughApi } from './helpers/session';

const STUDIO_MENUS = '/pages/main/lowcode/menus?view=menus';
const FIRST_LOAD = { timeout: 60_000 };
const APP = '租户演示应用';
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** Adds a node under the selected one (or an app when none is): the form's fields, then Save. */
async function addNode(page: Page, fields: { name: string; en: string; uri?: string; route: string }): Promise<void> {
  await page.getByTestId('menu-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('menu-name').fill(fields.name);
  await dialog.getByLabel('标题（中文）').fill(fields.name);
  await dialog.getByTestId('menu-title-en').fill(fields.en);
  if (fields.uri) await dialog.getByTestId('menu-uri').fill(fields.uri);
  await dialog.getByTestId('menu-route').fill(fields.route);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
}

/** The tree row showing `label` (the tree's title span, not a tag). */
const row = (page: Page, label: string) => page.getByTestId('studio-menus').locator('.ant-tree-title').filter({ hasText: label }).first();

/** Moves the portal to `path` as its own links do (no page load). */
async function spaNavigate(user: Page, path: string): Promise<void> {
  await user.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Polls the signed-in page, as its window gains focus, until `check` holds. */
async function untilSeen(user: Page, check: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        await user.evaluate(() => window.dispatchEvent(new Event('focus')));
        return check();
      },
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true);
}

test('a tenant app, a group and shipped entries changed and restored, seen by a buyer who stays signed in', async ({ page, browser }) => {
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInThroughApi(buyer, 'buyer');
  await buyer.goto('/pages/main/workbench/todo');
  const side = buyer.getByTestId('side-menu');
  await expect(side.getByText('公告资讯', { exact: true })).toBeVisible(FIRST_LOAD);

  await signInThroughApi(page, 'configurator');
  await page.goto(STUDIO_MENUS);
  const menus = page.getByTestId('studio-menus');
  await expect(menus.getByText('工作台', { exact: true })).toBeVisible(FIRST_LOAD);

  // An embedded app: nothing selected, so the form adds an app (type 11 by default).
  await addNode(page, { name: APP, en: 'Tenant demo app', uri: 'demo-ui/home', route: 'tenant-demo' });
  await expect(row(page, APP)).toBeVisible();

  // A group (no target) under the workbench, and a page under the group.
  await row(page, '工作台').click();
  await addNode(page, { name: '报表分组', en: 'Report group', route: 'report-group' });
  await expect(row(page, '报表分组')).toContainText('分组');
  await row(page, '报表分组').click();
  await addNode(page, { name: '分组页面', en: 'Grouped page', uri: 'schema:demo/showcase', route: 'grouped-page' });
  await expect(row(page, '分组页面')).toBeVisible();

  // A shipped entry renamed in place from the keyboard: focus the tree, F2, type, Enter.
  await row(page, '公告资讯').click();
  await menus.locator('input[aria-label="for screen reader"]').focus();
  await page.keyboard.press('F2');
  const box = menus.getByRole('textbox', { name: /公告资讯/ });
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('新闻公告');
  await page.keyboard.press('Enter');
  await expect(row(page, '新闻公告')).toContainText('已修改');

  // Another shipped entry hidden from the side menu through its form.
  await row(page, '消息通知').click();
  await page.getByTestId('menu-edit').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch').click();
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, '消息通知')).toContainText('不在菜单中显示');
  await page.screenshot({ path: '/tmp/h49-studio-menus-changed.png', fullPage: true });

  // The buyer, still signed in: the relabelled entry, no hidden one, the group with its page.
  await untilSeen(buyer, async () => (await side.getByText('新闻公告', { exact: true }).count()) === 1 && (await side.getByText('消息通知', { exact: true }).count()) === 0);
  await side.getByText('报表分组', { exact: true }).click();
  await side.getByText('分组页面', { exact: true }).click();
  await expect(buyer).toHaveURL(/\/pages\/main\/workbench\/report-group\/grouped-page$/);
  await expect(buyer.locator('.ant-spin-spinning')).toHaveCount(0, FIRST_LOAD);
  await buyer.screenshot({ path: '/tmp/h49-buyer-side-menu.png', fullPage: true });

  // The tenant app's tile on the home page opens its micro-app.
  await spaNavigate(buyer, '/pages/main/home');
  const tile = buyer.getByTestId('home-apps-item').filter({ hasText: APP });
  await untilSeen(buyer, async () => (await tile.count()) === 1);
  await buyer.screenshot({ path: '/tmp/h49-buyer-home-tile.png', fullPage: true });
  await tile.click();
  await expect(buyer).toHaveURL(/\/pages\/main\/tenant-demo\/home$/, FIRST_LOAD);
  await expect(buyer.getByTestId('demo-ui')).toBeVisible(FIRST_LOAD);
  await expect(buyer.getByText('菜单准备中')).toHaveCount(0);
  await buyer.screenshot({ path: '/tmp/h49-buyer-tenant-app.png', fullPage: true });

  // The Apps menu of the top bar opens it too.
  await spaNavigate(buyer, '/pages/main/home');
  await buyer.getByTestId('fast-apps').click();
  const popover = buyer.getByTestId('my-apps-popover');
  await expect(popover).toBeVisible();
  await expect(buyer.locator('.ant-popover').filter({ has: popover })).not.toHaveClass(/-(appear|enter|leave)\b/);
  await popover.locator('.ant-cascader-menu').first().locator('.ant-cascader-menu-item').filter({ has: buyer.getByText(APP, { exact: true }) }).click();
  await expect(buyer).toHaveURL(/\/pages\/main\/tenant-demo\/home$/, FIRST_LOAD);
  await expect(buyer.getByText('菜单准备中')).toHaveCount(0);

  // Both shipped entries restored; the buyer sees them as shipped again.
  for (const label of ['新闻公告', '消息通知']) {
    await row(page, label).click();
    await page.getByTestId('menu-restore-shipped').click();
  }
  await expect(row(page, '公告资讯')).not.toContainText('已修改');
  await expect(row(page, '消息通知')).not.toContainText('不在菜单中显示');
  await spaNavigate(buyer, '/pages/main/workbench/todo');
  await untilSeen(buyer, async () => (await side.getByText('公告资讯', { exact: true }).count()) === 1 && (await side.getByText('消息通知', { exact: true }).count()) === 1);

  // Leave the shared server's menus as they were for the other specs.
  const tree = (await (await page.request.get('/eps/lowcode/menus')).json()) as { data: Array<{ permissionId: number; name: string; children: Array<{ permissionId: number; name: string }> }> };
  // The app root (its first page, of the same name, goes with it) and the group with its page.
  const own = [...tree.data.filter((node) => node.name === APP), ...tree.data.flatMap((node) => node.children).filter((node) => node.name === '报表分组')];
  expect(own).toHaveLength(2);
  for (const node of own) expect((await page.request.delete(`/eps/lowcode/menus/${node.permissionId}`)).ok()).toBe(true);
  await buyerContext.close();
});
