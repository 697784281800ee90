/**
 * The studio as a business analyst uses it, without typing JSON: point at
 * the to-do table in the preview and add a column with titles in two
 * languages (undo and redo it), publish, and a buyer sees it; make a
 * settings field required with a message in two languages and see the
 * message in the preview; build a new list page with a table of bulletins,
 * a search box and a button opening a dialog form, hide the button for
 * level-2 suppliers (checked with "preview as"), publish it, give it a menu
 * and open it as a buyer. Screenshots go to test-results/.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { chooseSelectOption } from './helpers/motion';
import { signInThroughApi } from './helpers/session';

const STUDIO = '/pages/main/lowcode/menus';
const FIRST_LOAD = { timeout: 60_000 };
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// The studio's three panes at a usual desktop width.
test.use({ viewport: { width: 1440, height: 900 } });

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`${STUDIO}?view=screens&id=${encodeURIComponent(id)}`);
  await expect(page.getByTestId('studio-editor')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('studio-outline').getByTestId('outline-node').first()).toBeVisible(FIRST_LOAD);
}

async function saveAndPublish(page: Page, message: string): Promise<void> {
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);
  await page.getByTestId('studio-publish').click();
  await page.getByTestId('studio-publish-message').fill(message);
  await page.getByRole('dialog').getByRole('button', { name: /发\s*布|Publish/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('point at the to-do table, add a column in two languages, undo, redo, publish: the buyer sees it', async ({ page, browser }) => {
  const shipped = JSON.parse(readFileSync('schemas/home/todo.json', 'utf8')) as { body: Array<{ items: Array<{ body: { columns: unknown[] } }> }> };
  const count = shipped.body[0]!.items[0]!.body.columns.length;
  await signInThroughApi(page, 'configurator');
  await openEditor(page, 'home/todo');
  // Start from the shipped table (another spec may have published over it).
  const preview = page.getByTestId('studio-preview');
  await preview.getByRole('columnheader').first().click(FIRST_LOAD);
  const panel = page.getByTestId('studio-properties-panel');
  await expect(panel).toHaveAttribute('data-pointer', '/body/0/items/0/body');
  await expect(page.getByTestId('studio-selected-frame')).toBeVisible();
  await expect(page.locator('.ant-tree-treenode-selected [data-testid="outline-node"]')).toHaveAttribute('data-pointer', '/body/0/items/0/body');
  await page.screenshot({ path: 'test-results/studio-visual-table-selected.png' });

  const columns = page.getByTestId('table-columns');
  const before = await columns.getByTestId('table-columns-item').count();
  await page.getByTestId('table-columns-add').click();
  await columns.getByTestId('table-columns-item').nth(before).click();
  await page.getByTestId(`column-${before}-title-zh-cn`).fill('编号');
  await page.getByTestId(`column-${before}-title-en`).fill('No.');
  await page.getByTestId(`column-${before}-field`).fill('id');
  await expect(preview.getByRole('columnheader', { name: '编号' })).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-visual-column-added.png' });

  // Undo: the field, the title (both languages typed are one step), the new column; redo brings all back.
  for (let step = 0; step < 3; step += 1) await page.getByTestId('studio-undo').click();
  await expect(preview.getByRole('columnheader', { name: '编号' })).toHaveCount(0);
  await expect(columns.getByTestId('table-columns-item')).toHaveCount(before);
  for (let step = 0; step < 3; step += 1) await page.getByTestId('studio-redo').click();
  await expect(preview.getByRole('columnheader', { name: '编号' })).toBeVisible();
  expect(before).toBeGreaterThanOrEqual(count - 1);

  await saveAndPublish(page, 'e2e visual: a number column');
  // Published as a person would write it: the new column last, its keys in the order given.
  const published = (await (await page.request.get('/eps/lowcode/runtime/screen?id=home/todo')).json()).data as typeof shipped;
  const written = published.body[0]!.items[0]!.body.columns;
  expect(written.at(-1)).toEqual({ title: { 'zh-cn': '编号', en: 'No.' }, dataIndex: 'id' });
  expect(Object.keys(written.at(-1) as object)).toEqual(['title', 'dataIndex']);
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInThroughApi(buyer, 'buyer');
  await buyer.goto('/pages/main/workbench/todo');
  await expect(buyer.getByRole('columnheader', { name: '编号' })).toBeVisible(FIRST_LOAD);
  await buyerContext.close();
});

test('make a settings field required with a message in two languages', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  await openEditor(page, 'user/setting');
  const formNode = page.locator('[data-testid="outline-node"][data-pointer="/body/0/body/0/columns/1/body/0"]');
  await formNode.click();
  await expect(page.getByTestId('form-builder')).toBeVisible();
  await page.getByTestId('form-field-userId').click();
  await page.getByTestId('field-userId-required').click();
  await page.getByTestId('field-userId-message-zh-cn').fill('请填写用户编号');
  await page.getByTestId('field-userId-message-en').fill('Enter the user id');
  await page.screenshot({ path: 'test-results/studio-visual-required.png' });
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);
  type Form = { schema: { required: string[] }; uiSchema: Record<string, Record<string, unknown>> };
  const detail = (await (await page.request.get('/eps/lowcode/screens/one?id=user/setting')).json()).data as { draft: { document: { body: [{ body: [{ columns: [unknown, { body: [Form] }] }] }] } } };
  const form = detail.draft.document.body[0].body[0].columns[1].body[0];
  expect(form.schema.required).toEqual(['username', 'userId']);
  expect(form.uiSchema.userId?.['ui:messages']).toEqual({ required: { 'zh-cn': '请填写用户编号', en: 'Enter the user id' } });
  // Undo takes the message and the switch back.
  await page.getByTestId('studio-undo').click();
  await page.getByTestId('studio-undo').click();
  await expect(page.getByTestId('field-userId-required')).toHaveAttribute('aria-checked', 'false');
});

test('build a list page with a search box and a dialog form, hide its button for level-2 suppliers, publish, open it from a menu', async ({ page, browser }) => {
  await signInThroughApi(page, 'configurator');
  await page.goto(`${STUDIO}?view=screens`);
  await expect(page.getByTestId('studio-screens')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('new-screen').click();
  await page.getByTestId('new-screen-id').fill('t/visual-list');
  await page.getByRole('dialog').getByRole('button', { name: /创\s*建|Create/ }).click();
  await expect(page.getByTestId('studio-editor')).toHaveAttribute('data-screen-id', 't/visual-list', FIRST_LOAD);
  // The template's table reads the bulletins through a call that takes no keyword: no search box until the call does.
  const preview = page.getByTestId('studio-preview');
  await preview.getByRole('columnheader', { name: '标题' }).click(FIRST_LOAD);
  await expect(page.getByTestId('table-builder')).toBeVisible();
  await expect(page.getByTestId('table-search')).toBeDisabled();
  await page.getByRole('combobox', { name: /数据接口|Data call/ }).fill('/eps/config/uc/news/visitorPage');
  await expect(page.getByTestId('table-search')).toBeEnabled();
  await page.getByTestId('table-search').click();
  await expect(preview.locator('.eps-table-search input').first()).toBeVisible(FIRST_LOAD);

  // A button from the palette in the table's toolbar, opening a dialog with a form, hidden for level-2 suppliers.
  await page.getByTestId('palette-open').click();
  await page.getByTestId('palette-button').click();
  await chooseSelectOption(page, page.getByTestId('prop-action-kind'), /打开带表单的对话框|Open a dialog/);
  await page.getByTestId('prop-label-zh-cn').fill('新建');
  await page.getByTestId('prop-label-en').fill('New');
  await chooseSelectOption(page, page.getByTestId('prop-hiddenOn-platform'), /供应商|Suppliers/);
  await chooseSelectOption(page, page.getByTestId('prop-hiddenOn-level'), /2 级|Level 2/);
  await page.getByTestId('prop-hiddenOn-use').click();
  await expect(page.getByTestId('prop-hiddenOn-text')).toHaveValue("platform == 'su' && user.userLevel == '2'");
  await expect(page.getByTestId('outline-node').filter({ hasText: 'dialog' })).toBeVisible();
  await expect(page.getByTestId('studio-properties-problems')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/studio-visual-list-page.png' });

  // Try the preview: the button opens its dialog with the form.
  await page.getByTestId('studio-preview-mode').getByText(/试用预览|Try the preview/).click();
  await page.getByTestId('studio-preview').getByRole('button', { name: /新\s*建/ }).click();
  await expect(page.getByRole('dialog').getByText('名称')).toBeVisible();
  await page.keyboard.press('Escape');
  // As a level-2 supplier the button is gone.
  await chooseSelectOption(page, page.getByTestId('preview-as-platform'), '供应商 (su)');
  await chooseSelectOption(page, page.getByTestId('preview-as-level'), '等级 2');
  await expect(page.getByTestId('studio-preview').getByRole('button', { name: /新\s*建/ })).toHaveCount(0);

  await saveAndPublish(page, 'e2e visual: list page');
  await page.goto(`${STUDIO}?view=menus`);
  const menus = page.getByTestId('studio-menus');
  await expect(menus.getByText('工作台', { exact: true })).toBeVisible(FIRST_LOAD);
  await menus.getByText('工作台', { exact: true }).click();
  await page.getByTestId('menu-add').click();
  await page.getByTestId('menu-name').fill('公告列表');
  await page.getByLabel('标题（中文）').fill('公告列表');
  await page.getByTestId('menu-title-en').fill('Bulletin list');
  await page.getByTestId('menu-uri').fill('schema:t/visual-list');
  await page.getByTestId('menu-route').fill('visual-list');
  await page.getByRole('dialog').getByRole('button', { name: /保\s*存|Save/ }).click();
  await expect(menus.getByText('schema:t/visual-list')).toBeVisible();

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInThroughApi(buyer, 'buyer');
  await buyer.goto('/pages/main/workbench/visual-list');
  await expect(buyer.getByRole('columnheader', { name: '标题' })).toBeVisible(FIRST_LOAD);
  await expect(buyer.getByRole('button', { name: /新\s*建/ })).toBeVisible();
  await buyer.screenshot({ path: 'test-results/studio-visual-list-buyer.png', fullPage: true });
  await buyerContext.close();
});
