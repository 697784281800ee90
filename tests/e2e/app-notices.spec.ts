/**
 * The app notice panel against the reference server (spec portal-shell 2.3
 * "notice panel (multi-step dialog with an attachment download)", 4 "App
 * notices"): opening the Workbench app from a home tile shows its
 * two unread notices one per step, each marked read as it is shown, the
 * second's attachment downloads through the file call, Done closes, and the
 * notices never come back (read on the server, once per session in the
 * browser). Own accounts (e2e_notice_zh / e2e_notice_en): reading marks the
 * notices read for good. Screenshots in zh-cn and en.
 */
import { expect, test } from './fixtures';
import { collectPageErrors, signInThroughApi } from './helpers/session';

const shot = (name: string): string => `test-results/screenshots/app-notices-${name}.png`;

const CASES = [
  { language: 'zh-cn', account: { account: 'e2e_notice_zh', password: 'Eps#Notz2026' }, tile: '工作台', title: '应用公告', next: '下一条', done: '我知道了', position: ['第 1 / 2 条', '第 2 / 2 条'] },
  { language: 'en', account: { account: 'e2e_notice_en', password: 'Eps#Note2026' }, tile: 'Workbench', title: 'App notices', next: 'Next', done: 'Got it', position: ['1 of 2', '2 of 2'] },
] as const;

for (const c of CASES) {
  test(`the notice panel steps through an app's notices and downloads the attachment (${c.language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughApi(page, c.account, c.language);
    const unread = async (): Promise<{ id: number; title: string }[]> => {
      const apps = (await (await page.request.get('/eps/auth/permission/listPermissionApp')).json()).data as { id: number; appCode: string }[];
      const workbench = apps.find((a) => a.appCode === 'app.workbench');
      return (await (await page.request.get(`/eps/usercenter/appMsg/getAppMsg/${workbench?.id ?? 0}`)).json()).data as { id: number; title: string }[];
    };
    expect((await unread()).map((n) => n.title)).toEqual(['工作台新版上线', '工作台使用指南']);

    await page.goto('/pages/main/home');
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/appMsg/setAppMsgRed/')) reads.push(new URL(r.url()).pathname);
    });
    await page.getByTestId('home-apps-item').filter({ hasText: c.tile }).first().click();

    const panel = page.getByTestId('app-notices');
    const steps = panel.getByTestId('app-notices-steps');
    await expect(steps).toBeVisible({ timeout: 30_000 });
    await expect(panel.locator('.ant-modal-title')).toHaveText(c.title);
    await expect(steps.getByTestId('app-notices-steps-item')).toContainText('工作台新版上线');
    await expect(steps.getByTestId('app-notices-steps-item').locator('b')).toHaveText('按状态筛选');
    await expect(steps.getByTestId('app-notices-steps-position')).toHaveText(c.position[0]);
    await expect(steps.locator('.ant-steps-item')).toHaveCount(2);
    await expect(steps.getByTestId('app-notice-attachment')).toHaveCount(0);
    await expect.poll(() => reads.length).toBe(1);
    await page.screenshot({ path: shot(`first-${c.language}`) });

    await steps.getByTestId('app-notices-steps-next').click();
    await expect(steps.getByTestId('app-notices-steps-next')).toHaveCount(0);
    await expect(steps.getByTestId('app-notices-steps-item')).toContainText('工作台使用指南');
    await expect(steps.getByTestId('app-notices-steps-position')).toHaveText(c.position[1]);
    await expect.poll(() => reads.length).toBe(2);
    await page.screenshot({ path: shot(`second-${c.language}`) });

    // The attachment: the file call names the download address, the new window asks for it.
    const permit = page.waitForResponse((r) => r.url().includes('/eps/config/file/oss/ids/att-app-notice-guide'));
    const fetched = page.context().waitForEvent('request', (r) => r.url().includes('/eps/config/file/oss/download/'));
    await steps.getByTestId('app-notice-attachment').click();
    const url = (await (await permit).json()).data[0].downloadUrl as string;
    expect(new URL((await fetched).url()).pathname).toBe(url);
    const file = await page.request.get(url);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain('工作台使用指南');

    // Previous goes back without marking again; Done closes.
    await steps.getByTestId('app-notices-steps-prev').click();
    await expect(steps.getByTestId('app-notices-steps-item')).toContainText('工作台新版上线');
    await steps.getByTestId('app-notices-steps-next').click();
    await steps.getByTestId('app-notices-steps-done').click();
    await expect(panel).toBeHidden();
    expect(new Set(reads).size).toBe(2);
    expect(reads).toHaveLength(2);
    expect(await unread()).toEqual([]);

    // Once per session: opening the app again shows nothing.
    await page.goto('/pages/main/home');
    await page.getByTestId('home-apps-item').filter({ hasText: c.tile }).first().click();
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('app-notices')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
