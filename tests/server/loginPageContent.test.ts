// @vitest-environment node
/**
 * What the login page reads before sign-in (spec portal-shell 2.2, 7, 9):
 * banner images, the joined-supplier count, visitor news (500 rows, expired
 * and internal items excluded, keyword, detail with attachments), public
 * files and policy documents, and the registration check.
 */
import { API_CODES } from '@core/apiCodes';
import { SEED_NEWS } from '../../server/db/seed/content';
import type { TestServer } from './helpers/testServer';
import { get, post, startTestServer } from './helpers/testServer';

interface NewsItem {
  id: number;
  title: string;
  category: string;
  source: string | null;
  createTime: string;
  expiredDateStr: string | null;
}
interface NewsDetail extends NewsItem {
  content: string;
  attachments: Array<{ attachmentId: string; filename: string; downloadUrl: string }>;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const page = (query: string) => get<{ items: NewsItem[]; total: number }>(server.app, `/eps/config/uc/news/visitorPage?${query}`);

describe('banner images', () => {
  it('lists the top images in order with a public download url that serves the SVG safely', async () => {
    const answer = await get<{ items: Array<{ id: number; downloadUrl: string }>; total: number }>(
      server.app,
      '/eps/config/show-imgs/list?pageNum=1&pageSize=20&position=top&routeUrl=/login',
    );
    expect(answer.body.code).toBe(API_CODES.SUCCESS);
    expect(answer.body.data.total).toBe(3);
    expect(answer.body.data.items.map((i) => i.downloadUrl)).toEqual([
      '/eps/config/file/oss/public/banner-1',
      '/eps/config/file/oss/public/banner-2',
      '/eps/config/file/oss/public/banner-3',
    ]);
    const image = await server.app.inject({ method: 'GET', url: answer.body.data.items[0]!.downloadUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.body).toMatch(/^<svg /);
  });

  it('answers an empty list for a position without images (the portal shows its default)', async () => {
    const answer = await get<{ items: unknown[]; total: number }>(server.app, '/eps/config/show-imgs/list?position=side');
    expect(answer.body.data).toEqual({ items: [], total: 0 });
  });
});

describe('joined-supplier counter', () => {
  it('counts supplier tenants without a session', async () => {
    const answer = await get<number>(server.app, '/eps/usercenter/epsCaTenant/tenantCount');
    expect(answer.body.code).toBe(API_CODES.SUCCESS);
    // SUP001 and SUP002 (the type-2 enterprise).
    expect(answer.body.data).toBe(2);
  });
});

describe('visitor news', () => {
  const live = SEED_NEWS.filter((n) => n.visitor && (n.expiresInDays === null || n.expiresInDays > 0));

  it('lists only unexpired visitor items, newest first, up to 500 rows, even when expired ones are asked for', async () => {
    const answer = await page('pageNum=1&pageSize=500&containExpired=1');
    expect(answer.body.data.total).toBe(live.length);
    const titles = answer.body.data.items.map((i) => i.title);
    expect(new Set(titles)).toEqual(new Set(live.map((n) => n.title)));
    expect(titles.some((t) => t.includes('已截止') || t.includes('已过期') || t.startsWith('内部'))).toBe(false);
    const times = answer.body.data.items.map((i) => Date.parse(i.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by category and keyword (LIKE wildcards match themselves)', async () => {
    const projects = await page('pageNum=1&pageSize=500&category=5');
    expect(projects.body.data.items.every((i) => i.category === '5')).toBe(true);
    expect(projects.body.data.total).toBe(live.filter((n) => n.category === '5').length);
    const steel = await page('pageNum=1&pageSize=500&category=5&keyword=%20钢材%20');
    expect(steel.body.data.items.map((i) => i.title)).toEqual(['钢材年度长期采购项目']);
    expect((await page('pageSize=500&keyword=%25')).body.data.total).toBe(0);
  });

  it('refuses a page size above 500', async () => {
    const answer = await page('pageNum=1&pageSize=501');
    expect(answer.status).toBe(400);
  });

  it('answers a detail with content and attachments that download', async () => {
    const list = await page('pageSize=500&keyword=钢材');
    const id = list.body.data.items[0]!.id;
    const detail = await get<NewsDetail>(server.app, `/eps/config/uc/news/visitor/${id}`);
    expect(detail.body.data.title).toBe('钢材年度长期采购项目');
    expect(detail.body.data.content).toContain('<strong>钢材</strong>');
    expect(detail.body.data.expiredDateStr).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(detail.body.data.attachments.map((a) => a.filename)).toEqual(['钢材长期采购技术规格.txt', 'supplier-application-form.txt']);
    const file = await server.app.inject({ method: 'GET', url: detail.body.data.attachments[0]!.downloadUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(file.body).toContain('Q235B');
  });

  it('answers 404 for an expired or internal item', async () => {
    const { news } = await import('../../server/db/schema');
    const rows = await server.db.database.db.select().from(news);
    const expired = rows.find((r) => r.title.includes('已截止'))!;
    const internal = rows.find((r) => !r.visitor)!;
    expect((await get(server.app, `/eps/config/uc/news/visitor/${expired.id}`)).status).toBe(404);
    expect((await get(server.app, `/eps/config/uc/news/visitor/${internal.id}`)).status).toBe(404);
  });

  it('stops listing an item once its expiry passes', async () => {
    const before = (await page('pageSize=500')).body.data.total;
    server.clock.advance(11 * 86_400_000); // the 10-day notice expires
    const after = (await page('pageSize=500')).body.data.total;
    server.clock.advance(-11 * 86_400_000);
    expect(after).toBe(before - 1);
  });
});

describe('documents', () => {
  it('previews a public policy document as data', async () => {
    const answer = await get<{ attachmentId: string; filename: string; contentType: string; content: string }>(
      server.app,
      '/eps/config/file/oss/preview?attachid=doc-user-policy-en',
    );
    expect(answer.body.data.filename).toBe('User Agreement.html');
    expect(answer.body.data.content).toContain('<h2>User Agreement</h2>');
  });

  it('answers 404 for an unknown file', async () => {
    expect((await get(server.app, '/eps/config/file/oss/preview?attachid=nope')).status).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/eps/config/file/oss/public/nope' })).statusCode).toBe(404);
  });
});

describe('registration check', () => {
  it('says whether a phone or e-mail is already used', async () => {
    expect((await post<boolean>(server.app, '/eps/usercenter/uc/register/check', { phone: '13800000001' })).body.data).toBe(true);
    const encoded = Buffer.from('13900000002').toString('base64');
    expect((await post<boolean>(server.app, '/eps/usercenter/uc/register/check', { phone: encoded })).body.data).toBe(true);
    expect((await post<boolean>(server.app, '/eps/usercenter/uc/register/check', { phone: '13812345678' })).body.data).toBe(false);
    expect((await post<boolean>(server.app, '/eps/usercenter/uc/register/check', { email: 'Buyer@Example.com' })).body.data).toBe(true);
    expect((await post<boolean>(server.app, '/eps/usercenter/uc/register/check', { email: 'new@example.com' })).body.data).toBe(false);
  });

  it('refuses a malformed phone with the portal message, and a body with neither field', async () => {
    const bad = await post(server.app, '/eps/usercenter/uc/register/check', { phone: '12345' }, { headers: { 'accept-language': 'en' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Please enter a valid phone number!');
    expect((await post(server.app, '/eps/usercenter/uc/register/check', {})).status).toBe(400);
  });
});
