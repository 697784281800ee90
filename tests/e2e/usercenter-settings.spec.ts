/**
 * The user settings page against the reference server (spec portal-shell 2.7,
 * 4, 5; workflow-enterprise-embedding 4.6), with the browser tests' own
 * accounts only: the supplier e2e_profile changes its user name (Enter saves,
 * the top bar follows), its e-mail and its phone with the codes the dev
 * endpoint reads back (the 60 s countdown shows); e2e_password changes its
 * password, is signed out 1.5 s after the message, cannot sign in with the
 * old password and can with the new one (then changes it back, so a retry
 * works); the exact messages of a weak password and a bad e-mail in zh-cn and
 * en; an admin application through a real upload. Screenshots of the page and
 * of every dialog in both languages (test-results/screenshots/usercenter-*).
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { collectPageErrors, signInThroughApi, type AccountCredentials } from './helpers/session';
import { chooseSelectOption } from './helpers/motion';

type Lang = 'zh-cn' | 'en';

const PROFILE: AccountCredentials = { account: 'e2e_profile', password: 'Eps#Prof2026' };
const PASSWORD: AccountCredentials = { account: 'e2e_password', password: 'Eps#Pass2026' };
const NEW_PASSWORD = 'Fresh#Pass2027';
const SETTINGS = '/pages/main/user-setting';
const shot = (name: string): string => `test-results/screenshots/usercenter-${name}.png`;

/** The interface texts the test reads, per language (src/i18n/locales/<lang>/usercenter.json and friends). */
const TEXT = {
  'zh-cn': {
    basic: '基本信息',
    save: '✓ 保存',
    changePassword: '修改密码',
    changePhone: '修改手机',
    changeEmail: '修改邮箱',
    verifyEmail: '验证邮箱',
    exit: '退出企业',
    applyAdmin: '申请管理员',
    addPartner: '新增合作伙伴',
    contact: '业务联系人',
    confirm: /确\s*定/,
    cancel: /取\s*消/,
    submitApplication: '提交申请',
    oldPwd: '原密码',
    newPwd: '新密码',
    confirmPwd: '确认密码',
    newEmail: '新邮箱',
    newPhone: '新手机号',
    code: '验证码',
    getCode: '获取验证码',
    countdown: /\d+ 秒后重新获取/,
    weakLength: '密码长度为8-16位',
    weakKinds: '必须同时包含大写字母、小写字母、数字和特殊字符',
    badEmail: '请输入合法的邮箱!',
    underReview: '变更审核中',
    passwordChanged: '密码修改成功，即将重新登录',
    mainAccount: '主账号',
  },
  en: {
    basic: 'Basic information',
    save: '✓ Save',
    changePassword: 'Change password',
    changePhone: 'Change phone',
    changeEmail: 'Change email',
    verifyEmail: 'Verify email',
    exit: 'Exit enterprise',
    applyAdmin: 'Apply for admin',
    addPartner: 'Add partner',
    contact: 'Business contact',
    confirm: 'Confirm',
    cancel: 'Cancel',
    submitApplication: 'Submit application',
    oldPwd: 'Old password',
    newPwd: 'New password',
    confirmPwd: 'Confirm password',
    newEmail: 'New email',
    newPhone: 'New phone',
    code: 'Verification code',
    getCode: 'Get code',
    countdown: /Resend in \d+ s/,
    weakLength: 'Password length is 8-16 bits',
    weakKinds: 'Must include both uppercase letters, lowercase letters, numbers, and special characters',
    badEmail: 'Please enter a legal email!',
    underReview: 'Change under review',
    passwordChanged: 'Password changed, you will be signed out',
    mainAccount: 'Main account',
  },
} as const;

/** A run-unique suffix, so a retry never meets the values of an earlier run. */
const stamp = (): string => `${Date.now() % 100_000_000}`.padStart(8, '0');

async function openSettings(page: Page, who: AccountCredentials, lang: Lang): Promise<string[]> {
  const errors = collectPageErrors(page);
  await signInThroughApi(page, who, lang);
  await page.goto(SETTINGS);
  await expect(page.getByText(TEXT[lang].basic)).toBeVisible();
  return errors;
}

/** Opens the dialog behind button `name`, waiting for its form. */
async function openDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('form .ant-form-item:not(.ant-form-item-hidden)').first()).toBeVisible();
  return dialog;
}

/** Waits until the dialog's opening animation is over, so a screenshot shows it whole. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter, .ant-modal-mask.ant-fade-appear')).toHaveCount(0);
}

async function closeDialog(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: TEXT[lang].cancel }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The latest code the server sent to a phone or e-mail (GET /eps/dev/codes, outside production). */
async function devCode(request: APIRequestContext, to: string): Promise<string> {
  const answer = await request.get(`/eps/dev/codes?to=${encodeURIComponent(to)}`);
  const body = (await answer.json()) as { code: string; data: { code: string } };
  expect(body.code).toBe('200');
  return body.data.code;
}

/** A small real PNG (a blue badge on white), for the upload widget. */
function pngBytes(size = 96): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3, 0xff);
    row[0] = 0; // filter type: none
    for (let x = 0; x < size; x += 1) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size * 0.38) ** 2;
      if (inside) row.set([0x16, 0x77, 0xff], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe.configure({ mode: 'serial' });

test('the supplier changes the user name: Enter saves, the top bar shows the new name', async ({ page }) => {
  const errors = await openSettings(page, PROFILE, 'zh-cn');
  const name = `资料测试${stamp().slice(-4)}`;
  const input = page.locator('#usernameForm_username');
  await input.fill(name);
  const saved = page.waitForResponse((r) => r.url().endsWith('/eps/usercenter/uc/user/') && r.request().method() === 'PUT');
  await input.press('Enter');
  expect(((await (await saved).json()) as { code: string }).code).toBe('200');
  await expect(page.getByTestId('user-menu')).toContainText(name);
  await expect(page.locator('.ant-message').getByText('保存成功')).toBeVisible();
  // The name stays after a reload: the server has it.
  await page.reload();
  await expect(page.locator('#usernameForm_username')).toHaveValue(name);
  await expect(page.getByTestId('user-menu')).toContainText(name);
  expect(errors).toEqual([]);
});

test('the supplier changes the e-mail with the code sent to the new address', async ({ page }) => {
  const errors = await openSettings(page, PROFILE, 'zh-cn');
  const email = `profile${stamp()}@example.com`;
  const dialog = await openDialog(page, TEXT['zh-cn'].changeEmail);
  await dialog.getByLabel(TEXT['zh-cn'].newEmail).fill(email);
  await dialog.getByRole('button', { name: TEXT['zh-cn'].getCode }).click();
  await expect(dialog.getByRole('button', { name: TEXT['zh-cn'].countdown })).toBeDisabled();
  await dialog.getByLabel(TEXT['zh-cn'].code, { exact: true }).fill(await devCode(page.request, email));
  await dialog.getByRole('button', { name: TEXT['zh-cn'].confirm }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.ant-message').getByText('邮箱修改成功')).toBeVisible();
  await expect(page.locator('.eps-security-email')).toContainText(email);
  await expect(page.locator('.eps-descriptions')).toContainText(email);
  expect(errors).toEqual([]);
});

test('the supplier changes the phone with the SMS code; the 60 s countdown shows', async ({ page }) => {
  const errors = await openSettings(page, PROFILE, 'zh-cn');
  const phone = `135${stamp()}`;
  const dialog = await openDialog(page, TEXT['zh-cn'].changePhone);
  await dialog.getByLabel(TEXT['zh-cn'].newPhone).fill(phone);
  await dialog.getByRole('button', { name: TEXT['zh-cn'].getCode }).click();
  const countdown = dialog.getByRole('button', { name: TEXT['zh-cn'].countdown });
  await expect(countdown).toBeDisabled();
  const first = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  expect(first).toBeGreaterThanOrEqual(58);
  expect(first).toBeLessThanOrEqual(60);
  // It counts down.
  await expect(countdown).toHaveText(new RegExp(`^${first - 1} 秒后重新获取$`), { timeout: 3000 });
  await settled(page);
  await page.screenshot({ path: shot('phone-countdown-zh-cn') });
  await dialog.getByLabel(TEXT['zh-cn'].code, { exact: true }).fill(await devCode(page.request, phone));
  await dialog.getByRole('button', { name: TEXT['zh-cn'].confirm }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.ant-message').getByText('手机号修改成功')).toBeVisible();
  const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
  await expect(page.locator('.eps-descriptions')).toContainText(spaced);
  await expect(page.locator('.eps-security-phone')).toContainText(spaced);
  expect(errors).toEqual([]);
});

for (const lang of ['zh-cn', 'en'] as const) {
  test(`the exact messages of a weak password and a bad e-mail (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    const errors = await openSettings(page, PROFILE, lang);
    const passwordDialog = await openDialog(page, text.changePassword);
    await passwordDialog.getByLabel(text.oldPwd).fill(PROFILE.password);
    await passwordDialog.getByLabel(text.newPwd, { exact: true }).fill('abc');
    await passwordDialog.getByLabel(text.confirmPwd).fill('abc');
    await passwordDialog.getByRole('button', { name: text.confirm }).click();
    await expect(passwordDialog.getByText(text.weakLength, { exact: true })).toBeVisible();
    // Long enough now: only the character kinds are missing.
    await passwordDialog.getByLabel(text.newPwd, { exact: true }).fill('weakpassword1');
    await passwordDialog.getByRole('button', { name: text.confirm }).click();
    await expect(passwordDialog.getByText(text.weakLength, { exact: true })).toHaveCount(0);
    await expect(passwordDialog.getByText(text.weakKinds, { exact: true })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: shot(`password-weak-${lang}`) });
    await closeDialog(page, lang);

    const emailDialog = await openDialog(page, text.changeEmail);
    await emailDialog.getByLabel(text.newEmail).fill('name@example');
    await emailDialog.getByLabel(text.newEmail).blur();
    await expect(emailDialog.getByText(text.badEmail, { exact: true })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: shot(`email-invalid-${lang}`) });
    await closeDialog(page, lang);
    expect(errors).toEqual([]);
  });
}

/** Signs in through the API with `password`; the envelope code ('200' on success). */
async function apiLogin(request: APIRequestContext, account: string, password: string): Promise<string> {
  const answer = await request.post('/eps/auth/cas/login', { data: { mobile: account, password } });
  return ((await answer.json()) as { code: string }).code;
}

test('e2e_password changes its password: signed out after the message, the old one refused, the new one accepted', async ({ page, browser, baseURL }) => {
  // A retry after a run that stopped half-way: put the original password back first.
  if ((await apiLogin(page.request, PASSWORD.account, PASSWORD.password)) !== '200') {
    expect(await apiLogin(page.request, PASSWORD.account, NEW_PASSWORD)).toBe('200');
    const back = await page.request.post('/eps/usercenter/uc/user/userpwdModeify', { data: { oldPwd: NEW_PASSWORD, newPwd: PASSWORD.password } });
    expect(((await back.json()) as { code: string }).code).toBe('200');
  }
  const errors = await openSettings(page, PASSWORD, 'zh-cn');
  const dialog = await openDialog(page, TEXT['zh-cn'].changePassword);
  await dialog.getByLabel(TEXT['zh-cn'].oldPwd).fill(PASSWORD.password);
  await dialog.getByLabel(TEXT['zh-cn'].newPwd, { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel(TEXT['zh-cn'].confirmPwd).fill(NEW_PASSWORD);
  const changed = page.waitForResponse((r) => r.url().endsWith('/eps/usercenter/uc/user/userpwdModeify'));
  await dialog.getByRole('button', { name: TEXT['zh-cn'].confirm }).click();
  expect(((await (await changed).json()) as { code: string }).code).toBe('200');
  const shownAt = Date.now();
  // The toast itself (the polite live region repeats its text for screen readers).
  await expect(page.locator('.ant-message').getByText(TEXT['zh-cn'].passwordChanged)).toBeVisible();
  // spec portal-shell 4 and 9: the logout comes 1500 ms after the message.
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1200);
  expect(await page.evaluate(() => window.localStorage.getItem('user.infos'))).toBeNull();

  // The login page, in a fresh context: the old password is refused, the new one signs in.
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'zh-CN' });
  const login = await context.newPage();
  await login.goto('/login');
  const form = login.locator('.eps-login-form').first();
  await login.getByPlaceholder('请输入账号').fill(PASSWORD.account);
  await login.getByPlaceholder('请输入密码').fill(PASSWORD.password);
  await login.locator('#accountLogin_agreement').check();
  await form.getByRole('button', { name: '登 录' }).click();
  await expect(login.getByText('账号或密码错误')).toBeVisible();
  await expect(login).toHaveURL(/\/login/);
  await login.getByPlaceholder('请输入密码').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: '登 录' }).click();
  await expect(login).not.toHaveURL(/\/login/);
  await expect(login.getByTestId('user-menu')).toBeVisible();

  // Back to the original, so the next run starts from the seeded password.
  const back = await login.request.post('/eps/usercenter/uc/user/userpwdModeify', { data: { oldPwd: NEW_PASSWORD, newPwd: PASSWORD.password } });
  expect(((await back.json()) as { code: string }).code).toBe('200');
  await context.close();
  expect(await apiLogin(page.request, PASSWORD.account, PASSWORD.password)).toBe('200');
  expect(errors).toEqual([]);
});

test('an admin application with a real image upload; the status becomes under review', async ({ page }) => {
  const errors = await openSettings(page, PROFILE, 'zh-cn');
  const apply = page.getByRole('button', { name: TEXT['zh-cn'].applyAdmin, exact: true });
  const status = page.locator('.eps-biz-admin');
  await expect(status).toBeVisible();
  // A retry finds the application of the first run under review.
  if ((await status.textContent()) !== TEXT['zh-cn'].underReview) {
    const dialog = await openDialog(page, TEXT['zh-cn'].applyAdmin);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'authorisation.png', mimeType: 'image/png', buffer: pngBytes() });
    await expect(dialog.locator('.ant-upload-list-item-done')).toContainText('authorisation.png');
    await expect(dialog.locator('.ant-upload-list-item-thumbnail img')).toBeVisible();
    const applied = page.waitForResponse((r) => /\/eps\/usercenter\/tenant\/optimize\/\d+\/user\/admin$/.test(r.url()));
    await dialog.getByRole('button', { name: TEXT['zh-cn'].submitApplication }).click();
    const body = (await (await applied).json()) as { code: string };
    expect(body.code).toBe('200');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(status).toHaveText(TEXT['zh-cn'].underReview);
  await expect(apply).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a slow upload shows how much is sent, then the file', async ({ page }) => {
  // e2e_partner has not applied for admin; nothing is submitted here.
  const errors = await openSettings(page, { account: 'e2e_partner', password: 'Eps#Part2026' }, 'en');
  const dialog = await openDialog(page, 'Apply for admin');
  // A slow line: 600 KB at 150 KB/s takes about 4 s to send (Chromium's own network throttling).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150 * 1024 });
  // A small PNG followed by bytes no decoder reads (after IEND), so the file is big but still an image.
  const buffer = Buffer.concat([pngBytes(), randomBytes(600 * 1024)]);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'authorisation.png', mimeType: 'image/png', buffer });
  const bar = dialog.locator('.ant-upload-list-item-uploading [role="progressbar"]');
  await expect(bar).toBeVisible();
  // It moves while the file is sent: a share part-way, before the file is done.
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);
  await page.screenshot({ path: shot('upload-progress-en') });
  await expect(dialog.locator('.ant-upload-list-item-done')).toContainText('authorisation.png', { timeout: 30_000 });
  await expect(bar).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(errors).toEqual([]);
});

test.describe('screenshots', () => {
  for (const lang of ['zh-cn', 'en'] as const) {
    test(`the settings page and every dialog (${lang})`, async ({ page }) => {
      const text = TEXT[lang];
      // e2e_partner: a supplier that has not applied for admin (e2e_profile has, above); nothing is submitted here.
      const errors = await openSettings(page, { account: 'e2e_partner', password: 'Eps#Part2026' }, lang);
      // The user level is the dict_user_level label in the session language.
      await expect(page.locator('.ant-descriptions-item-content').getByText(text.mainAccount, { exact: true })).toBeVisible();
      // The layout scrolls its content area: a tall window shows the whole page.
      await page.setViewportSize({ width: 1280, height: 1180 });
      await page.screenshot({ path: shot(`page-${lang}`) });
      await page.setViewportSize({ width: 1280, height: 720 });

      const dialogs: [string, string, ((dialog: Locator) => Promise<void>)?][] = [
        [text.changePassword, 'change-password'],
        [text.changePhone, 'change-phone'],
        [text.changeEmail, 'change-email'],
        [text.exit, 'exit-enterprise'],
        [
          text.applyAdmin,
          'admin-apply',
          async (dialog) => {
            await dialog.locator('input[type="file"]').setInputFiles({ name: 'authorisation.png', mimeType: 'image/png', buffer: pngBytes() });
            await expect(dialog.locator('.ant-upload-list-item-thumbnail img')).toBeVisible();
          },
        ],
        [
          text.addPartner,
          'add-partner',
          async (dialog) => {
            await chooseSelectOption(page, dialog.getByRole('combobox'));
            // Close the list so the contact fields show.
            await dialog.locator('.ant-modal-title').click();
            await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
          },
        ],
        [text.contact, 'business-contact'],
      ];
      for (const [button, name, prepare] of dialogs) {
        const dialog = await openDialog(page, button);
        if (prepare) await prepare(dialog);
        await settled(page);
        await page.screenshot({ path: shot(`dialog-${name}-${lang}`) });
        await closeDialog(page, lang);
      }
      expect(errors).toEqual([]);
    });

    test(`the verify-email dialog of an unverified address (${lang})`, async ({ page }) => {
      // Show e2e_partner's address as unverified (the server verifies every seeded address).
      await page.route('**/eps/auth/cas/session-info', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data?: Record<string, unknown> };
        if (body.data) body.data['emailCheck'] = '0';
        await route.fulfill({ response, json: body });
      });
      await page.addInitScript(() => {
        if (window.top !== window) return; // a sandboxed sub-app frame has no storage
        const stored = window.localStorage.getItem('user.infos');
        if (stored) window.localStorage.setItem('user.infos', JSON.stringify({ ...JSON.parse(stored), emailCheck: '0' }));
      });
      const errors = await openSettings(page, { account: 'e2e_partner', password: 'Eps#Part2026' }, lang);
      const dialog = await openDialog(page, TEXT[lang].verifyEmail);
      await expect(dialog.getByRole('textbox').first()).toHaveValue('e2e_partner@example.com');
      await settled(page);
      await page.screenshot({ path: shot(`dialog-verify-email-${lang}`) });
      await closeDialog(page, lang);
      expect(errors).toEqual([]);
    });
  }
});
