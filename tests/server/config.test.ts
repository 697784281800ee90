// @vitest-environment node
/**
 * Configuration the shell reads at start (spec portal-shell 3, 7 "Config", 9):
 * i18n messages, params, dictionaries, portals, watermark, and /healthz.
 */
import { API_CODES } from '../../src/core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

interface Dict {
  dictCode: string;
  dictName: string;
  subset: Array<{ dictLabel: string; dictValue: string; dictName: string; dictCode: string }>;
}
interface Watermark {
  tenantId: number | null;
  enable: number;
  tags: string;
  opacity: number;
  width: number;
  height: number;
  fontSize: number;
  color: string;
  rotate: number;
}

let server: TestServer;
let buyer: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
});
afterAll(async () => {
  await server?.close();
});

describe('i18n messages', () => {
  it('serves the platform messages per language as a map, before sign-in', async () => {
    const zh = await get<Record<string, string>>(server.app, '/eps/config/i18n-from-config/cache/zh-cn');
    const en = await get<Record<string, string>>(server.app, '/eps/config/i18n-from-config/cache/en-US');
    expect(zh.body.data['app.workbench']).toBe('工作台');
    expect(en.body.data['app.workbench']).toBe('Workbench');
    expect(en.body.data['menu.m_workbench_todo']).toBe('To-do');
    expect(Object.keys(en.body.data).sort()).toEqual(Object.keys(zh.body.data).sort());
  });

  it('refuses an unknown language with a clear message', async () => {
    const answer = await get(server.app, '/eps/config/i18n-from-config/cache/fr', { headers: { 'accept-language': 'en' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: API_CODES.BAD_REQUEST, message: 'Unsupported language: fr (zh-cn, en)', data: null });
  });
});

describe('params, dictionaries, portals', () => {
  it('lists the parameters the shell needs', async () => {
    const all = await get<Array<{ paramCode: string; paramValue: string; remark: string | null }>>(server.app, '/eps/config/params/list');
    const byCode = new Map(all.body.data.map((p) => [p.paramCode, p.paramValue]));
    for (const code of [
      'EPS_LOGIN_GEE_TEST', 'EPS_HELP_MENU_zh-cn', 'EPS_HELP_MENU_en', 'EPS_CUSTOMER_SERVICE_URL',
      'HOME_USER_POLICY_zh-cn', 'HOME_USER_POLICY_en', 'HOME_PRIVACY_POLICY_zh-cn', 'HOME_PRIVACY_POLICY_en', 'EPS_REDIRECT_ALLOWLIST',
    ]) {
      expect(byCode.has(code)).toBe(true);
    }
    expect(byCode.get('EPS_LOGIN_GEE_TEST')).toBe('N');
    expect(byCode.get('EPS_MESSAGE_POLL_INTERVAL')).toBe('30000');
    // Links with nothing real behind them are not seeded (the login page hides them); help and contact are the portal's own pages.
    for (const code of ['HOME', 'BUYER_URL', 'USER_REGISTERS', 'FORGOT_PASSWORD', 'SU_QR_CODE']) expect(byCode.has(code)).toBe(false);
    expect(byCode.get('EPS_HELP_MENU_en')).toBe('/help/index.html');
    expect(byCode.get('EPS_CUSTOMER_SERVICE_URL')).toBe('/help/contact.html');
    const some = await get<Array<{ paramCode: string }>>(server.app, '/eps/config/params/list?codes=EPS_LOGIN_GEE_TEST,%20EPS_HELP_MENU_en');
    expect(some.body.data.map((p) => p.paramCode)).toEqual(['EPS_HELP_MENU_en', 'EPS_LOGIN_GEE_TEST']);
  });

  it('answers dictionaries by code with their subsets, in the asked language', async () => {
    const zh = await get<Dict[]>(server.app, '/eps/config/dict/list?codes=dict_user_level,dict_news_type');
    expect(zh.body.data.map((d) => d.dictCode)).toEqual(['dict_news_type', 'dict_user_level']);
    const level = zh.body.data.find((d) => d.dictCode === 'dict_user_level')!;
    expect(level.subset).toEqual([
      { dictLabel: '主账号', dictValue: '1', dictName: '用户级别', dictCode: 'dict_user_level' },
      { dictLabel: '子账号', dictValue: '2', dictName: '用户级别', dictCode: 'dict_user_level' },
    ]);
    const en = await get<Dict[]>(server.app, '/eps/config/dict/list?codes=dict_news_type&lang=en');
    expect(en.body.data[0]!.subset.find((i) => i.dictValue === '2')!.dictLabel).toBe('System announcements');
    const all = await get<Dict[]>(server.app, '/eps/config/dict/list');
    expect(all.body.data.map((d) => d.dictCode)).toEqual(
      expect.arrayContaining(['dict_user_level', 'dict_news_type', 'dict_news_domain', 'dict_news_grade', 'dict_Changereview_status']),
    );
  });

  it('lists the purchaser portals', async () => {
    const answer = await get<{ ssoUrl: string; appkey: string; list: Array<{ portalId: string; tenantName: string }> }>(server.app, '/eps/config/portal/getEp');
    // The demo has no external portal login: signed-out visitors keep the portal's own login page.
    expect(answer.body.data.ssoUrl).toBe('');
    expect(answer.body.data.appkey).toBeTruthy();
    expect(answer.body.data.list.map((p) => [p.portalId, p.tenantName])).toEqual([
      ['portal-east', '东方采购集团'],
      ['portal-north', '北辰建设集团'],
    ]);
  });
});

describe('watermark', () => {
  it('answers the platform config to a signed-in user, and nothing without a session', async () => {
    const answer = await get<Watermark[]>(server.app, '/eps/config/watermark/get', { token: buyer.ticket });
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({
      tenantId: null, enable: 1, tags: 'username,account,email', opacity: 15, width: 340, height: 340, fontSize: 16, color: 'E8E9EB', rotate: 16,
    });
    expect((await get(server.app, '/eps/config/watermark/get')).body.code).toBe(API_CODES.LOGIN_ERROR);
  });

  it("puts the tenant's own config first and never another tenant's", async () => {
    const session = await login(server.app, 'buyer', 'Eps#Buyer2026');
    const tenants = (await get<Array<{ tenantId: number; tenantName: string }>>(server.app, '/eps/usercenter/cas/multi/ep/tenant', { token: session.ticket })).body.data;
    const north = tenants.find((t) => t.tenantName === '北辰建设集团')!;
    await get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${north.tenantId}`, { token: session.ticket });
    const inNorth = await get<Watermark[]>(server.app, '/eps/config/watermark/get', { token: session.ticket });
    expect(inNorth.body.data.map((w) => [w.tenantId, w.tags])).toEqual([
      [north.tenantId, 'username,account'],
      [null, 'username,account,email'],
    ]);
    const page = await get<{ items: Watermark[]; total: number }>(server.app, '/eps/config/watermark/page?pageNum=2&pageSize=1', { token: session.ticket });
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.items.map((w) => w.tenantId)).toEqual([null]);
    const supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
    const forSupplier = await get<Watermark[]>(server.app, '/eps/config/watermark/get', { token: supplier.ticket });
    expect(forSupplier.body.data.map((w) => w.tenantId)).toEqual([null]);
    const east = tenants.find((t) => t.tenantName === '东方采购集团')!;
    await get(server.app, `/eps/auth/cas/tenant/switch?tenantId=${east.tenantId}`, { token: session.ticket });
  });

  it('encodes the user info string as username#account#email', async () => {
    const answer = await get<string>(server.app, '/eps/config/watermark/infoshow', { token: buyer.ticket });
    expect(Buffer.from(answer.body.data, 'base64').toString('utf8')).toBe('张采购#buyer#buyer@example.com');
  });

  it('names a page size over the limit', async () => {
    await post(server.app, '/eps/auth/i18n/locale/', { lang: 'en' }, { token: buyer.ticket });
    const answer = await get(server.app, '/eps/config/watermark/page?pageSize=5000', { token: buyer.ticket });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Invalid input: querystring.pageSize: The value cannot be greater than 1000 (must be <= 1000)');
    await post(server.app, '/eps/auth/i18n/locale/', { lang: 'zh-cn' }, { token: buyer.ticket });
  });
});

describe('health', () => {
  it('answers 200 once ready', async () => {
    const raw = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(raw.statusCode).toBe(200);
    expect(raw.json()).toEqual({ status: 'ok' });
  });
});
