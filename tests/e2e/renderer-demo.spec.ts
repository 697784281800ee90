/**
 * Proof: the demo screen document renders in a real Chromium from
 * its JSON, through the registry, with working form validation, tabs, a
 * sanitised html node and a dialog opened by an action.
 */
import { expect, test, type Page } from './fixtures';

async function openDemo(page: Page, language: 'zh-cn' | 'en'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Not in sub-app frames: a sandboxed one has no storage.
  await page.addInitScript((lang) => window.top === window && window.localStorage.setItem('lang', lang), language);
  await page.goto('/preview/demo/showcase');
  return errors;
}

test('the showcase schema renders in Chinese with every part working', async ({ page }) => {
  const errors = await openDemo(page, 'zh-cn');
  await expect(page.getByText('组件示例')).toBeVisible();
  await expect(page.getByText('此页面完全由 JSON 描述，无需编写代码。')).toBeVisible();
  await expect(page.getByText('91350100M000100Y43')).toBeVisible();
  await expect(page.getByRole('cell', { name: '服务器扩容' })).toBeVisible();
  await expect(page.getByText('已延期')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/demo-zh-cn.png', fullPage: true });

  // Password rules with the account, then the confirmation.
  await page.getByLabel('新密码').fill('buyer#Pass12');
  await page.getByLabel('新密码').blur();
  await expect(page.getByText('新密码不能包含账号及敏感信息', { exact: false })).toBeVisible();

  // The notice tab: sanitised HTML, nothing executable left.
  await page.getByRole('tab', { name: '公告' }).click();
  await expect(page.getByText('本周六 22:00 至 24:00 进行系统维护。')).toBeVisible();
  expect(await page.locator('img[onerror]').count()).toBe(0);

  // A dialog opened by an action, with the mobile rule.
  await page.getByRole('button', { name: '打开对话框' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('业务联系人')).toBeVisible();
  await dialog.getByLabel('手机号').fill('12345');
  await dialog.getByLabel('手机号').blur();
  await expect(dialog.getByText('请输入正确的手机号码!')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/demo-dialog-zh-cn.png' });
  expect(errors).toEqual([]);
});

test('the same schema renders in English', async ({ page }) => {
  const errors = await openDemo(page, 'en');
  await expect(page.getByText('Component showcase')).toBeVisible();
  await expect(page.getByText('This page is described entirely in JSON, with no code.')).toBeVisible();
  await expect(page.getByText('Delayed')).toBeVisible();
  await page.getByRole('button', { name: 'Open dialog' }).click();
  await page.getByRole('dialog').getByLabel('Mobile phone').fill('12345');
  await page.getByRole('dialog').getByLabel('Mobile phone').blur();
  await expect(page.getByText('Please enter a valid phone number!')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/demo-en.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('an unknown screen id says so', async ({ page }) => {
  await page.goto('/preview/demo/does-not-exist');
  await expect(page.getByText('未找到页面配置 "demo/does-not-exist"')).toBeVisible();
});
