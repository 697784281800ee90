/**
 * The studio as a business analyst uses it, without typing JSON: point at
 * the to-do table in the preview and add a column with titles in two
 * languages (undo and redo it), publish, and a buyer sees it; make a
 * settings field required with a message in two languages and see the
 * message in the preview; build a new list page with a table of bulletins,
 * a search box and a button opening a dialog form, hide the button for
 * level-2 suppliers (checked with "preview as"), publish it, give it a menu
 * and open it as a buyer. Screenshots go to test-results/ (the editor's
 * one for the docs to docs/images/). Each task counts the clicks and
 * keystrokes a person makes for it (`Effort`), printed and written to
 * test-results/studio-effort.json; checks the test makes on top are not counted.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { chooseSelectOption } from './helpers/motion';
import { signInThroughApi } from './helpers/session';

const STUDIO = '/pages/main/lowcode/menus';
const FIRST_LOAD = { timeout: 60_000 };
test.describe.configure({ mode: 'serial', timeout: 300_000 });
// The studio's three panes at a usual desktop width.
test.use({ viewport: { width: 1440, height: 900 } });

const EFFORT_FILE = 'test-results/studio-effort.json';

/** What a person does for one task: each click, and each key typed (a fill is a click into the box and its characters). */
class Effort {
  clicks = 0;
  keystrokes = 0;
  constructor(
    private readonly page: Page,
    readonly task: string,
  ) {}
  async click(target: Locator): Promise<void> {
    this.clicks += 1;
    await target.click();
  }
  async fill(target: Locator, text: string): Promise<void> {
    this.clicks += 1;
    this.keystrokes += text.length;
    await target.fill(text);
  }
  async press(key: string): Promise<void> {
    this.keystrokes += 1;
    await this.page.keyboard.press(key);
  }
  /** An antd select: open it, pick the option. */
  async choose(trigger: Locator, option: string | RegExp): Promise<void> {
    this.clicks += 2;
    await chooseSelectOption(this.page, trigger, option);
  }
  /** Prints the figures and adds them to the effort file (one entry per task; JSON typed: none). */
  report(): void {
    const figures = { clicks: this.clicks, keystrokes: this.keystrokes, jsonTyped: 0 };
    console.log(`[effort] ${this.task}: ${figures.clicks} clicks, ${figures.keystrokes} keystrokes, JSON typed: none`);
    mkdirSync('test-results', { recursive: true });
    const all = existsSync(EFFORT_FILE) ? (JSON.parse(readFileSync(EFFORT_FILE, 'utf8')) as Record<string, unknown>) : {};
    writeFileSync(EFFORT_FILE, JSON.stringify({ ...all, [this.task]: figures }, null, 2));
  }
}

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`${STUDIO}?view=screens&id=${encodeURIComponent(id)}`);
  await expect(page.getByTestId('studio-editor')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('studio-outline').getByTestId('outline-node').first()).toBeVisible(FIRST_LOAD);
}

async function saveAndPublish(page: Page, message: string, effort: Effort): Promise<void> {
  await effort.click(page.getByTestId('studio-save'));
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);
  await effort.click(page.getByTestId('studio-publish'));
  await effort.fill(page.getByTestId('studio-publish-message'), message);
  await effort.click(page.getByRole('dialog').getByRole('button', { name: /发\s*布|Publish/ }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('point at the to-do table, add a column in two languages, undo, redo, publish: the buyer sees it', async ({ page, browser }) => {
  const shipped = JSON.parse(readFileSync('schemas/home/todo.json', 'utf8')) as { body: Array<{ items: Array<{ body: { columns: unknown[] } }> }> };
  const count = shipped.body[0]!.items[0]!.body.columns.length;
  await signInThroughApi(page, 'configurator');
  const effort = new Effort(page, 'add a column in two languages to the to-do table and publish');
  await openEditor(page, 'home/todo');
  effort.clicks += 1; // the screen in the Screens list (the test opens it by its address)
  // Start from the shipped table (another spec may have published over it).
  const preview = page.getByTestId('studio-preview');
  effort.clicks += 1;
  await preview.getByRole('columnheader').first().click(FIRST_LOAD);
  const panel = page.getByTestId('studio-properties-panel');
  await expect(panel).toHaveAttribute('data-pointer', '/body/0/items/0/body');
  await expect(page.getByTestId('studio-selected-frame')).toBeVisible();
  await expect(page.locator('.ant-tree-treenode-selected [data-testid="outline-node"]')).toHaveAttribute('data-pointer', '/body/0/items/0/body');
  await page.screenshot({ path: 'test-results/studio-visual-table-selected.png' });

  const columns = page.getByTestId('table-columns');
  const before = await columns.getByTestId('table-columns-item').count();
  await effort.click(page.getByTestId('table-columns-add'));
  await effort.click(columns.getByTestId('table-columns-item').nth(before));
  await effort.fill(page.getByTestId(`column-${before}-title-zh-cn`), '编号');
  await effort.fill(page.getByTestId(`column-${before}-title-en`), 'No.');
  await effort.fill(page.getByTestId(`column-${before}-field`), 'id');
  await expect(preview.getByRole('columnheader', { name: '编号' })).toBeVisible();
  // The to-do call takes `orderBy`: the column may be sortable.
  await expect(page.getByTestId(`column-${before}-sortable`)).toBeEnabled();
  await page.screenshot({ path: 'test-results/studio-visual-column-added.png' });
  // The three panes with a node selected, for the docs (one size, PNG): only when asked (UPDATE_DOC_IMAGES=1), so a
  // test run leaves the checkout as it found it.
  if (process.env.UPDATE_DOC_IMAGES === '1') await page.screenshot({ path: 'docs/images/studio-editor.png' });

  // Undo: the field, the title (both languages typed are one step), the new column; redo brings all back.
  for (let step = 0; step < 3; step += 1) await page.getByTestId('studio-undo').click();
  await expect(preview.getByRole('columnheader', { name: '编号' })).toHaveCount(0);
  await expect(columns.getByTestId('table-columns-item')).toHaveCount(before);
  for (let step = 0; step < 3; step += 1) await page.getByTestId('studio-redo').click();
  await expect(preview.getByRole('columnheader', { name: '编号' })).toBeVisible();
  expect(before).toBeGreaterThanOrEqual(count - 1);

  await saveAndPublish(page, 'e2e visual: a number column', effort);
  effort.report();
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
  const effort = new Effort(page, 'make a user-settings field required with a two-language message');
  await openEditor(page, 'user/setting');
  effort.clicks += 1; // the screen in the Screens list
  const formNode = page.locator('[data-testid="outline-node"][data-pointer="/body/0/body/0/columns/1/body/0"]');
  await effort.click(formNode);
  await expect(page.getByTestId('form-builder')).toBeVisible();
  await effort.click(page.getByTestId('form-field-userId'));
  await effort.click(page.getByTestId('field-userId-required'));
  await effort.fill(page.getByTestId('field-userId-message-zh-cn'), '请填写用户编号');
  await effort.fill(page.getByTestId('field-userId-message-en'), 'Enter the user id');
  await page.screenshot({ path: 'test-results/studio-visual-required.png' });
  await effort.click(page.getByTestId('studio-save'));
  effort.report();
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
  const build = new Effort(page, 'build a t/ page with a table of bulletins, a search box and a dialog-form button, and put it in a menu');
  const hide = new Effort(page, 'hide a button for level-2 suppliers and check with preview-as');
  await page.goto(`${STUDIO}?view=screens`);
  build.clicks += 1; // the Screens tab (the test opens it by its address)
  await expect(page.getByTestId('studio-screens')).toBeVisible(FIRST_LOAD);
  await build.click(page.getByTestId('new-screen'));
  await build.fill(page.getByTestId('new-screen-id'), 't/visual-list');
  await build.click(page.getByRole('dialog').getByRole('button', { name: /创\s*建|Create/ }));
  await expect(page.getByTestId('studio-editor')).toHaveAttribute('data-screen-id', 't/visual-list', FIRST_LOAD);
  // The template's table reads the bulletins through a call that takes no keyword: no search box until the call does.
  const preview = page.getByTestId('studio-preview');
  build.clicks += 1;
  await preview.getByRole('columnheader', { name: '标题' }).click(FIRST_LOAD);
  await expect(page.getByTestId('table-builder')).toBeVisible();
  await expect(page.getByTestId('table-search')).toBeDisabled();
  // Typing part of the call's path and picking it from the declared reads.
  await build.fill(page.getByRole('combobox', { name: /数据接口|Data call/ }), 'visitorPage');
  await build.click(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '/eps/config/uc/news/visitorPage' }));
  await expect(page.getByRole('combobox', { name: /数据接口|Data call/ })).toHaveValue('/eps/config/uc/news/visitorPage');
  await expect(page.getByTestId('table-search')).toBeEnabled();
  await build.click(page.getByTestId('table-search'));
  await expect(preview.locator('.eps-table-search input').first()).toBeVisible(FIRST_LOAD);

  // A button from the palette in the table's toolbar, opening a dialog with a form.
  await build.click(page.getByTestId('palette-open'));
  await build.click(page.getByTestId('palette-button'));
  await build.choose(page.getByTestId('prop-action-kind'), /打开带表单的对话框|Open a dialog/);
  await build.fill(page.getByTestId('prop-label-zh-cn'), '新建');
  await build.fill(page.getByTestId('prop-label-en'), 'New');
  // ...hidden for level-2 suppliers.
  await hide.choose(page.getByTestId('prop-hiddenOn-platform'), /供应商|Suppliers/);
  await hide.choose(page.getByTestId('prop-hiddenOn-level'), /2 级|Level 2/);
  await hide.click(page.getByTestId('prop-hiddenOn-use'));
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
  await hide.choose(page.getByTestId('preview-as-platform'), '供应商 (su)');
  await hide.choose(page.getByTestId('preview-as-level'), '等级 2');
  await expect(page.getByTestId('studio-preview').getByRole('button', { name: /新\s*建/ })).toHaveCount(0);
  hide.report();

  await saveAndPublish(page, 'e2e visual: list page', build);
  await page.goto(`${STUDIO}?view=menus`);
  build.clicks += 1; // the Menus tab
  const menus = page.getByTestId('studio-menus');
  await expect(menus.getByText('工作台', { exact: true })).toBeVisible(FIRST_LOAD);
  await build.click(menus.getByText('工作台', { exact: true }));
  await build.click(page.getByTestId('menu-add'));
  await build.fill(page.getByTestId('menu-name'), '公告列表');
  await build.fill(page.getByLabel('标题（中文）'), '公告列表');
  await build.fill(page.getByTestId('menu-title-en'), 'Bulletin list');
  await build.fill(page.getByTestId('menu-uri'), 'schema:t/visual-list');
  await build.fill(page.getByTestId('menu-route'), 'visual-list');
  await build.click(page.getByRole('dialog').getByRole('button', { name: /保\s*存|Save/ }));
  await expect(menus.getByText('schema:t/visual-list')).toBeVisible();
  build.report();

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInThroughApi(buyer, 'buyer');
  await buyer.goto('/pages/main/workbench/visual-list');
  await expect(buyer.getByRole('columnheader', { name: '标题' })).toBeVisible(FIRST_LOAD);
  await expect(buyer.getByRole('button', { name: /新\s*建/ })).toBeVisible();
  await buyer.screenshot({ path: 'test-results/studio-visual-list-buyer.png', fullPage: true });
  await buyerContext.close();
});

test('wrap the table in a card, drag the button out of its toolbar, set a column and a form field\'s options', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  await openEditor(page, 't/visual-list');
  const outline = page.getByTestId('studio-outline');
  const node = (pointer: string): Locator => outline.locator(`[data-testid="outline-node"][data-pointer="${pointer}"]`);

  // Wrap in a card: the table is now the card's first child.
  await node('/body/0').click();
  await page.getByTestId('outline-wrap').click();
  await page.getByRole('menuitem', { name: /卡片|A card/ }).click();
  await expect(node('/body/0')).toContainText('card');
  await expect(node('/body/0/body/0')).toContainText('table');
  await expect(node('/body/0/body/0/toolbar/0')).toContainText('button');

  // Drag the toolbar's button onto the table's upper half: the tree drops it into the card above, first in its body
  // (the pointer keeps its x, so the tree keeps the level).
  const source = node('/body/0/body/0/toolbar/0');
  const target = node('/body/0/body/0');
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 4, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, to.y + 2, { steps: 5 });
  await page.mouse.move(from.x + 4, to.y + 3, { steps: 2 });
  await page.mouse.up();
  await expect(node('/body/0/body/0')).toContainText('button');
  await expect(node('/body/0/body/1')).toContainText('table');
  await expect(page.getByTestId('studio-properties-panel')).toHaveAttribute('data-pointer', '/body/0/body/0');
  await page.screenshot({ path: 'test-results/studio-visual-dragged.png' });
  // One undo puts it back in the toolbar; redo moves it again.
  await page.getByTestId('studio-undo').click();
  await expect(node('/body/0/body/0/toolbar/0')).toContainText('button');
  await page.getByTestId('studio-redo').click();
  await expect(node('/body/0/body/0')).toContainText('button');

  // A column's width; the bulletins call takes no orderBy, so no sorting.
  await node('/body/0/body/1').click();
  await page.getByTestId('table-columns').getByTestId('table-columns-item').nth(1).click();
  await page.getByTestId('column-1-width').fill('200');
  await expect(page.getByTestId('column-1-sortable')).toBeDisabled();
  await expect(page.getByTestId('column-1-enum')).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-visual-column-options.png' });

  // The dialog form's name: help, a length check with its message in two languages, the phone pattern, read-only.
  await outline.getByTestId('outline-node').filter({ hasText: /^form/ }).first().click();
  await page.getByTestId('form-field-name').click();
  await page.getByTestId('field-name-help-zh-cn').fill('对外显示的名称');
  await page.getByTestId('field-name-help-en').fill('The name others see');
  await page.getByTestId('field-name-maxLength').fill('20');
  await page.getByTestId('field-name-maxLength-message-zh-cn').fill('最多 20 个字');
  await page.getByTestId('field-name-maxLength-message-en').fill('At most 20 characters');
  await chooseSelectOption(page, page.getByTestId('field-name-pattern-preset'), /手机号|Mobile/);
  await expect(page.getByTestId('field-name-pattern')).toHaveValue('^1[3-9]\\d{9}$');
  await page.getByTestId('field-name-readonly').click();
  await page.screenshot({ path: 'test-results/studio-visual-field-options.png' });
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);

  type Doc = { body: [{ type: string; body: [{ type: string }, { columns: { width?: number }[] }] }] };
  const saved = ((await (await page.request.get('/eps/lowcode/screens/one?id=t/visual-list')).json()).data as { draft: { document: Doc } }).draft.document;
  expect(saved.body[0].type).toBe('card');
  expect(saved.body[0].body[0].type).toBe('button');
  expect(saved.body[0].body[1].columns[1]?.width).toBe(200);
  const text = JSON.stringify(saved);
  expect(text).toContain('"maxLength":20');
  expect(text).toContain('"pattern":"^1[3-9]\\\\d{9}$"');
  expect(text).toContain('"ui:messages":{"maxLength":{"zh-cn":"最多 20 个字","en":"At most 20 characters"}}');
  expect(text).toContain('"ui:help":{"zh-cn":"对外显示的名称","en":"The name others see"}');
  expect(text).toContain('"ui:readonly":true');
});

test('show a dialog field only for one answer of another field ("Shown when") and see it appear in the preview', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  const effort = new Effort(page, 'show a form field only for one choice of another field');
  await openEditor(page, 'workflow/dialogs/upgrade');
  effort.clicks += 1; // the screen in the Screens list (the test opens it by its address)
  const dialog = page.getByTestId('studio-preview-layer').getByRole('dialog');
  await expect(dialog.getByText('审批意见')).toBeVisible(FIRST_LOAD);

  // The comment only for an upgrade to the CEO: the field, then the other field and its choice.
  await effort.click(page.getByTestId('studio-outline').getByTestId('outline-node').filter({ hasText: /^form/ }).first());
  await expect(page.getByTestId('form-builder')).toBeVisible();
  await effort.click(page.getByTestId('form-field-comment'));
  await effort.choose(page.getByTestId('field-comment-shownWhen-field'), '升级类型');
  await effort.choose(page.getByTestId('field-comment-shownWhen-value'), '上报总经理');
  await expect(dialog.getByText('审批意见')).toHaveCount(0);
  await expect(page.getByTestId('studio-properties-problems')).toHaveCount(0);

  // Trying the preview: the comment appears for the CEO, and goes for another type.
  await page.getByTestId('studio-preview-mode').getByText(/试用预览|Try the preview/).click();
  // The select's box, not its input: once a type is picked, its text lies over the input.
  const upgradeType = dialog.locator('.ant-form-item').filter({ hasText: '升级类型' }).locator('.ant-select-selector');
  await chooseSelectOption(page, upgradeType, '上报总经理');
  await expect(dialog.getByLabel('审批意见')).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-visual-shown-when.png' });
  await chooseSelectOption(page, upgradeType, '上报上级');
  await expect(dialog.getByText('审批意见')).toHaveCount(0);
  effort.report();

  // One undo takes the condition away: the comment is always shown again.
  await page.getByTestId('studio-undo').click();
  await expect(dialog.getByLabel('审批意见')).toBeVisible();
  await expect(page.getByTestId('field-comment-shownWhen-field')).not.toContainText('升级类型');
});

/** The title the table builder guesses from a field's path (tableSample.ts's labelFromPath). */
function guessedTitle(path: string): string {
  const text = path.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[._\-\s]+/).filter(Boolean).map((word) => word.toLowerCase()).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

test('add a to-do column from the fields of the table’s sampled answer; undo takes it back', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  await openEditor(page, 'home/todo');
  const outline = page.getByTestId('studio-outline');
  await outline.locator('[data-testid="outline-node"][data-pointer="/body/0/items/0/body"]').click();
  await expect(page.getByTestId('table-builder')).toBeVisible();
  const columns = page.getByTestId('table-columns').getByTestId('table-columns-item');
  const before = await columns.count();

  await page.getByTestId('table-sample').click();
  const fields = page.getByTestId('table-sample-fields');
  await expect(fields).toBeVisible(FIRST_LOAD);
  // The fields the table shows are marked, the rest offered.
  await expect(fields.locator('[data-path="taskName"]')).toContainText(/已显示|Shown/);
  const offered = fields.locator('button[data-testid^="table-sample-add-"]').first();
  const path = ((await offered.getAttribute('data-testid')) ?? '').replace('table-sample-add-', '');
  expect(path).not.toBe('');
  await page.getByTestId('table-sample-panel').screenshot({ path: '/tmp/c-sample-fields.png' });
  await offered.click();
  await expect(columns).toHaveCount(before + 1);
  await expect(columns.last()).toContainText(path);
  await expect(fields.locator(`[data-path="${path}"]`)).toContainText(/已显示|Shown/);
  const preview = page.getByTestId('studio-preview');
  await expect(preview.getByRole('columnheader', { name: guessedTitle(path) })).toBeVisible();
  await page.screenshot({ path: '/tmp/c-sample-added.png' });

  // One undo step takes the column back.
  await page.getByTestId('studio-undo').click();
  await expect(columns).toHaveCount(before);
  await expect(preview.getByRole('columnheader', { name: guessedTitle(path) })).toHaveCount(0);

  // The table's filter (the task status buttons) in the filters editor: its kind, dictionary and param.
  await page.getByTestId('table-filters').getByTestId('table-filters-item').first().click();
  await expect(page.getByTestId('filter-0-name')).toHaveValue('taskStatus');
  await expect(page.getByRole('combobox', { name: /选项来自字典|Choices from a dictionary/ }).first()).toHaveValue('taskStatus');
  await page.getByTestId('table-filters-editor').screenshot({ path: '/tmp/c-filters.png' });
});

test('drag an alert from the palette into the outline, before the tabs; undo takes it out', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  await openEditor(page, 'home/todo');
  const outline = page.getByTestId('studio-outline');
  const node = (pointer: string): Locator => outline.locator(`[data-testid="outline-node"][data-pointer="${pointer}"]`);
  await expect(node('/body/0')).toContainText('tabs');

  await page.getByTestId('palette-open').click();
  const item = page.getByTestId('palette-alert');
  // The list scrolls: the item is brought into its view before the mouse takes it.
  await item.scrollIntoViewIfNeeded();
  await item.hover();
  const from = (await item.boundingBox())!;
  const target = node('/body/0');
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + from.height / 2 + 10, { steps: 3 });
  // The row's upper quarter: before the tabs, in the page's body.
  await page.mouse.move(to.x + 20, to.y + 2, { steps: 8 });
  await expect(target).toHaveAttribute('data-drop', 'before');
  await page.screenshot({ path: '/tmp/c-palette-dragging.png' });
  await page.mouse.up();
  await expect(node('/body/0')).toContainText('alert');
  await expect(node('/body/1')).toContainText('tabs');
  await expect(page.getByTestId('studio-properties-panel')).toHaveAttribute('data-pointer', '/body/0');
  await expect(page.getByTestId('studio-preview').getByRole('alert').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/c-palette-dropped.png' });

  await page.getByTestId('studio-undo').click();
  await expect(node('/body/0')).toContainText('tabs');
  await expect(node('/body/1')).toHaveCount(0);
});
