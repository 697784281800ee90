/**
 * The studio's preview as a configurator uses it: a dialog document (the
 * to-do dialog, a workflow action's dialog) is drawn open in the preview
 * pane, and "preview as English" turns its key-based texts English; on a
 * page, a button that opens a dialog (try mode) opens it in the preview
 * pane, in the preview's language. Screenshots go to test-results/.
 */
import { expect, test, type Page } from './fixtures';
import { chooseSelectOption } from './helpers/motion';
import { signInThroughApi } from './helpers/session';

const STUDIO = '/pages/main/lowcode/menus';
const FIRST_LOAD = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

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
  await page.screenshot({ path: 'test-results/studio-preview-dialog-zh.png' });

  await chooseSelectOption(page, page.getByTestId('preview-as-language'), 'English');
  await expect(dialog.getByText('My to-dos')).toBeVisible(FIRST_LOAD);
  await expect(dialog.getByRole('tab', { name: /All/ })).toBeVisible();
  await expect(page.getByTestId('studio-preview')).toHaveAttribute('data-preview-language', 'en');
  // The studio itself stays Chinese.
  await expect(page.getByTestId('studio-save')).toHaveText(/保\s*存/);
  await page.screenshot({ path: 'test-results/studio-preview-dialog-en.png' });

  // Closed with its ×, it says so and opens again.
  await page.getByTestId('preview-as-language').press('Escape');
  await dialog.locator('.ant-modal-close').click();
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
  await page.screenshot({ path: 'test-results/studio-preview-approve-en.png' });
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
  await page.screenshot({ path: 'test-results/studio-preview-page-dialog-en.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
