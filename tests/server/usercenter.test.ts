// @vitest-environment node
/**
 * User-centre calls (spec portal-shell 5 and 7 "User center"): password change,
 * username, e-mail and phone binding with codes read from the dev endpoint,
 * exit enterprise, member search, upload and the admin / partner applications,
 * and that a user changes only themself (tenant isolation).
 */
import type { FastifyInstance } from 'fastify';
import { demoPng } from '../../server/db/seed/enterpriseFiles';
import { API_CODES } from '@core/apiCodes';
import zhValidation from '../../src/i18n/locales/zh-cn/validation.json';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
let supplier: SignedIn;
let buyer: SignedIn;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

async function put(app: FastifyInstance, url: string, body: object, token: string) {
  const raw = await app.inject({ method: 'PUT', url, payload: body, headers: { cookie: `EPSSESSION=${token}` } });
  return { status: raw.statusCode, body: raw.json<{ code: string; message: string; data: unknown }>() };
}

async function devCode(to: string): Promise<{ code: string; key: string }> {
  const answer = await get<{ code: string; key: string }>(server.app, `/eps/dev/codes?to=${encodeURIComponent(to)}`);
  expect(answer.body.code).toBe(API_CODES.SUCCESS);
  return answer.body.data;
}

async function upload(token: string, filename: string, bytes: Buffer) {
  const boundary = '----uc' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const raw = await server.app.inject({
    method: 'POST',
    url: '/eps/config/file/oss/upload',
    payload,
    headers: { cookie: `EPSSESSION=${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: raw.statusCode, body: raw.json<{ code: string; message: string; data: { attachmentId: string } }>() };
}

beforeAll(async () => {
  server = await startTestServer();
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
});
afterAll(async () => server.close());

describe('PUT /eps/usercenter/uc/user/ (username)', () => {
  it('saves a supplier username and refuses special characters, empty names and buyers', async () => {
    const saved = await put(server.app, '/eps/usercenter/uc/user/', { userId: supplier.userId, username: '李新名' }, supplier.ticket);
    expect(saved.body.code).toBe(API_CODES.SUCCESS);
    const info = await post<{ username: string }>(server.app, '/eps/auth/cas/session-info', {}, { token: supplier.ticket });
    expect(info.body.data.username).toBe('李新名');

    const bad = await put(server.app, '/eps/usercenter/uc/user/', { username: 'a#b' }, supplier.ticket);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(zhValidation.account);
    expect((await put(server.app, '/eps/usercenter/uc/user/', { username: '  ' }, supplier.ticket)).status).toBe(400);
    expect((await put(server.app, '/eps/usercenter/uc/user/', { username: 'x' }, buyer.ticket)).body.code).toBe(API_CODES.PERMISSION_ERROR);
    const other = await put(server.app, '/eps/usercenter/uc/user/', { userId: buyer.userId, username: 'hijack' }, supplier.ticket);
    expect(other.body.code).toBe(API_CODES.PERMISSION_ERROR);
  });
});

describe('POST /eps/usercenter/uc/sms/code + blind/phone', () => {
  it('binds a new phone with the code read from the dev endpoint', async () => {
    const phone = '13912345678';
    const sent = await post<string>(server.app, '/eps/usercenter/uc/sms/code', { phone: b64(phone), purpose: 'bind-phone' });
    const key = sent.body.data;
    const { code } = await devCode(phone);
    const wrong = await post(server.app, '/eps/usercenter/uc/user/blind/phone', { newPhone: phone, key, code: code === '000000' ? '111111' : '000000' }, { token: supplier.ticket });
    expect(wrong.status).toBe(400);
    const done = await post(server.app, '/eps/usercenter/uc/user/blind/phone', { userId: supplier.userId, newPhone: phone, key, code }, { token: supplier.ticket });
    expect(done.body.code).toBe(API_CODES.SUCCESS);
    const info = await post<{ phone: string }>(server.app, '/eps/auth/cas/session-info', {}, { token: supplier.ticket });
    expect(info.body.data.phone).toBe(phone);
  });

  it('refuses the same phone, a bad format and a phone another user has', async () => {
    const same = await post(server.app, '/eps/usercenter/uc/user/blind/phone', { newPhone: '13912345678', key: 'k', code: '123456' }, { token: supplier.ticket });
    expect(same.body.message).toContain(zhValidation.notEqual);
    const format = await post(server.app, '/eps/usercenter/uc/user/blind/phone', { newPhone: '12345678901', key: 'k', code: '123456' }, { token: supplier.ticket });
    expect(format.body.message).toContain(zhValidation.mobile);
    const taken = await post(server.app, '/eps/usercenter/uc/user/blind/phone', { newPhone: '13800000001', key: 'k', code: '123456' }, { token: supplier.ticket });
    expect(taken.body.message).toBe('该手机号已被注册');
  });
});

describe('email code + blind/email and blind/emailCheck', () => {
  it('changes the email with a code, then verify allows the same email', async () => {
    const email = 'new-supplier@example.com';
    const key = (await post<string>(server.app, '/eps/usercenter/uc/email/code', { email })).body.data;
    const { code } = await devCode(email);
    const changed = await post<{ emailCheck: string }>(
      server.app,
      '/eps/usercenter/uc/user/blind/email',
      { userId: supplier.userId, oldEmail: 'supplier@example.com', newEmail: b64(email), key, code },
      { token: supplier.ticket },
    );
    expect(changed.body.code).toBe(API_CODES.SUCCESS);
    const same = await post(server.app, '/eps/usercenter/uc/user/blind/email', { newEmail: email, key, code }, { token: supplier.ticket });
    expect(same.body.message).toContain(zhValidation.notEqual);
    server.clock.advance(61_000);
    const key2 = (await post<string>(server.app, '/eps/usercenter/uc/email/code', { email })).body.data;
    const verified = await post(server.app, '/eps/usercenter/uc/user/blind/emailCheck', { newEmail: email, key: key2, code: (await devCode(email)).code }, { token: supplier.ticket });
    expect(verified.body.code).toBe(API_CODES.SUCCESS);
    const info = await post<{ email: string; emailCheck: string }>(server.app, '/eps/auth/cas/session-info', {}, { token: supplier.ticket });
    expect(info.body.data).toMatchObject({ email, emailCheck: '1' });
  });

  it('refuses an email already registered and an invalid one', async () => {
    const taken = await post(server.app, '/eps/usercenter/uc/user/blind/email', { newEmail: 'buyer@example.com', key: 'k', code: '1' }, { token: supplier.ticket });
    expect(taken.body.message).toBe('该邮箱已被注册');
    const bad = await post(server.app, '/eps/usercenter/uc/email/code', { email: 'not an email' });
    expect(bad.body.message).toContain(zhValidation.email);
  });
});

describe('upload, admin application and partners', () => {
  it('uploads an image, applies for admin (bizAdmin 3) and refuses wrong types and sizes', async () => {
    const png = await upload(supplier.ticket, 'licence.png', demoPng(8, 8, [0, 90, 200]));
    // The upload checks the bytes too: a name that says PNG over bytes that are not is refused.
    expect((await upload(supplier.ticket, 'licence.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).status).toBe(400);
    expect(png.body.code).toBe(API_CODES.SUCCESS);
    const url = `/eps/usercenter/tenant/optimize/${supplier.tenantId}/user/admin`;
    const otherTenant = await post(server.app, `/eps/usercenter/tenant/optimize/${buyer.tenantId}/user/admin`, { attachmentId: png.body.data.attachmentId }, { token: supplier.ticket });
    expect(otherTenant.body.code).toBe(API_CODES.PERMISSION_ERROR);
    const applied = await post(server.app, url, { attachmentId: png.body.data.attachmentId, companyId: 1 }, { token: supplier.ticket });
    expect(applied.body.code).toBe(API_CODES.SUCCESS);
    const info = await post<{ bizAdmin: string }>(server.app, '/eps/auth/cas/session-info', {}, { token: supplier.ticket });
    expect(info.body.data.bizAdmin).toBe('3');

    const pdf = await upload(supplier.ticket, 'proof.pdf', Buffer.from('%PDF-1.4'));
    const notImage = await post(server.app, url, { attachmentId: pdf.body.data.attachmentId }, { token: supplier.ticket });
    expect(notImage.status).toBe(400);
    const big = await upload(supplier.ticket, 'big.png', Buffer.alloc(2 * 1024 * 1024 + 10));
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('2');
    const exe = await upload(supplier.ticket, 'run.exe', Buffer.from('MZ'));
    expect(exe.status).toBe(400);
    // another tenant's attachment is unknown here
    const buyerFile = await upload(buyer.ticket, 'b.png', demoPng(4, 4, [0, 0, 0]));
    const foreign = await post(server.app, url, { attachmentId: buyerFile.body.data.attachmentId }, { token: supplier.ticket });
    expect(foreign.status).toBe(400);
  });

  it('adds partners with a proof file; purchaser ids must be purchasers', async () => {
    const proof = await upload(supplier.ticket, 'proof.pdf', Buffer.from('%PDF'));
    const tenantsAnswer = await get<{ tenantId: number }[]>(server.app, '/eps/usercenter/cas/multi/ep/tenant', { token: buyer.ticket });
    const purchaseIds = tenantsAnswer.body.data.map((t) => t.tenantId);
    const added = await post(server.app, '/eps/usercenter/initSupplierNetwork', { supplierTenantId: supplier.tenantId, purchaseIds, attachmentId: proof.body.data.attachmentId }, { token: supplier.ticket });
    expect(added.body.code).toBe(API_CODES.SUCCESS);
    const notPurchaser = await post(server.app, '/eps/usercenter/initSupplierNetwork', { purchaseIds: [supplier.tenantId], attachmentId: proof.body.data.attachmentId }, { token: supplier.ticket });
    expect(notPurchaser.status).toBe(400);
    const noProof = await post(server.app, '/eps/usercenter/initSupplierNetwork', { purchaseIds }, { token: supplier.ticket });
    expect(noProof.status).toBe(400);
  });
});

describe('queryUserByUc', () => {
  it('lists users of the caller tenant only, filtered by keyword', async () => {
    const all = await get<{ items: { account: string }[]; total: number }>(server.app, '/eps/usercenter/uc/user/queryUserByUc?pageNum=1&pageSize=20', { token: buyer.ticket });
    const accounts = all.body.data.items.map((i) => i.account);
    expect(accounts).toEqual(expect.arrayContaining(['buyer', 'configurator']));
    expect(accounts).not.toContain('supplier');
    const filtered = await get<{ items: { account: string }[]; total: number }>(server.app, '/eps/usercenter/uc/user/queryUserByUc?keyword=config', { token: buyer.ticket });
    expect(filtered.body.data.items.map((i) => i.account)).toEqual(['configurator']);
    expect(filtered.body.data.total).toBe(1);
  });
});

describe('POST /eps/usercenter/uc/user/userpwdModeify', () => {
  it('checks the old password, the strength with the account and a differing new one', async () => {
    const url = '/eps/usercenter/uc/user/userpwdModeify';
    const wrongOld = await post(server.app, url, { oldPwd: b64('Nope#2026x'), newPwd: b64('Fresh#Pass2026') }, { token: supplier.ticket });
    expect(wrongOld.body.message).toBe('原密码不正确');
    const weak = await post(server.app, url, { oldPwd: b64('Eps#Supp2026'), newPwd: b64('short') }, { token: supplier.ticket });
    expect(weak.body.message).toContain(zhValidation.passwordLength);
    const withAccount = await post(server.app, url, { oldPwd: 'Eps#Supp2026', newPwd: 'Xsupplier#12' }, { token: supplier.ticket });
    expect(withAccount.body.message).toContain(zhValidation.passwordSensitive);
    const same = await post(server.app, url, { oldPwd: 'Eps#Supp2026', newPwd: 'Eps#Supp2026' }, { token: supplier.ticket });
    expect(same.body.message).toContain(zhValidation.notEqual);
  });

  it('changes the password: other sessions end, the old password no longer signs in', async () => {
    const second = await login(server.app, 'supplier', 'Eps#Supp2026');
    const done = await post(server.app, '/eps/usercenter/uc/user/userpwdModeify', { userId: supplier.userId, oldPwd: b64('Eps#Supp2026'), newPwd: b64('Fresh#Pass2026') }, { token: supplier.ticket });
    expect(done.body.code).toBe(API_CODES.SUCCESS);
    const other = await post(server.app, '/eps/auth/cas/session-info', {}, { token: second.ticket });
    expect(other.body.code).toBe(API_CODES.LOGIN_ERROR);
    const old = await post(server.app, '/eps/auth/cas/login', { mobile: 'supplier', password: 'Eps#Supp2026' });
    expect(old.body.code).not.toBe(API_CODES.SUCCESS);
    supplier = await login(server.app, 'supplier', 'Fresh#Pass2026');
  });
});

describe('GET /eps/usercenter/uc/user/deleteTenant', () => {
  it('needs a reason, refuses buyers, then removes the supplier from the enterprise', async () => {
    expect((await get(server.app, '/eps/usercenter/uc/user/deleteTenant?reason=%20', { token: supplier.ticket })).status).toBe(400);
    expect((await get(server.app, '/eps/usercenter/uc/user/deleteTenant?reason=x', { token: buyer.ticket })).body.code).toBe(API_CODES.PERMISSION_ERROR);
    const done = await get(server.app, `/eps/usercenter/uc/user/deleteTenant?userId=${supplier.userId}&reason=closing`, { token: supplier.ticket });
    expect(done.body.code).toBe(API_CODES.SUCCESS);
    const again = await post<{ tenantId: number }>(server.app, '/eps/auth/cas/login', { mobile: 'supplier', password: 'Fresh#Pass2026' });
    // no longer a member: a new session does not start in the supplier tenant
    expect(again.body.code === API_CODES.SUCCESS ? again.body.data.tenantId : -1).not.toBe(supplier.tenantId);
  });
});
