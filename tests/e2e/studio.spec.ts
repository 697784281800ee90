/**
 * The low-code studio as a configurator, through its UI, against the real
 * server: a broken draft shows its problems at their pointers and
 * publishes nothing; a shipped screen gets a column, is published and a
 * buyer in another browser context sees it without signing in again; a
 * tenant screen `t/...` is created from the table template; screenshots of
 * the studio in zh-cn and en go to test-results/.
 */
import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { signInThroughApi } from './helpers/session';

const STUDIO = '/pages/main/lowcode/menus';
// The studio's chunk (CodeMirror, ajv, jsondiffpatch) is large; on a loaded machine its first load takes a while.
const FIRST_LOAD = { timeout: 60_000 };
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const TODO_ID = 'home/todo';
const COLUMN_TITLE = { 'zh-cn': '工作台编号E2E', en: 'Desk no. E2E' };

/** Replaces the editor's whole text (insertText: no auto-closed brackets). */
async function setEditorText(page: Page, text: string): Promise<void> {
  const content = page.locator('[data-testid="studio-code"] .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

function todoWithColumn(): Record<string, unknown> {
  const document = JSON.parse(readFileSync('schemas/home/todo.json', 'utf8')) as Record<string, unknown>;
  delete document.$schema;
  const table = (document as { body: Array<{ items: Array<{ body: { columns: unknown[] } }> }> }).body[0]!.items[0]!.body;
  table.columns.splice(1, 0, { title: COLUMN_TITLE, dataIndex: 'id', width: 120 });
  return document;
}

test('a broken draft is refused at its pointer and nothing is published', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  // Another spec may have published an override of this screen before: what counts is that this save changes nothing.
  const publishedBefore = (await (await page.request.get(`/eps/lowcode/runtime/screen?id=${TODO_ID}`)).json()).data;
  await page.goto(`${STUDIO}?view=screens&id=${encodeURIComponent(TODO_ID)}`);
  await expect(page.getByTestId('studio-editor')).toBeVisible(FIRST_LOAD);
  const broken = todoWithColumn() as { body: Array<{ items: Array<{ body: { columns: Array<Record<string, unknown>> } }> }> };
  broken.body[0]!.items[0]!.body.columns[1]!.visibleOn = "user.userLevel == ";
  await setEditorText(page, JSON.stringify(broken, null, 2));
  await expect(page.getByTestId('studio-dirty')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  const problems = page.getByTestId('studio-problems');
  await expect(problems).toContainText('/body/0/items/0/body/columns/1/visibleOn');
  await problems.getByRole('button').first().click();
  // The jump selects the offending value in the editor.
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString() ?? '')).toContain('user.userLevel');
  const runtime = await page.request.get(`/eps/lowcode/runtime/screen?id=${TODO_ID}`);
  expect((await runtime.json()).data).toEqual(publishedBefore);
  await page.screenshot({ path: 'test-results/studio-editor-problems-zh.png', fullPage: true });
});

test('override a shipped screen, publish, and a buyer sees it without signing in again', async ({ page, browser }) => {
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await signInThroughApi(buyer, 'buyer');
  await buyer.goto('/pages/main/workbench/todo');
  await expect(buyer.getByTestId('schema-screen')).toBeVisible(FIRST_LOAD);
  await expect(buyer.getByRole('columnheader', { name: COLUMN_TITLE['zh-cn'] })).toHaveCount(0);

  await signInThroughApi(page, 'configurator');
  await page.goto(`${STUDIO}?view=screens&id=${encodeURIComponent(TODO_ID)}`);
  await expect(page.getByTestId('studio-editor')).toBeVisible(FIRST_LOAD);
  await setEditorText(page, JSON.stringify(todoWithColumn(), null, 2));
  // The live preview renders the draft as typed.
  await expect(page.getByTestId('studio-preview').getByRole('columnheader', { name: COLUMN_TITLE['zh-cn'] })).toBeVisible();
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);
  await page.getByTestId('studio-publish').click();
  await page.getByTestId('studio-publish-message').fill('e2e: task number column');
  // antd puts a space between two Chinese characters of a button ("发 布").
  await page.getByRole('dialog').getByRole('button', { name: /发\s*布|Publish/ }).click();
  await expect(page.getByText(/已发布 v\d+/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-editor-zh.png', fullPage: true });

  // The buyer opens the screen again (another page, back): the new version, no sign-in.
  await buyer.goto('/pages/main/home');
  await buyer.goto('/pages/main/workbench/todo');
  await expect(buyer.getByRole('columnheader', { name: COLUMN_TITLE['zh-cn'] })).toBeVisible();
  await buyerContext.close();

  // History lists the published version; revert to shipped brings the file back.
  await page.getByTestId('studio-history').click();
  await expect(page.getByText('e2e: task number column')).toBeVisible();
  await page.keyboard.press('Escape');
});

test('create a tenant screen from the table template; the studio in English', async ({ page }) => {
  await signInThroughApi(page, 'configurator', 'en');
  await page.goto(`${STUDIO}?view=screens`);
  await expect(page.getByTestId('studio-screens')).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('cell', { name: 'home/todo', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-screens-en.png', fullPage: true });
  await page.getByTestId('new-screen').click();
  await page.getByTestId('new-screen-id').fill('t/e2e-news');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('studio-editor')).toHaveAttribute('data-screen-id', 't/e2e-news');
  // The template reads existing data: the bulletins table renders in the preview.
  await expect(page.getByTestId('studio-preview').getByRole('columnheader', { name: 'Source' })).toBeVisible();
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);
  await page.getByTestId('studio-publish').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/Published v\d+/).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/studio-editor-en.png', fullPage: true });
  const runtime = await page.request.get('/eps/lowcode/runtime/screen?id=t/e2e-news');
  expect((await runtime.json()).data).toMatchObject({ type: 'page' });
});
