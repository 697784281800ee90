/**
 * Table export on the to-do page: the writers are not loaded with the page, only on the first
 * export; CSV and XLSX files download with the rows matching the search, in the person's language.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { collectPageErrors, signInThroughApi } from './helpers/session';

test('the to-do list exports CSV and XLSX, loading the writers only when asked', async ({ page }) => {
  const errors = collectPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/workbench/todo');
  const table = page.locator('.eps-todo-tabs .ant-tabs-tabpane-active');
  await expect(table.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  const before = scripts.length;

  // Narrowed by the search: only those rows are exported.
  const search = table.locator('.ant-input-search input');
  await search.fill('0001');
  await search.press('Enter');
  await expect(table.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1, { timeout: 30_000 });

  await table.getByTestId('table-export').click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^My to-dos-\d{8}-\d{4}\.csv$/);
  const text = await readFile(await csv.path(), 'utf8');
  const lines = text.replace(/^\ufeff/, '').trim().split(/\r?\n/);
  expect(lines[0]).toContain('Task');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('0001');
  expect(lines[1]).toMatch(/Sourcing|Contracts|Supplier management|Tendering/);
  // The CSV writer came with the click, not with the page.
  expect(scripts.slice(0, before).some((path) => /papaparse|write-excel/i.test(path))).toBe(false);

  await table.getByTestId('table-export').click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await xlsx.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(errors).toEqual([]);
});
