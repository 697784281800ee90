/**
 * The enterprise page (issue 12, spec workflow-enterprise-embedding 2.4): the
 * demo supplier opens it from the top-bar icon and sees the info tab (type 1
 * fields, credit code, contact form refusing an invalid mobile) and the history tab (entries with reasons) in
 * both languages; the type-2 supplier sees the under-review tag and its duns,
 * registration and VAT numbers. Read-only: the demo data is not changed.
 * Screenshots: test-results/screenshots/enterprise-*.png.
 */
import { expect, test } from '@playwright/test';
import { collectPageErrors, signInThroughApi } from './helpers/session';

const TEXT = {
  'zh-cn': { creditCode: '统一社会信用代码', history: '变更记录', review: '变更审核中', vat: '增值税号', phone: '联系人手机', save: /保\s*存/, badPhone: '请输入正确的手机号码!' },
  en: { creditCode: 'Unified social credit code', history: 'History', review: 'Change under review', vat: 'VAT number', phone: 'Contact mobile', save: 'Save', badPhone: 'Please enter a valid phone number!' },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  test(`supplier: top-bar icon opens info and history (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await signInThroughApi(page, 'supplier', lang);
    await page.goto('/');
    await page.getByTestId('icon-enterprise').click({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/pages\/main\/enterprise/);
    await expect(page.getByText('恒信精密制造有限公司').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(TEXT[lang].creditCode)).toBeVisible();
    await expect(page.getByText('91310115MA1H7QXK20')).toBeVisible();
    await expect(page.getByText(TEXT[lang].review)).toHaveCount(0);
    await page.screenshot({ path: `test-results/screenshots/enterprise-info-${lang}.png`, fullPage: true });
    // Contacts in place (spec 5): an invalid mobile is refused with the portal's message (nothing saved).
    const phone = page.getByLabel(TEXT[lang].phone);
    await expect(phone).toHaveValue('13900000002');
    await phone.fill('12345678901');
    await page.getByRole('button', { name: TEXT[lang].save }).click();
    await expect(page.getByText(TEXT[lang].badPhone)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: TEXT[lang].history }).click();
    await expect(page.getByText('公司更名', { exact: false })).toBeVisible({ timeout: 30_000 });
    // spec 9: a create time reads YYYY-MM-DD HH-mm-ss.
    await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}-\d{2}-\d{2}$/).first()).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/enterprise-history-${lang}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

test('type-2 supplier: under-review tag, duns, registration and VAT numbers', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, { account: 'supplier_intl', password: 'Eps#Intl2026' }, 'en');
  await page.goto('/pages/main/enterprise');
  await expect(page.getByText(TEXT.en.review)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('DE811907980')).toBeVisible();
  await expect(page.getByText('HRB 123456')).toBeVisible();
  await expect(page.getByText(TEXT.en.creditCode)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/enterprise-type2-en.png', fullPage: true });
});
