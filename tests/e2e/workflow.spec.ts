/**
 * The sign shells in a real browser against the reference server: a narrow
 * viewport offers only Approve and Reject, the resubmit dialog's approver
 * panel refuses a pick over a node's maxPerson, and the applicant resubmits a
 * rejected document (an approver added with the picker) and the server's
 * state follows. Every other action of every shell is in
 * workflow-sign-bar.spec.ts. Screenshots in both languages go to test-results/screenshots/.
 */
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/session';

const shot = (name: string): string => `test-results/screenshots/workflow-${name}.png`;
const T = {
  // antd spaces two-character CJK button texts.
  'zh-cn': { approve: '同 意', reject: '驳 回', transfer: '转 办', back: '返 回', confirm: '确 定', required: '请输入审批意见', bar: '审批操作', choose: '选 择', search: '按姓名、工号或部门搜索' },
  en: { approve: 'Approve', reject: 'Reject', transfer: 'Transfer', back: 'Return', confirm: 'Confirm', required: 'Please enter a comment', bar: 'Approval actions', choose: 'Choose', search: 'Search by name, number or department' },
} as const;

test.describe.configure({ timeout: 180_000 });

test('a narrow viewport offers only Approve and Reject (fw shell)', async ({ page }) => {
  const t = T['zh-cn'];
  await page.setViewportSize({ width: 390, height: 800 });
  await signInThroughApi(page, 'buyer', 'zh-cn');
  await page.goto('/fw-ui/demo-ui/approval?barcode=PO-2026-0002');
  const bar = page.getByRole('toolbar', { name: t.bar });
  await expect(bar.getByRole('button', { name: t.approve })).toBeVisible({ timeout: 60_000 });
  await expect(bar.getByRole('button')).toHaveText([t.approve, t.reject, t.back]);
  await page.screenshot({ path: shot('narrow-zh-cn') });
});

test('the resubmit approver panel refuses a pick over maxPerson (bpm shell, zh-cn)', async ({ page }) => {
  const t = T['zh-cn'];
  await signInThroughApi(page, 'buyer', 'zh-cn');
  // PO-2026-0005: the buyer's document, rejected; 部门审批 (maxPerson 2) already has two approvers.
  await page.goto('/bpm-ui/demo-ui/approval?barcode=PO-2026-0005');
  const bar = page.getByRole('toolbar', { name: t.bar });
  await bar.getByRole('button', { name: '重新提交' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: '重新提交' });
  const dept = dialog.locator('tr', { hasText: '部门审批' });
  await expect(dept.getByText('张采购')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('tr', { hasText: '法务审批' }).getByText('已停用')).toBeVisible();
  await dept.getByRole('button', { name: '添加 部门审批' }).click();
  const picker = page.getByRole('dialog', { name: '选择人员' });
  await picker.getByLabel(t.search).fill('E2000');
  await expect(picker.locator('.ant-table-row')).toHaveCount(9, { timeout: 30_000 });
  await picker.locator('.ant-table-row').first().locator('input[type=checkbox]').check();
  await picker.getByRole('button', { name: t.confirm }).click();
  await expect(dialog.getByText('人数最多不能超过2人')).toBeVisible();
  await expect(dept.locator('.ant-tag')).toHaveCount(2);
  await page.screenshot({ path: shot('approver-panel-max-zh-cn') });
});

test('the applicant resubmits a rejected document with an added approver: history, buttons and approvers change on the server (bpm shell, zh-cn)', async ({ page }) => {
  const t = T['zh-cn'];
  await signInThroughApi(page, 'buyer', 'zh-cn');
  await page.goto('/pages/main/home');
  // PO-2026-0007: the buyer's document, rejected by the configurator; only this test acts on it.
  await page.goto('/bpm-ui/demo-ui/approval?barcode=PO-2026-0007');
  const bar = page.getByRole('toolbar', { name: t.bar });
  await bar.getByRole('button', { name: '重新提交' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: '重新提交' });
  const finance = dialog.locator('tr', { hasText: '财务审批' });
  await expect(finance.locator('.ant-tag')).toHaveCount(1, { timeout: 30_000 });
  await finance.getByRole('button', { name: '添加 财务审批' }).click();
  const picker = page.getByRole('dialog', { name: '选择人员' });
  await picker.getByLabel(t.search).fill('E20005');
  await expect(picker.locator('.ant-table-row')).toHaveCount(1, { timeout: 30_000 });
  await picker.locator('.ant-table-row').first().locator('input[type=checkbox]').check();
  await picker.getByRole('button', { name: t.confirm }).click();
  await expect(finance.locator('.ant-tag')).toHaveCount(2);
  await dialog.getByLabel('审批意见').fill('已补充报价单，请重新审批');
  await page.screenshot({ path: shot('resubmit-filled-zh-cn') });
  await dialog.getByRole('button', { name: t.confirm }).click();
  // Success: the page leaves (history back to home).
  await expect(page).toHaveURL(/\/pages\/main\/home/, { timeout: 60_000 });

  // The server's state: running again, the resubmit in the history, the chosen approvers on the node.
  const buttons = (await (await page.request.get('/eps-sign4bpm/eps-api/signBpm/getButton?barcode=PO-2026-0007')).json()) as { data: { data: { status: string; actionlist: { action: string }[] } } };
  expect(buttons.data.data.status).toBe('running');
  expect(buttons.data.data.actionlist.map((a) => a.action)).toContain('Recall');
  const history = (await (await page.request.get('/eps/flow/engine/history?barcode=PO-2026-0007')).json()) as { data: { operateCode: string; comment: string }[] };
  expect(history.data.at(-1)).toMatchObject({ operateCode: 'Resubmit', comment: '已补充报价单，请重新审批' });
  const panel = (await (await page.request.get('/eps/config/flow/node/search?flowCode=purchase_approval&flowType=sign&barcode=PO-2026-0007')).json()) as { data: { nodeCode: string; userList: { userno: string }[] }[] };
  expect(panel.data.find((n) => n.nodeCode === 'finance_review')?.userList.map((u) => u.userno)).toEqual(['E20002', 'E20005']);

  // The page shows it too: the bar now offers Recall instead of Resubmit.
  await page.goto('/bpm-ui/demo-ui/approval?barcode=PO-2026-0007');
  await expect(bar.getByRole('button', { name: t.back })).toBeVisible({ timeout: 60_000 });
  await expect(bar.getByRole('button', { name: '重新提交' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: /撤\s?回/ })).toBeVisible();
  await page.screenshot({ path: shot('resubmit-done-zh-cn') });
});
