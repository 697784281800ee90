/**
 * The sign engines' approval pages as documents (schemas/workflow/sign-bar.json,
 * dialogs/*.json, document.json) in a real browser against the reference
 * server. For each shell (bpm, fw, jcy) every action runs on a seeded document
 * in the state it needs (server/db/seed/workflow.ts, PO-B/F/J-000n):
 * transmit, add approver, recommend (its before-finish hook), approve naming
 * the next approver, reject, upgrade, transfer (paged, searched picker),
 * terminate (its before-open hook), recall (its before-submit hook) and
 * resubmit. The page shows the document being approved; a tenant's override
 * of the approve dialog changes the default comment the approver sees.
 * Screenshots at 1440 and 1280 px and a narrow width go to test-results/screenshots/.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseSelectOption, openMotionsDone } from './helpers/motion';
import { signInThroughApi } from './helpers/session';

const shot = (name: string): string => `test-results/screenshots/sign-bar-${name}.png`;
/** antd spaces two-character CJK button texts: "同 意". */
const label = (text: string): RegExp => new RegExp(`^${[...text].join('\\s?')}$`);

test.describe.configure({ timeout: 240_000 });

type Shell = 'bpm' | 'fw' | 'jcy';
const SHELLS: readonly { shell: Shell; letter: string }[] = [
  { shell: 'bpm', letter: 'B' },
  { shell: 'fw', letter: 'F' },
  { shell: 'jcy', letter: 'J' },
];

/** Opens the document's approval page from home (so leaving goes back there) and waits for `action`. */
async function open(page: Page, shell: Shell, barcode: string, action: string): Promise<Locator> {
  await page.goto('/pages/main/home');
  await page.goto(`/${shell}-ui/demo-ui/approval?barcode=${barcode}`);
  const bar = page.getByRole('toolbar', { name: '审批操作' });
  await expect(bar.getByRole('button', { name: label(action) })).toBeVisible({ timeout: 60_000 });
  return bar;
}

/** Clicks `action` and answers its dialog: `fill` fills it; confirm; the page leaves. */
async function act(page: Page, bar: Locator, action: string, fill: (dialog: Locator) => Promise<void>): Promise<void> {
  await bar.getByRole('button', { name: label(action) }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await expect(dialog.getByLabel('审批意见')).toBeVisible({ timeout: 30_000 });
  await fill(dialog);
  await dialog.getByRole('button', { name: label('确定') }).click();
  await expect(page).toHaveURL(/\/pages\/main\/home/, { timeout: 60_000 });
}

/** Chooses people in the member picker the `field` button opens: searched by `keyword`, the first `count` rows. */
async function pick(page: Page, field: Locator, keyword: string, count = 1): Promise<void> {
  await field.click();
  const picker = page.getByRole('dialog', { name: '选择人员' });
  // The rows of the keyword's own answer (the search is debounced): a row checked in the rows of the page before
  // it is drawn again unchecked when that answer lands.
  const searched = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/usercenter/uc/user/queryUserByUc') && new URL(response.url()).searchParams.get('keyword') === keyword,
    { timeout: 30_000 },
  );
  await picker.getByLabel('按姓名、工号或部门搜索').fill(keyword);
  await searched;
  const rows = picker.locator('.ant-table-row');
  await expect(rows.first()).toContainText(keyword, { timeout: 30_000 });
  await expect(picker.locator('.ant-spin-spinning')).toHaveCount(0);
  for (let i = 0; i < count; i += 1) await rows.nth(i).locator('input').check();
  await picker.getByRole('button', { name: label('确定') }).click();
  await expect(picker).toHaveCount(0);
}

type Buttons = { data: { data: { status: string; actionlist: { action: string }[] } } };
const state = async (page: Page, barcode: string) => ((await (await page.request.get(`/eps-sign4bpm/eps-api/signBpm/getButton?barcode=${barcode}`)).json()) as Buttons).data.data;
type History = { data: { operateCode: string; comment: string; target?: string }[] };
const lastHistory = async (page: Page, barcode: string) => ((await (await page.request.get(`/eps/flow/engine/history?barcode=${barcode}`)).json()) as History).data.at(-1);

for (const { shell, letter } of SHELLS) {
  test.describe(`${shell} shell`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInThroughApi(page, 'buyer', 'zh-cn');
    });

    test(`transmit, add approver, recommend, approve naming the next approver, reject (${shell})`, async ({ page }) => {
      const doc = `PO-${letter}-0001`;
      // The engine calls the bar makes (not its reads of buttons, the document and its files).
      const calls: { method: string; url: URL; body: unknown }[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/\/eps-api\/(sign|signBpm|commercial)\//.test(url.pathname) && !/\/(getButton|document|approve)$/.test(url.pathname)) {
          calls.push({ method: request.method(), url, body: request.postDataJSON() as unknown });
        }
      });
      let bar = await open(page, shell, doc, '转发');
      // The document being approved is on the page, beside the bar.
      await expect(page.getByTestId('approval-document-title')).toContainText(`采购申请（${shell}）`);
      await expect(page.getByTestId('approval-document-lines').locator('.ant-table-row')).toHaveCount(1);
      if (shell === 'bpm') await page.screenshot({ path: shot('page-1440'), fullPage: true });
      await act(page, bar, '转发', async (dialog) => {
        await pick(page, dialog.getByRole('button', { name: '人员' }), 'E20007');
        await dialog.getByLabel('同时发送邮件').check();
        await dialog.getByLabel('审批意见').fill('请知悉');
      });
      expect(await lastHistory(page, doc)).toMatchObject({ operateCode: 'Transmit', comment: '请知悉' });

      bar = await open(page, shell, doc, '加签');
      await act(page, bar, '加签', async (dialog) => {
        await pick(page, dialog.getByRole('button', { name: '人员' }), 'E2000', 2);
        await dialog.getByLabel('审批意见').fill('请两位一同审批');
      });
      expect(await lastHistory(page, doc)).toMatchObject({ operateCode: 'AdditionUser' });

      bar = await open(page, shell, doc, '推荐');
      await bar.getByRole('button', { name: label('推荐') }).click();
      const recommend = page.getByRole('dialog', { name: '推荐' });
      // The default comment is data of dialogs/recommend.json.
      await expect(recommend.getByLabel('审批意见')).toHaveValue('推荐通过', { timeout: 30_000 });
      await recommend.getByRole('button', { name: label('确定') }).click();
      // The before-finish hook of Recommend says so (a short toast; the component test reads it), then the page leaves.
      await expect(page).toHaveURL(/\/pages\/main\/home/, { timeout: 60_000 });
      expect(await lastHistory(page, doc)).toMatchObject({ operateCode: 'Recommend', comment: '推荐通过' });

      // Approve naming the next approver: the buyer names himself for 财务审批 (agreePost with maindata).
      bar = await open(page, shell, doc, '同意');
      await act(page, bar, '同意', async (dialog) => {
        await expect(dialog.getByLabel('审批意见')).toHaveValue('同意');
        await pick(page, dialog.getByRole('button', { name: '下一审批人' }), 'E10001');
        await dialog.getByLabel('审批意见').fill('同意，财务审批由我处理');
      });
      expect(await state(page, doc)).toMatchObject({ status: 'running' });
      // The buyer is now the approver of the next node: the bar offers the actions again.
      bar = await open(page, shell, doc, '驳回');
      await act(page, bar, '驳回', async (dialog) => {
        await dialog.getByLabel('审批意见').fill('预算超标');
      });
      expect(await state(page, doc)).toMatchObject({ status: 'rejected' });
      expect(await lastHistory(page, doc)).toMatchObject({ operateCode: 'DOAReject', comment: '预算超标' });
      // spec 7: fw calls its own button method, after the helper's user-centre token; bpm and jcy their own calls.
      const buttonCalls = calls.filter((c) => c.url.pathname === '/eps-sign/eps-api/sign/button');
      if (shell === 'fw') {
        expect(buttonCalls.map((c) => (c.body as { action: string }).action)).toEqual(['Transmit', 'AdditionUser', 'Recommend', 'Approve', 'DOAReject']);
        for (const call of buttonCalls) {
          expect(call.method).toBe('POST');
          expect(call.url.searchParams.get('userCenterToken')).toMatch(/^[\w-]{43}$/);
          expect(call.body).toMatchObject({ barcode: doc, workflowUniqueId: `wf-${doc.toLowerCase()}`, requestId: expect.any(Number) as unknown });
        }
        expect(calls.filter((c) => c.url.pathname === '/eps-sign/eps-api/sign/userCenterToken')).toHaveLength(5);
        expect(calls.filter((c) => c.url.pathname.includes('/signBpm/'))).toEqual([]);
      } else {
        expect(buttonCalls).toEqual([]);
        expect(calls.length).toBeGreaterThanOrEqual(5);
      }
    });

    test(`upgrade, transfer, terminate (before-open hook) (${shell})`, async ({ page }) => {
      const upgraded = `PO-${letter}-0002`;
      let bar = await open(page, shell, upgraded, '升级');
      await act(page, bar, '升级', async (dialog) => {
        await chooseSelectOption(page, dialog.getByLabel('升级类型'), '上报上级');
        // Not the buyer himself (the server refuses an upgrade to oneself).
        await chooseSelectOption(page, dialog.getByLabel('审批人'), /^(?!张采购)/);
        await dialog.getByLabel('审批意见').fill('金额较大，请上级审批');
      });
      expect(await state(page, upgraded)).toMatchObject({ status: 'running', actionlist: [] });

      const transferred = `PO-${letter}-0003`;
      bar = await open(page, shell, transferred, '转办');
      await act(page, bar, '转办', async (dialog) => {
        if (shell === 'jcy') {
          // The picker pages by 20 (50 on request) and searches by number.
          await dialog.getByRole('button', { name: '人员' }).click();
          const picker = page.getByRole('dialog', { name: '选择人员' });
          await expect(picker.locator('.ant-table-row')).toHaveCount(20, { timeout: 60_000 });
          await chooseSelectOption(page, picker.locator('.ant-pagination-options .ant-select'), '50');
          await expect(picker.locator('.ant-table-row')).not.toHaveCount(20, { timeout: 30_000 });
          await picker.getByLabel('按姓名、工号或部门搜索').fill('E2000');
          await expect(picker.locator('.ant-table-row')).toHaveCount(9, { timeout: 30_000 });
          await picker.locator('.ant-table-row').first().locator('input').check();
          await picker.getByRole('button', { name: label('确定') }).click();
        } else {
          await pick(page, dialog.getByRole('button', { name: '人员' }), 'E20011');
        }
        await dialog.getByLabel('审批意见').fill('请接手处理');
      });
      expect((await state(page, transferred)).actionlist).toEqual([]);

      const terminated = `PO-${letter}-0004`;
      bar = await open(page, shell, terminated, '终止');
      await bar.getByRole('button', { name: label('终止') }).click();
      // The before-open hook asks first.
      const ask = page.getByRole('dialog', { name: '终止流程？' });
      await expect(ask).toBeVisible({ timeout: 30_000 });
      await openMotionsDone(page);
      await ask.getByRole('button', { name: label('确定') }).click();
      const dialog = page.getByRole('dialog', { name: '终止' });
      await dialog.getByLabel('审批意见').fill('需求取消');
      await dialog.getByRole('button', { name: label('确定') }).click();
      await expect(page).toHaveURL(/\/pages\/main\/home/, { timeout: 60_000 });
      expect(await state(page, terminated)).toMatchObject({ status: 'terminated' });
    });

    test(`the applicant recalls (before-submit hook) and resubmits (${shell})`, async ({ page }) => {
      const recalled = `PO-${letter}-0005`;
      const bar = await open(page, shell, recalled, '撤回');
      await bar.getByRole('button', { name: label('撤回') }).click();
      const dialog = page.getByRole('dialog', { name: '撤回' });
      await dialog.getByLabel('审批意见').fill('补充材料后再提交');
      await dialog.getByRole('button', { name: label('确定') }).click();
      // The before-submit hook asks; the call follows the yes.
      const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确定撤回该单据' });
      await expect(ask).toBeVisible({ timeout: 30_000 });
      await openMotionsDone(page);
      await ask.getByRole('button', { name: label('确定') }).click();
      await expect(page).toHaveURL(/\/pages\/main\/home/, { timeout: 60_000 });
      expect(await state(page, recalled)).toMatchObject({ status: 'recalled' });

      const resubmitted = `PO-${letter}-0006`;
      const again = await open(page, shell, resubmitted, '重新提交');
      await act(page, again, '重新提交', async (form) => {
        await expect(form.locator('tr', { hasText: '部门审批' }).locator('.ant-tag')).not.toHaveCount(0, { timeout: 30_000 });
        await form.getByLabel('审批意见').fill('已补充用电负荷说明');
      });
      expect(await state(page, resubmitted)).toMatchObject({ status: 'running' });
    });
  });
}

test('a tenant override of the approve dialog: the approver sees its default comment, and the approval goes through', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The configurator publishes the override through the studio's draft and publish calls.
  await signInThroughApi(page, 'configurator', 'zh-cn');
  const id = encodeURIComponent('workflow/dialogs/approve');
  const override = JSON.parse(readFileSync('schemas/workflow/dialogs/approve.json', 'utf8')) as { body: { initialValues: { comment: string } }[] };
  override.body[0]!.initialValues.comment = '同意（华东采购中心）';
  const saved = (await (await page.request.put(`/eps/lowcode/screens/draft?id=${id}`, { data: override })).json()) as { code: string };
  expect(saved).toMatchObject({ code: '200' });
  const published = (await (await page.request.post(`/eps/lowcode/screens/publish?id=${id}`, { data: { message: 'e2e: approve comment' } })).json()) as { code: string };
  expect(published).toMatchObject({ code: '200' });

  await signInThroughApi(page, 'buyer', 'zh-cn');
  const bar = await open(page, 'bpm', 'PO-B-0007', '同意');
  await bar.getByRole('button', { name: label('同意') }).click();
  const dialog = page.getByRole('dialog', { name: '同意' });
  await expect(dialog.getByLabel('审批意见')).toHaveValue('同意（华东采购中心）', { timeout: 30_000 });
  await page.screenshot({ path: shot('override-1280') });
  await dialog.getByRole('button', { name: label('确定') }).click();
  await expect(page).toHaveURL(/\/pages\/main\/home/, { timeout: 60_000 });
  expect(await lastHistory(page, 'PO-B-0007')).toMatchObject({ operateCode: 'Approve', comment: '同意（华东采购中心）' });

  // The shipped dialog again for the tests after this one.
  await signInThroughApi(page, 'configurator', 'zh-cn');
  expect(((await (await page.request.delete(`/eps/lowcode/screens?id=${id}`)).json()) as { code: string }).code).toBe('200');
});

/** Opens home's to-do dialog, finds the task by name and presses its Handle: the approval page it names opens. */
async function handleTodo(page: Page, taskName: string): Promise<void> {
  await page.goto('/pages/main/home');
  await page.getByTestId('home-tasks-open').click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog');
  const search = dialog.getByPlaceholder('请输入任务名称').first();
  await search.fill(taskName);
  await search.press('Enter');
  const row = dialog.locator('.ant-table-row', { hasText: taskName }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: label('处理') }).click();
}

test('each seeded approval document opens from its to-do, for the person who may act on it, who acts on it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughApi(page, 'buyer', 'zh-cn');
  const bar = page.getByRole('toolbar', { name: '审批操作' });
  for (const [task, shell, barcode, title] of [
    ['审批：采购申请：办公电脑 20 台', 'bpm', 'PO-2026-0001', '采购申请：办公电脑 20 台'],
    ['审批：采购申请：打印耗材', 'fw', 'PO-2026-0002', '采购申请：打印耗材'],
    ['审批：采购申请：实验室设备', 'jcy', 'PO-2026-0003', '采购申请：实验室设备'],
  ] as const) {
    await handleTodo(page, task);
    await expect(page).toHaveURL(new RegExp(`/${shell}-ui/demo-ui/approval\\?barcode=${barcode}`), { timeout: 60_000 });
    // The approver sees what is approved: title, lines with amounts, the total, the attachments.
    await expect(page.getByTestId('approval-document-title')).toHaveText(title, { timeout: 60_000 });
    await expect(page.getByTestId('approval-document-lines').locator('.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('approval-document-attachments').locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    if (shell === 'bpm') {
      await expect(page.getByTestId('approval-document-summary')).toContainText('168,160.00');
      // spec 7: an attachment's preview opens a window at the spec's path, showing the PDF itself.
      const attachments = page.getByTestId('approval-document-attachments');
      const [preview] = await Promise.all([page.waitForEvent('popup'), attachments.getByRole('button', { name: '预览 Quotation.pdf' }).click()]);
      expect(preview.url()).toMatch(/\/eps\/config\/file\/oss\/preview\?attachid=att-wf-po-2026-0001-3$/);
      const shown = await page.request.get(preview.url(), { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(shown.headers()['content-type']).toBe('application/pdf');
      await preview.close();
      // spec 6: its download is the permission-coded call (the workflow edition reads the permission sets on
      // this first use, since its preload skips them), then the browser goes to the answer's downloadUrl.
      const [downloadCall, downloadWindow] = await Promise.all([
        page.waitForResponse((response) => /\/eps-sign4bpm\/config\/file\/oss\/ids\/att-wf-po-2026-0001-3$/.test(new URL(response.url()).pathname)),
        page.waitForEvent('popup'),
        attachments.getByRole('button', { name: '下载 Quotation.pdf' }).click(),
      ]);
      expect(downloadCall.status()).toBe(200);
      expect(await downloadCall.json()).toMatchObject({ code: '200', data: [{ downloadUrl: expect.any(String) }] });
      await downloadWindow.close();
      await page.screenshot({ path: shot('todo-document-1440'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: shot('todo-document-1280'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 800 });
      await expect(bar.getByRole('button')).toHaveText([label('同意'), label('驳回'), label('返回')]);
      await page.screenshot({ path: shot('todo-document-390'), fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    // Acting: the fw document only gets a recommendation (the narrow-screen test looks at its buttons).
    const action = shell === 'fw' ? '推荐' : '同意';
    await expect(bar.getByRole('button', { name: label(action) })).toBeVisible({ timeout: 60_000 });
    await bar.getByRole('button', { name: label(action) }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await dialog.getByLabel('审批意见').fill(`${action}：已核对明细`);
    await dialog.getByRole('button', { name: label('确定') }).click();
    await expect(page).not.toHaveURL(/approval\?barcode/, { timeout: 60_000 });
    expect(await lastHistory(page, barcode)).toMatchObject({ comment: `${action}：已核对明细` });
  }

  // The camunda document: its page, where the buyer forwards it (a record; the node stays for the camunda tests).
  await handleTodo(page, '审批：合同审批：年度框架协议');
  await expect(page).toHaveURL(/\/pages\/main\/workbench\/approval\?barcode=CT-2026-0001/, { timeout: 60_000 });
  const camundaBar = page.getByTestId('camunda-bar');
  await camundaBar.getByRole('button', { name: label('转发') }).click({ timeout: 60_000 });
  const forward = page.getByTestId('camunda-action-dialog');
  await pick(page, forward.getByRole('button', { name: '人员' }), 'E20008');
  await forward.getByLabel('审批意见').fill('请法务同事知悉');
  await forward.getByRole('button', { name: label('确定') }).click();
  await expect(page).not.toHaveURL(/barcode=CT-2026-0001/, { timeout: 60_000 });
  expect(await lastHistory(page, 'CT-2026-0001')).toMatchObject({ comment: '请法务同事知悉' });

  // The rejected document opens for its applicant with Resubmit.
  await handleTodo(page, '重新提交：采购申请：办公家具');
  await expect(bar.getByRole('button', { name: '重新提交' })).toBeVisible({ timeout: 60_000 });

  // The configurator's to-do: the document at the configurator's node; a recommendation (the node stays).
  await signInThroughApi(page, 'configurator', 'zh-cn');
  await handleTodo(page, '审批：采购申请：服务器扩容');
  await expect(page.getByTestId('approval-document-title')).toHaveText('采购申请：服务器扩容', { timeout: 60_000 });
  await bar.getByRole('button', { name: label('推荐') }).click({ timeout: 60_000 });
  const recommend = page.getByRole('dialog', { name: '推荐' });
  await recommend.getByRole('button', { name: label('确定') }).click({ timeout: 30_000 });
  await expect(page).not.toHaveURL(/approval\?barcode/, { timeout: 60_000 });
  expect(await lastHistory(page, 'PO-2026-0006')).toMatchObject({ operateCode: 'Recommend' });
});
