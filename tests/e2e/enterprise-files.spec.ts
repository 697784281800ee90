/**
 * Custom widgets in a real Chromium against the reference server:
 * - the demo supplier opens the enterprise page, the attachments tab (the
 *   seeded set over three types), uploads a PNG to the active tab, previews it
 *   (inline, image/png), downloads it (the permission call, then an attachment), deletes it locally and
 *   saves: the list is the seeded one again, so the demo data is unchanged;
 * - the district cascader where a schema on this branch uses it (the demo
 *   showcase's contact dialog): China, province, city, county by mouse, a
 *   foreign country by search and the keyboard.
 * Both languages. Screenshots: test-results/screenshots/enterprise-files-*.png.
 */
import { expect, test, type Page } from './fixtures';
import { demoPng } from '../../server/db/seed/enterpriseFiles';
import { collectPageErrors, signInThroughApi } from './helpers/session';

const TEXT = {
  'zh-cn': { tab: '企业附件', licence: '营业执照 (1)', certificates: '资质证书 (2)', other: /^其他 \(\d\)$/, upload: '上传附件', uploaded: '附件上传成功', save: '保存附件', saved: '附件保存成功', preview: '预览', download: '下载', del: '删除', dialog: '打开对话框', area: '国家/地区', china: '中国', germany: '德国', search: '德国', shanghai: '上海市', pudong: '浦东新区' },
  en: { tab: 'Attachments', licence: 'Business licence (1)', certificates: 'Certificates (2)', other: /^Other \(\d\)$/, upload: 'Upload attachment', uploaded: 'Attachment uploaded', save: 'Save attachments', saved: 'Attachment saved', preview: 'Preview', download: 'Download', del: 'Delete', dialog: 'Open dialog', area: 'Country/area', china: "People's Republic of China", germany: 'Germany', search: 'Germ', shanghai: 'Shanghai', pudong: 'Pudong New Area' },
} as const;

async function openAttachments(page: Page, lang: 'zh-cn' | 'en'): Promise<void> {
  await page.goto('/pages/main/enterprise');
  await page.getByRole('tab', { name: TEXT[lang].tab }).click({ timeout: 60_000 });
  await expect(page.getByRole('tab', { name: TEXT[lang].licence })).toBeVisible({ timeout: 30_000 });
}

for (const lang of ['zh-cn', 'en'] as const) {
  const T = TEXT[lang];

  test(`supplier: attachments upload, preview, download, delete and save (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    await signInThroughApi(page, 'supplier', lang);
    await openAttachments(page, lang);
    await expect(page.getByRole('tab', { name: T.certificates })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/enterprise-files-list-${lang}.png`, fullPage: true });

    // Upload to the active tab ("other").
    await page.getByRole('tab', { name: T.other }).click();
    const name = `e2e-${lang}-scan.png`;
    await page.locator('.eps-attachments input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: demoPng(60, 40, [40, 160, 90]) });
    await expect(page.getByText(T.uploaded)).toBeVisible({ timeout: 30_000 });
    const panel = page.locator('.ant-tabs-tabpane-active');
    const row = panel.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText(/\d+ B$/)).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/enterprise-files-uploaded-${lang}.png`, fullPage: true });

    // Preview: a new window with the image inline.
    const [popup] = await Promise.all([page.waitForEvent('popup'), row.getByRole('button', { name: `${T.preview} ${name}` }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain('/eps/config/file/oss/preview?attachid=');
    // Asked as the window asks (a page), the address answers the file itself.
    const inline = await page.request.get(popup.url(), { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(inline.headers()['content-type']).toBe('image/png');
    expect(inline.headers()['content-disposition']).toMatch(/^inline;/);
    await popup.close();

    // Download: the permission call by code (oss/ids/{id}) names the file's URL, which a new window fetches as an attachment.
    const permit = page.waitForResponse((r) => r.url().includes('/eps/config/file/oss/ids/'));
    const fetched = page.context().waitForEvent('request', (r) => r.url().includes('/eps/config/file/oss/download/'));
    await row.getByRole('button', { name: `${T.download} ${name}` }).click();
    const url = ((await (await permit).json()) as { data: { downloadUrl: string }[] }).data[0]?.downloadUrl ?? '';
    expect(url).toContain('/eps/config/file/oss/download/');
    expect(new URL((await fetched).url()).pathname).toBe(url);
    const file = await page.request.get(url);
    expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers()['content-disposition']).toContain(name);
    for (const other of page.context().pages()) if (other !== page) await other.close();

    // Delete locally, then save: the seeded set again.
    await row.getByRole('button', { name: `${T.del} ${name}` }).click();
    await expect(panel.getByText(name)).toHaveCount(0);
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.saved)).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await openAttachments(page, lang);
    await expect(page.getByRole('tab', { name: T.certificates })).toBeVisible();
    await page.getByRole('tab', { name: T.other }).click();
    await expect(page.locator('.ant-tabs-tabpane-active').getByText('开户许可证.pdf')).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`district cascader: China to county by mouse, a foreign country by keyboard (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.addInitScript((l) => window.top === window && window.localStorage.setItem('lang', l), lang);
    await page.goto('/preview/demo/showcase');
    await page.getByRole('button', { name: T.dialog }).click();
    const dialog = page.getByRole('dialog');
    const area = dialog.getByLabel(T.area);

    // By keyboard: type to search, arrow to the match, Enter.
    await area.focus();
    await page.keyboard.type(T.search);
    await expect(page.locator('.ant-cascader-menu-item').filter({ hasText: T.germany }).first()).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.eps-district-cascader')).toContainText(T.germany);

    // By mouse: China, then its levels (loaded when China opens).
    await dialog.locator('.eps-district-cascader').click();
    const column = (n: number) => page.locator('.ant-cascader-menu').nth(n);
    // China's levels may still be loading from the search above: a click while they arrive can land on a menu
    // item being re-rendered and be lost (once in CI, under load), so click again as a person would.
    await expect(async () => {
      await column(0).getByTitle(T.china, { exact: true }).click();
      await expect(column(1).getByTitle(T.shanghai, { exact: true })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await column(1).getByTitle(T.shanghai, { exact: true }).click();
    await column(2).getByTitle(T.shanghai, { exact: true }).click();
    await page.screenshot({ path: `test-results/screenshots/enterprise-files-cascader-open-${lang}.png` });
    await column(3).getByTitle(T.pudong, { exact: true }).click();
    await expect(dialog.locator('.eps-district-cascader')).toContainText(`${T.china} / ${T.shanghai} / ${T.shanghai} / ${T.pudong}`);
    await page.screenshot({ path: `test-results/screenshots/enterprise-files-cascader-${lang}.png` });
    expect(errors).toEqual([]);
  });
}
