/**
 * The studio's JSON editor completes on the largest shipped screen
 * (schemas/workflow/camunda.json): in its service node, typing a prop
 * name shows that node type's props within seconds, and picking one
 * inserts it. (The completion used to resolve the meta-schema against the
 * whole document per keystroke: tens of seconds of frozen page, no list.)
 */
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/session';

const STUDIO = '/pages/main/lowcode/menus';
// The studio's chunks are large; on a loaded machine their first load takes a while.
const FIRST_LOAD = { timeout: 60_000 };
test.describe.configure({ timeout: 180_000 });

test('typing a prop name in a nested node of the largest screen shows its completion list', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  await page.goto(`${STUDIO}?view=screens&id=${encodeURIComponent('workflow/camunda')}`);
  await expect(page.getByTestId('studio-editor')).toBeVisible(FIRST_LOAD);
  const content = page.locator('[data-testid="studio-code"] .cm-content');
  await expect(content).toContainText('"type": "page"', FIRST_LOAD);
  // The end of the service node's visibleOn line (/body/1), a new line after it.
  await content.locator('.cm-line', { hasText: '"visibleOn": "route.query.barcode",' }).first().click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  // The schema help is a chunk loaded after the editor shows: typing before it arrives gets no list.
  await expect(page.locator('[data-testid="studio-code"] .cm-editor')).toHaveAttribute('data-schema-help', 'ready', FIRST_LOAD);
  await page.keyboard.type('"da');
  const list = page.locator('.cm-tooltip-autocomplete');
  await expect(list).toBeVisible({ timeout: 5_000 });
  // The service node's own prop; not a prop of another node type (a form's `schema`, a table's `dataIndex`...).
  await expect(list).toContainText('data');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
  // CodeMirror ignores Enter on a list opened or refreshed in the last `interactionDelay` (75 ms): on a loaded
  // machine the list can be refreshed by a late answer of the completion source just before the key, and Enter
  // then breaks the line instead of taking the option.
  await page.waitForTimeout(200);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-testid="studio-code"] .cm-activeLine')).toContainText('"data":');
});
