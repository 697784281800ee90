/**
 * The studio's preview as a configurator uses it: a dialog document (the
 * to-do dialog, a workflow action's dialog) is drawn open in the preview
 * pane, and "preview as English" turns its key-based texts English; on a
 * page, a button that opens a dialog (try mode) opens it in the preview
 * pane, in the preview's language. Screenshots go to test-results/ (or SHOTS_DIR).
 */
import { expect, test, type Page } from './fixtures';
import { chooseSelectOption } from './helpers/motion';
import { signInThroughApi } from './helpers/session';

const STUDIO = '/pages/main/lowcode/menus';
const FIRST_LOAD = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });
/** Screenshots to look at: test-results/ unless SHOTS_DIR names another folder. */
const shot = (name: string): { path: string } => ({ path: `${process.env.SHOTS_DIR ?? 'test-results'}/${name}.png` });

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`${STUDIO}?view=screens&id=${encodeURIComponent(id)}`);
  await expect(page.getByTestId('studio-editor')).toHaveAttribute('data-screen-id', id, FIRST_LOAD);
}

test('a dialog document is drawn open in the preview pane; preview as English turns its texts English', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  await openEditor(page, 'home/todo-dialog');
  const layer = page.getByTestId('studio-preview-layer');
  const dialog = layer.getByRole('dialog');
  await expect(dialog.getByText('我的待办')).toBeVisible(FIRST_LOAD);
  await expect(dialog.getByRole('tab', { name: /全部/ })).toBeVisible();
  // It is in the preview pane, not over the studio: the editor's toolbar stays usable.
  await expect(page.getByTestId('studio-save')).toBeVisible();
  await page.screenshot(shot('studio-preview-dialog-zh'));

  await chooseSelectOption(page, page.getByTestId('preview-as-language'), 'English');
  await expect(dialog.getByText('My to-dos')).toBeVisible(FIRST_LOAD);
  await expect(dialog.getByRole('tab', { name: /All/ })).toBeVisible();
  await expect(page.getByTestId('studio-preview')).toHaveAttribute('data-preview-language', 'en');
  // The studio itself stays Chinese.
  await expect(page.getByTestId('studio-save')).toHaveText(/保\s*存/);
  await page.screenshot(shot('studio-preview-dialog-en'));

  // Closed with its ×, it says so and opens again.
  await page.getByTestId('studio-preview-layer').locator('.ant-modal-close').click();
  await expect(page.getByTestId('preview-dialog-closed')).toBeVisible();
  await page.getByTestId('preview-dialog-reopen').click();
  await expect(dialog.getByText('My to-dos')).toBeVisible();
});

test('a workflow action dialog is previewable in both languages', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  await openEditor(page, 'workflow/dialogs/approve');
  const dialog = page.getByTestId('studio-preview-layer').getByRole('dialog');
  await expect(dialog.getByText('审批意见')).toBeVisible(FIRST_LOAD);
  await chooseSelectOption(page, page.getByTestId('preview-as-language'), 'English');
  await expect(dialog.getByText('Comment', { exact: true })).toBeVisible(FIRST_LOAD);
  await page.screenshot(shot('studio-preview-approve-en'));
});

test('a button of a previewed page opens its dialog in the preview pane, in the preview’s language', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  await openEditor(page, 'home/index');
  const preview = page.getByTestId('studio-preview');
  await expect(preview.getByTestId('home-tasks-open')).toBeVisible(FIRST_LOAD);
  await chooseSelectOption(page, page.getByTestId('preview-as-language'), 'English');
  await expect(preview.getByTestId('home-tasks-open')).toHaveText(/View all/, FIRST_LOAD);
  await page.getByTestId('studio-preview-mode').getByText(/试用预览|Try the preview/).click();
  await preview.getByTestId('home-tasks-open').click();
  const dialog = page.getByTestId('studio-preview-layer').getByRole('dialog');
  await expect(dialog.getByText('My to-dos')).toBeVisible(FIRST_LOAD);
  await page.screenshot(shot('studio-preview-page-dialog-en'));
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

/** Creates `t/<id>` from the first template and saves it. */
async function createScreen(page: Page, id: string): Promise<void> {
  await page.goto(`${STUDIO}?view=screens`);
  await expect(page.getByTestId('studio-screens')).toBeVisible(FIRST_LOAD);
  await page.getByTestId('new-screen').click();
  await page.getByTestId('new-screen-id').fill(id);
  await page.getByRole('dialog').getByRole('button', { name: /创\s*建|Create/ }).click();
  await expect(page.getByTestId('studio-editor')).toHaveAttribute('data-screen-id', id, FIRST_LOAD);
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);
}

/** Sets the page's Chinese title through the properties panel (the outline's root selected). */
async function retitle(page: Page, title: string): Promise<void> {
  await page.getByTestId('studio-outline').getByTestId('outline-node').first().click();
  await page.getByTestId('prop-title-zh-cn').fill(title);
}

test('two configurators save the same screen: the second sees both versions and keeps hers; History and the audit show what changed', async ({ page, context }) => {
  const id = `t/merge-${Date.now().toString(36)}`;
  await signInThroughApi(page, 'configurator');
  await createScreen(page, id);
  // A second tab opens the same screen before the first saves again.
  const other = await context.newPage();
  await openEditor(other, id);
  await expect(other.getByTestId('studio-outline').getByTestId('outline-node').first()).toBeVisible(FIRST_LOAD);

  await retitle(page, '他们的标题');
  await page.getByTestId('studio-save').click();
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);

  await retitle(other, '我的标题');
  await other.getByTestId('studio-save').click();
  const merge = other.getByRole('dialog', { name: '在您打开后，已有他人保存了此页面' });
  await expect(merge.getByTestId('studio-merge-panes')).toContainText('他们的标题', FIRST_LOAD);
  await expect(merge.getByTestId('studio-merge-panes')).toContainText('我的标题');
  await other.screenshot(shot('studio-merge-view'));
  await merge.getByRole('button', { name: '保留我的版本' }).click();
  await expect(other.locator('#eps-live-status')).toHaveText('已在他人版本之上保存');
  await expect(other.getByTestId('studio-dirty')).toHaveCount(0);

  // The first tab's next save meets the second's, and takes it.
  await retitle(page, '再改一次');
  await page.getByTestId('studio-save').click();
  await page.getByRole('dialog', { name: '在您打开后，已有他人保存了此页面' }).getByRole('button', { name: '采用他人版本' }).click();
  await expect(page.getByTestId('studio-preview').getByText('我的标题')).toBeVisible(FIRST_LOAD);
  await expect(page.getByTestId('studio-dirty')).toHaveCount(0);
  await other.close();

  // History says what each version changed (the draft kept by the second tab is the newest).
  await page.getByTestId('studio-history').click();
  const history = page.locator('.ant-drawer');
  await history.locator('[data-testid^="changes-"]').first().click();
  const changes = page.getByTestId('studio-version-changes');
  await expect(changes.getByTestId('studio-diff')).toContainText('我的标题', FIRST_LOAD);
  await page.screenshot(shot('studio-history-changes'));
  // So does the audit log's entry of that save.
  await page.goto(`${STUDIO}?view=audit`);
  const audit = page.getByTestId('studio-audit');
  await audit.getByRole('row', { name: new RegExp(id) }).first().getByRole('button', { name: /改动|Changes|的 v\d+ 改了什么/ }).click();
  await expect(page.getByTestId('studio-version-changes').getByTestId('studio-diff')).toContainText('我的标题', FIRST_LOAD);
  await page.screenshot(shot('studio-audit-changes'));
});

test('deleting a tenant screen from the list asks first, by keyboard', async ({ page }) => {
  const id = `t/delete-${Date.now().toString(36)}`;
  await signInThroughApi(page, 'configurator');
  await createScreen(page, id);
  await page.goto(`${STUDIO}?view=screens`);
  const remove = page.getByTestId(`screen-delete-${id}`);
  await remove.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog').filter({ hasText: `删除页面 ${id}？` });
  await expect(question).toBeVisible();
  await expect(question.getByTestId('studio-confirm-cancel')).toBeFocused();
  await page.screenshot(shot('studio-delete-confirm'));
  // Escape cancels; the screen stays.
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(remove).toBeVisible();
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(question.getByTestId('studio-confirm-cancel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question.getByTestId('studio-confirm-ok')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('studio-screens').getByText(id, { exact: true })).toHaveCount(0, FIRST_LOAD);
});
