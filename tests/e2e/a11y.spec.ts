/**
 * Proof: axe-core over every route of the portal in zh-cn and en
 * (login, admin login, the visitor views, home, the to-do dialog, bulletins
 * list and detail, notifications, user settings and each of its dialogs, the
 * workflow shell, the studio's lists and screen editor, the enterprise page's
 * info and history tabs, the camunda page and its reject dialog, the error pages). Each route's figures by impact go to test-results/a11y/ and
 * the log; a serious or critical violation fails the test (soft, so one run
 * lists every route).
 */
import { expect as baseExpect, test, type Page } from './fixtures';
import { audit } from './helpers/axe';
import { signInThroughApi } from './helpers/session';

// Routes load their chunks and data on first visit: slow on a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 45_000 });

type Lang = 'zh-cn' | 'en';

/** An open antd modal or drawer (a closed one kept in the page is display: none, and axe skips it). */
const DIALOG = '.ant-modal-wrap:not([style*="display: none"]) [role="dialog"], .ant-drawer-open [role="dialog"]';

/** Audits the page and fails (softly) on serious or critical violations, and on a page without its level-1 heading. */
async function check(page: Page, route: string): Promise<void> {
  const summary = await audit(page, route);
  expect.soft(summary.blocking, `serious or critical axe violations on ${route}`).toEqual([]);
  expect.soft(summary.rules.filter((rule) => rule.includes('page-has-heading-one')), `no h1 on ${route}`).toEqual([]);
}

/**
 * Audits the open dialog only: the page behind it was audited on its own (the page-level rules, landmarks
 * and the h1, are the page's), so axe does not go over the whole page again for each dialog.
 */
async function checkDialog(page: Page, route: string): Promise<void> {
  await expect(page.locator(DIALOG)).toHaveCount(1);
  const summary = await audit(page, route, DIALOG);
  expect.soft(summary.blocking, `serious or critical axe violations on ${route}`).toEqual([]);
}

const STUDIO = '/pages/main/lowcode/menus';

/** The enterprise page's history tab (tests/e2e/enterprise.spec.ts opens it the same way). */
const ENTERPRISE_HISTORY = { 'zh-cn': '变更记录', en: 'History' } as const;
// antd spaces two-character CJK button texts.
const CAMUNDA = { 'zh-cn': { nodes: '流程节点', reject: '驳 回', comment: '审批意见' }, en: { nodes: 'Nodes', reject: 'Reject', comment: 'Comment' } } as const;

async function openAsVisitor(page: Page, lang: Lang, path: string): Promise<void> {
  await page.addInitScript((language) => {
    if (window.top !== window) return; // a sandboxed sub-app frame has no storage
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', language);
  }, lang);
  await page.goto(path);
}

const SETTINGS_BUTTONS = {
  'zh-cn': [
    ['修改密码', 'change-password'],
    ['修改手机', 'change-phone'],
    ['修改邮箱', 'change-email'],
    ['退出企业', 'exit-enterprise'],
    ['申请管理员', 'admin-apply'],
    ['新增合作伙伴', 'add-partner'],
    ['业务联系人', 'business-contact'],
  ],
  en: [
    ['Change password', 'change-password'],
    ['Change phone', 'change-phone'],
    ['Change email', 'change-email'],
    ['Exit enterprise', 'exit-enterprise'],
    ['Apply for admin', 'admin-apply'],
    ['Add partner', 'add-partner'],
    ['Business contact', 'business-contact'],
  ],
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  test.describe(`axe (${lang})`, () => {
    // Several routes per test, each audited after it settles.
    test.describe.configure({ timeout: 240_000 });
    test('login, admin login and the visitor views', async ({ page }) => {
      await openAsVisitor(page, lang, '/login');
      // The first visit loads the sign-in chunks: slow on a loaded machine.
      await expect(page.locator('#accountLogin_agreement')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByText('钢材年度长期采购项目')).toBeVisible();
      await check(page, `login-${lang}`);

      await page.locator('.eps-visitor-notices .ant-card').first().getByText('钢材年度长期采购项目').dblclick();
      await expect(page.getByRole('heading', { name: '钢材年度长期采购项目' })).toBeVisible();
      await check(page, `visitor-detail-${lang}`);

      await page.goto('/login?view=more');
      await expect(page.locator('.eps-visitor-projects').getByText('办公用品长期供应商征集')).toBeVisible();
      await check(page, `visitor-more-${lang}`);

      await page.goto('/login-admin');
      await expect(page.locator('form input').first()).toBeVisible();
      await check(page, `admin-login-${lang}`);
    });

    test('home, the to-do dialog, bulletins and notifications', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInThroughApi(page, 'buyer', lang);
      await page.goto('/pages/main/home');
      await expect(page.getByTestId('home-notices-item').first()).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('home-apps-item').first()).toBeVisible();
      await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
      await check(page, `home-${lang}`);

      await page.getByTestId('home-tasks-open').click();
      await expect(page.getByRole('dialog').locator('.ant-table-row').first()).toBeVisible();
      await checkDialog(page, `todo-dialog-${lang}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/pages/main/bulletins?type=2');
      const pane = page.locator('.eps-bulletins .ant-tabs-tabpane-active');
      await expect(pane).toContainText('关于开展第三季度供应商绩效评价的通知');
      await check(page, `bulletins-${lang}`);

      await pane.getByText('关于开展第三季度供应商绩效评价的通知').click();
      await expect(page.getByRole('heading', { name: '关于开展第三季度供应商绩效评价的通知', level: 2 })).toBeVisible();
      await check(page, `bulletin-detail-${lang}`);

      await page.goto('/pages/main/user-notification');
      await expect(page.locator('.ant-table-row').first()).toBeVisible();
      await check(page, `notifications-${lang}`);
    });

    test('user settings and each of its dialogs', async ({ page }) => {
      // e2e_partner: a supplier with every settings button; nothing is submitted here.
      await signInThroughApi(page, { account: 'e2e_partner', password: 'Eps#Part2026' }, lang);
      await page.goto('/pages/main/user-setting');
      // The user level (dict_user_level's name) shows once the page and its dictionaries are in.
      await expect(page.locator('.ant-descriptions-item-content').getByText(lang === 'en' ? 'Main account' : '主账号', { exact: true })).toBeVisible({ timeout: 60_000 });
      await check(page, `settings-${lang}`);
      for (const [button, name] of SETTINGS_BUTTONS[lang]) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('form .ant-form-item:not(.ant-form-item-hidden)').first()).toBeVisible();
        await checkDialog(page, `settings-${name}-${lang}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }
    });

    test('workflow approval shell and its dialog', async ({ page }) => {
      await signInThroughApi(page, 'buyer', lang);
      // PO-2026-0006: a document at the buyer's node that no other browser test acts on.
      await page.goto('/bpm-ui/demo-ui/approval?barcode=PO-2026-0006');
      const bar = page.getByRole('toolbar');
      await expect(bar.getByRole('button').nth(1)).toBeVisible({ timeout: 60_000 });
      await check(page, `workflow-bar-${lang}`);
      await bar.getByRole('button').first().click();
      await expect(page.getByRole('dialog').locator('textarea')).toBeVisible();
      await checkDialog(page, `workflow-dialog-${lang}`);
    });

    test('the low-code studio: its lists and the screen editor', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInThroughApi(page, 'configurator', lang);
      for (const [view, name] of [
        ['screens', 'studio-screens'],
        ['menus', 'studio-menus'],
        ['texts', 'studio-texts'],
        ['audit', 'studio-audit'],
      ] as const) {
        await page.goto(`${STUDIO}?view=${view}`);
        // The studio's own tabs sit inside the view tabs' pane: the last active pane is the studio's.
        await expect(page.locator('.ant-tabs-tabpane-active').last()).toBeVisible({ timeout: 60_000 });
        await expect(page.locator('.ant-tabs-tabpane-active').last().locator('.ant-spin-spinning')).toHaveCount(0);
        await check(page, `${name}-${lang}`);
      }
      await page.goto(`${STUDIO}?view=screens&id=home%2Ftodo`);
      await expect(page.getByTestId('studio-editor')).toBeVisible({ timeout: 60_000 });
      await expect(page.locator('[data-testid="studio-code"] .cm-content')).toBeVisible();
      // The configurator has no tasks, and studio-stories.spec.ts may have published its own version
      // of the screen: wait for the preview's table to have loaded, whatever its columns and rows.
      const preview = page.getByTestId('studio-preview');
      await expect(preview.locator('.ant-table-thead').first()).toBeVisible();
      await expect(preview.locator('.ant-spin-spinning')).toHaveCount(0);
      await check(page, `studio-editor-${lang}`);
    });

    test('the enterprise page: info and history tabs', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInThroughApi(page, 'supplier', lang);
      await page.goto('/pages/main/enterprise');
      await expect(page.getByText('91310115MA1H7QXK20')).toBeVisible({ timeout: 60_000 });
      await check(page, `enterprise-info-${lang}`);
      await page.getByRole('tab', { name: ENTERPRISE_HISTORY[lang] }).click();
      await expect(page.getByText('公司更名', { exact: false })).toBeVisible({ timeout: 30_000 });
      await check(page, `enterprise-history-${lang}`);
    });

    test('the camunda page: flow panel and the reject dialog', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInThroughApi(page, 'buyer', lang);
      // Read only: the workflow-camunda spec acts on this document later in the run.
      await page.goto('/pages/main/workbench/approval?barcode=CT-2026-0001&processDefinitionKey=contract_flow&pageType=detail');
      const bar = page.getByTestId('camunda-bar');
      await expect(bar).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await check(page, `camunda-history-${lang}`);
      await page.getByRole('tab', { name: CAMUNDA[lang].nodes }).click();
      await expect(page.getByTestId('camunda-nodes')).toBeVisible();
      await check(page, `camunda-nodes-${lang}`);
      await bar.getByRole('button', { name: CAMUNDA[lang].reject }).click();
      await expect(page.getByRole('dialog').getByLabel(CAMUNDA[lang].comment)).toBeVisible();
      await checkDialog(page, `camunda-reject-${lang}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('error pages', async ({ page }) => {
      await signInThroughApi(page, 'buyer', lang);
      for (const [path, name] of [
        ['/errors/403', 'error-403'],
        ['/errors/404', 'error-404'],
        ['/errors/tip?message=Something%20went%20wrong', 'error-tip'],
        ['/errors/developing', 'error-developing'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('.eps-status').first()).toBeVisible({ timeout: 60_000 });
        await check(page, `${name}-${lang}`);
      }
    });
  });
}
