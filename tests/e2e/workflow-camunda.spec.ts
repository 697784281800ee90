/**
 * Proof for the camunda page (schemas/workflow/camunda.json, the
 * seeded menu m_workbench_approval, menu type 12) in a real browser against
 * the reference server: the buyer opens a seeded in-process document, sees
 * the history and the nodes, rejects back to an earlier node with a comment
 * (both required first), the view closes, and reopening shows the new history
 * row and the current node moved back. A document not in a process shows the
 * documents tab and Start. A transfer chooses one person with the paged
 * member picker and the node changes hands on the server. Screenshots in both languages go to
 * test-results/screenshots/.
 */
import { expect, test, type Page } from './fixtures';
import { openMotionsDone } from './helpers/motion';
import { signInThroughApi } from './helpers/session';

const shot = (name: string): string => `test-results/screenshots/workflow-camunda-${name}.png`;
const PAGE = '/pages/main/workbench/approval';
const T = {
  // antd spaces two-character CJK button texts.
  'zh-cn': {
    reject: '驳 回', back: '返 回', start: '发起流程', confirm: '确 定', history: '审批历史', nodes: '流程节点', documents: '单据信息',
    comment: '审批意见', commentRequired: '请输入审批意见', target: '驳回至节点', targetRequired: '请选择驳回节点', current: '当前节点',
  },
  en: {
    reject: 'Reject', back: 'Back', start: 'Start process', confirm: 'Confirm', history: 'History', nodes: 'Nodes', documents: 'Document',
    comment: 'Comment', commentRequired: 'Please enter a comment', target: 'Return to node', targetRequired: 'Please select a node', current: 'Current node',
  },
} as const;

test.describe.configure({ timeout: 180_000 });

const open = async (page: Page, query: string): Promise<void> => {
  await page.goto(`${PAGE}?${query}`);
  await expect(page.getByTestId('camunda-bar')).toBeVisible({ timeout: 60_000 });
};

/** Waits until nothing moves: the load progress has gone and no dialog is still zooming in. */
const settled = async (page: Page): Promise<void> => {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await openMotionsDone(page);
};

/** The timeline entry of the node named `name`. */
const nodeEntry = (page: Page, name: string) => page.getByTestId('camunda-nodes').locator('.ant-timeline-item').filter({ hasText: name });

test('the buyer rejects a camunda document back to an earlier node; history and nodes change (zh-cn)', async ({ page }) => {
  const t = T['zh-cn'];
  await signInThroughApi(page, 'buyer', 'zh-cn');
  await page.goto('/pages/main/home');
  await open(page, 'barcode=CT-2026-0001&processDefinitionKey=contract_flow&pageType=detail');
  const bar = page.getByTestId('camunda-bar');
  await expect(bar.getByRole('button', { name: t.reject })).toBeVisible({ timeout: 30_000 });
  await expect(bar.getByRole('button', { name: t.back })).toBeVisible();
  await expect(bar.getByRole('button', { name: t.start })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: t.documents })).toHaveCount(0);
  await expect(page.getByTestId('camunda-title')).toHaveText('合同审批：年度框架协议 · CT-2026-0001');

  // History: what the seed's actions wrote, the reject back to 法务审核 last.
  const history = page.getByTestId('camunda-history');
  await expect(history.getByText('违约条款需法务复核')).toBeVisible();
  const rowsBefore = await history.locator('tbody tr.ant-table-row').count();
  expect(rowsBefore).toBeGreaterThanOrEqual(3);
  await settled(page);
  await page.screenshot({ path: shot('history-zh-cn'), fullPage: true });

  await page.getByRole('tab', { name: t.nodes }).click();
  await expect(nodeEntry(page, '法务审核').getByText(t.current)).toBeVisible();
  await expect(nodeEntry(page, '初审').getByText(t.current)).toHaveCount(0);
  await expect(nodeEntry(page, '法务审核')).toContainText('张采购');
  await settled(page);
  await page.screenshot({ path: shot('nodes-zh-cn'), fullPage: true });

  // Reject: comment and target node are required.
  await bar.getByRole('button', { name: t.reject }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(t.comment)).toBeVisible();
  await dialog.getByRole('button', { name: t.confirm }).click();
  await expect(dialog.getByText(t.targetRequired)).toBeVisible();
  await expect(dialog.getByText(t.commentRequired)).toBeVisible();
  await settled(page);
  await page.screenshot({ path: shot('reject-required-zh-cn') });
  await dialog.getByLabel(t.target).click();
  // Only the earlier node is offered.
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveText(['初审']);
  await openMotionsDone(page);
  await options.first().click();
  await dialog.getByLabel(t.comment).fill('金额需初审重新确认');
  await settled(page);
  await page.screenshot({ path: shot('reject-filled-zh-cn') });
  await dialog.getByRole('button', { name: t.confirm }).click();
  // The view closes.
  await expect(page).not.toHaveURL(/\/workbench\/approval/, { timeout: 60_000 });

  // Reopened: one more history row (the reject, with its comment), the current node is 初审.
  await open(page, 'barcode=CT-2026-0001&processDefinitionKey=contract_flow&pageType=detail');
  await expect(history.getByText('金额需初审重新确认')).toBeVisible({ timeout: 30_000 });
  await expect(history.locator('tbody tr.ant-table-row')).toHaveCount(rowsBefore + 1);
  await settled(page);
  await page.screenshot({ path: shot('history-after-zh-cn'), fullPage: true });
  await page.getByRole('tab', { name: t.nodes }).click();
  await expect(nodeEntry(page, '初审').getByText(t.current)).toBeVisible();
  await expect(nodeEntry(page, '法务审核').getByText(t.current)).toHaveCount(0);
  await settled(page);
  await page.screenshot({ path: shot('nodes-after-zh-cn'), fullPage: true });
});

test('the camunda page in English: in process at its first node, and a document not in a process', async ({ page }) => {
  const t = T.en;
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/home');
  await open(page, 'barcode=CT-2026-0004&processKey=contract_flow');
  const bar = page.getByTestId('camunda-bar');
  await expect(bar.getByRole('button', { name: t.reject })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: t.history })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: shot('history-en'), fullPage: true });
  await page.getByRole('tab', { name: t.nodes }).click();
  await expect(nodeEntry(page, '初审').getByText(t.current)).toBeVisible();
  await settled(page);
  await page.screenshot({ path: shot('nodes-en'), fullPage: true });
  // At the first node a reject has no target to choose: it returns to the applicant.
  await bar.getByRole('button', { name: t.reject }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(t.comment)).toBeVisible();
  await expect(dialog.getByLabel(t.target)).toHaveCount(0);
  await settled(page);
  await page.screenshot({ path: shot('reject-first-node-en') });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Back makes no call and closes the view.
  await bar.getByRole('button', { name: t.back }).click();
  await expect(page).not.toHaveURL(/\/workbench\/approval/, { timeout: 30_000 });

  await open(page, 'barcode=CT-2026-0002&processKey=contract_flow&title=Logistics%20contract');
  await expect(bar.getByRole('button', { name: t.start })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: t.documents })).toBeVisible();
  await expect(page.getByRole('tab', { name: t.history })).toHaveCount(0);
  await expect(page.getByTestId('camunda-document')).toContainText('CT-2026-0002');
  await settled(page);
  await page.screenshot({ path: shot('documents-en'), fullPage: true });
});

test('transfer chooses exactly one person with the paged member picker; the node changes hands on the server (zh-cn)', async ({ page }) => {
  const t = T['zh-cn'];
  await signInThroughApi(page, 'buyer', 'zh-cn');
  await page.goto('/pages/main/home');
  // CT-2026-0003: in process at 初审 (the buyer's node); only this test acts on it.
  await open(page, 'barcode=CT-2026-0003&processDefinitionKey=contract_flow&pageType=detail');
  const bar = page.getByTestId('camunda-bar');
  await bar.getByRole('button', { name: /转\s?办/ }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: '转办' });
  // The picker's button is named by its field label.
  await dialog.getByRole('button', { name: '人员' }).click();
  const picker = page.getByRole('dialog', { name: '选择人员' });
  // The first page of 20 of the tenant's ~45 members, with a page-size changer.
  await expect(picker.locator('.ant-table-row')).toHaveCount(20, { timeout: 30_000 });
  await expect(picker.locator('.ant-pagination-options')).toBeVisible();
  await picker.getByLabel('按姓名、工号或部门搜索').fill('E20005');
  await expect(picker.locator('.ant-table-row')).toHaveCount(1, { timeout: 30_000 });
  await picker.locator('.ant-table-row').first().locator('input[type=radio]').check();
  await picker.getByRole('button', { name: t.confirm }).click();
  await dialog.getByLabel(t.comment).fill('请代为审批');
  await settled(page);
  await page.screenshot({ path: shot('transfer-picker-zh-cn') });
  await dialog.getByRole('button', { name: t.confirm }).click();
  // spec 4.4: transfer's before-submit hook (data of the page) asks once the dialog's checks pass; the call follows the yes.
  const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确定转办？' });
  await expect(ask).toBeVisible({ timeout: 30_000 });
  await openMotionsDone(page);
  await page.screenshot({ path: shot('transfer-before-submit-zh-cn') });
  await ask.getByRole('button', { name: t.confirm }).click();
  // The view closes.
  await expect(page).not.toHaveURL(/\/workbench\/approval/, { timeout: 60_000 });
  const nodes = (await (await page.request.get('/eps/flow/engine/nodes?barcode=CT-2026-0003')).json()) as { data: { activityId: string; assigneeList: { userno: string }[] }[] };
  const first = nodes.data.find((n) => n.activityId === 'first_review')!.assigneeList.map((a) => a.userno);
  expect(first).toContain('E20005');
  expect(first).not.toContain('E10001');
});

test('the history is filtered by date: the last 90 days at first, shortcuts of 7, 30 and 90 days (spec 9, en)', async ({ page }) => {
  await signInThroughApi(page, 'buyer', 'en');
  await page.goto('/pages/main/home');
  await open(page, 'barcode=CT-2026-0001&processDefinitionKey=contract_flow&pageType=detail');
  const history = page.getByTestId('camunda-history');
  const day = (offset: number): string => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const [from, to] = [history.getByRole('textbox').nth(0), history.getByRole('textbox').nth(1)];
  await expect(from).toHaveValue(day(90), { timeout: 30_000 });
  await expect(to).toHaveValue(day(0));
  // The seed's actions are today's: they are in the range.
  await expect(history.locator('.ant-table-row')).not.toHaveCount(0, { timeout: 30_000 });
  const rows = await history.locator('.ant-table-row').count();
  await from.click();
  const shortcuts = page.locator('.ant-picker-presets');
  await expect(shortcuts).toContainText('Last 7 days');
  await expect(shortcuts).toContainText('Last 30 days');
  await expect(shortcuts).toContainText('Last 90 days');
  await settled(page);
  await page.screenshot({ path: shot('history-dates-en') });
  const answered = page.waitForResponse((r) => r.url().includes('/eps/flow/engine/history') && r.url().includes(`from=${day(7)}`));
  await shortcuts.getByText('Last 7 days').click();
  await answered;
  await expect(from).toHaveValue(day(7));
  await expect(history.locator('.ant-table-row')).toHaveCount(rows);
});
