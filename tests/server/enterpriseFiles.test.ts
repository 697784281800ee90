// @vitest-environment node
/**
 * Attachments with business keys (spec 2.5, 4.7, 7 "Files"): upload at the
 * spec's path, typed by name and by content, at most 2048 KB, batch save (empty
 * refused), list, the preview window at the spec's path with the right type,
 * download as attachment, never another tenant's file.
 */
import { demoPdf, demoPng } from '../../server/db/seed/enterpriseFiles';
import { ENTERPRISE_ATTACHMENT_KEYS } from '../../server/db/seed/enterprise';
import { API_CODES } from '@core/apiCodes';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';
import { multipart } from './helpers/multipart';

let server: TestServer;
let supplier: SignedIn;
let buyer: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  supplier = await login(server.app, 'supplier', 'Eps#Supp2026');
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
});
afterAll(async () => {
  await server?.close();
});

const keys = new URLSearchParams(ENTERPRISE_ATTACHMENT_KEYS).toString();

async function upload(token: string, name: string, bytes: Buffer) {
  const body = multipart({}, [{ field: 'file', name, bytes }]);
  const raw = await server.app.inject({ method: 'POST', url: '/eps/config/file/oss/upload', payload: body.payload, headers: { cookie: `EPSSESSION=${token}`, 'content-type': body.contentType } });
  return { status: raw.statusCode, body: raw.json<{ code: string; message: string; data: { attachmentId: string; filename: string; filesize: number } }>() };
}

describe('attachments', () => {
  it('lists the seeded set over three types', async () => {
    const list = await get<Array<{ type: string; filesize: number; downloadUrl: string }>>(server.app, `/eps/config/file/oss/getFileBizList?${keys}`, { token: supplier.ticket });
    expect(new Set(list.body.data.map((a) => a.type))).toEqual(new Set(['license', 'certificate', 'other']));
    expect(list.body.data.every((a) => a.filesize > 0 && a.downloadUrl.startsWith('/eps/oss/prmattachment/downloadbyid?attachid='))).toBe(true);
  });

  it('upload: typed by name and by bytes (a script named .png, a PDF named .docx, an unlisted type, a binary .txt are refused), at most 2048 KB, name never a path', async () => {
    const fake = await upload(supplier.ticket, 'evil.png', Buffer.from('<script>alert(1)</script>'));
    expect(fake.status).toBe(400);
    expect((await upload(supplier.ticket, 'quote.docx', demoPdf('renamed'))).status).toBe(400);
    expect((await upload(supplier.ticket, 'page.html', Buffer.from('<h1>x</h1>'))).status).toBe(400);
    expect((await upload(supplier.ticket, 'notes.txt', demoPng(4, 4, [0, 0, 0]))).status).toBe(400);
    const text = await upload(supplier.ticket, 'notes.txt', Buffer.from('交货期 30 天\n'));
    expect(text.body.code).toBe(API_CODES.SUCCESS);
    const big = await upload(supplier.ticket, 'big.pdf', Buffer.concat([demoPdf('big'), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('2');
    const good = await upload(supplier.ticket, '../../etc/报价单.pdf', demoPdf('quote'));
    expect(good.body.code).toBe(API_CODES.SUCCESS);
    expect(good.body.message).toBe('附件上传成功');
    expect(good.body.data.filename).toBe('报价单.pdf');
  });

  it('batch save replaces the list; an empty list asks to upload first and keeps the list', async () => {
    const empty = await post(server.app, '/eps/config/file/oss/addFileBizList', { ...ENTERPRISE_ATTACHMENT_KEYS, items: [] }, { token: supplier.ticket });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('请先上传附件');
    const png = await upload(supplier.ticket, 'photo.png', demoPng(20, 20, [0, 128, 0]));
    const saved = await post<unknown[]>(server.app, '/eps/config/file/oss/addFileBizList', { ...ENTERPRISE_ATTACHMENT_KEYS, items: [{ attachmentId: png.body.data.attachmentId, type: 'other', typeName: '其他' }] }, { token: supplier.ticket });
    expect(saved.body.code).toBe(API_CODES.SUCCESS);
    expect(saved.body.message).toBe('附件保存成功');
    expect(saved.body.data).toHaveLength(1);
  });

  it('preview inline with the image type; download as attachment; PDF inline too', async () => {
    const png = await upload(supplier.ticket, 'view.png', demoPng(20, 20, [0, 0, 128]));
    const id = png.body.data.attachmentId;
    const headers = { cookie: `EPSSESSION=${supplier.ticket}` };
    // spec 7: the preview opens as a window at /eps/config/file/oss/preview; a browser asking for a page gets the file.
    const page = { ...headers, accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const inline = await server.app.inject({ method: 'GET', url: `/eps/config/file/oss/preview?attachid=${id}`, headers: page });
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    expect(inline.headers['content-security-policy']).toContain('sandbox');
    expect(inline.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Another tenant's preview window is a 404, as its download.
    expect((await server.app.inject({ method: 'GET', url: `/eps/config/file/oss/preview?attachid=${id}`, headers: { ...page, cookie: `EPSSESSION=${buyer.ticket}` } })).statusCode).toBe(404);
    const download = await server.app.inject({ method: 'GET', url: `/eps/oss/prmattachment/downloadbyid?attachid=${id}`, headers });
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''view.png`);
    const pdf = await server.app.inject({ method: 'GET', url: '/eps/config/file/oss/inline?attachid=entSup001Iso9001', headers });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline;/);
    const url = await get<string>(server.app, `/eps/pub/file/url?data=${id}`, { token: supplier.ticket });
    expect(url.body.data).toContain(id);
  });

  it('another tenant gets 404 for the file, an empty list, and cannot attach it', async () => {
    const headers = { cookie: `EPSSESSION=${buyer.ticket}` };
    expect((await server.app.inject({ method: 'GET', url: '/eps/oss/prmattachment/downloadbyid?attachid=entSup001Licence', headers })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/eps/config/file/oss/inline?attachid=entSup001Licence', headers })).statusCode).toBe(404);
    expect((await get<unknown[]>(server.app, `/eps/config/file/oss/getFileBizList?${keys}`, { token: buyer.ticket })).body.data).toEqual([]);
    const steal = await post(server.app, '/eps/config/file/oss/addFileBizList', { ...ENTERPRISE_ATTACHMENT_KEYS, items: [{ attachmentId: 'entSup001Licence', type: 'other' }] }, { token: buyer.ticket });
    expect(steal.status).toBe(400);
  });

  it('the download permission call by id (oss/ids/{id}): the own file gives a URL that downloads it; an unknown id and another tenant\'s file are 404', async () => {
    const permit = await get<{ attachmentId: string; downloadUrl: string }[]>(server.app, '/eps/config/file/oss/ids/entSup001Licence', { token: supplier.ticket });
    expect(permit.body.data).toEqual([expect.objectContaining({ attachmentId: 'entSup001Licence' })]);
    const file = await server.app.inject({ method: 'GET', url: permit.body.data[0]!.downloadUrl, headers: { cookie: `EPSSESSION=${supplier.ticket}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    for (const [id, who] of [['entSup001Licence', buyer], ['no-such-file', supplier]] as const) {
      const answer = await get(server.app, `/eps/config/file/oss/ids/${id}`, { token: who.ticket });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe(API_CODES.NOT_FOUND);
    }
  });
});
