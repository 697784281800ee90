// @vitest-environment node
/**
 * The versions of a screen with their documents (`withDocuments=true`), for
 * the studio's diff of a version against the one before it: a page of one
 * version carries its document as saved; without the flag the list stays
 * light; another tenant's screen is not listed.
 */
import { documentChecker } from '../../server/lowcode/documentChecks';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';
import { call, samplePage } from './helpers/lowcode';

let server: TestServer;
let configurator: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  await documentChecker();
}, 120_000);
afterAll(async () => server?.close());

const conf = (method: Parameters<typeof call>[1], url: string, body?: unknown) => call(server.app, method, url, configurator.ticket, body);

it('lists a version with its document only when asked, one page at a time', async () => {
  const id = 't/version-documents';
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('First'))).status).toBe(200);
  expect((await conf('POST', `/eps/lowcode/screens/publish?id=${id}`, {})).status).toBe(200);
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('Second'))).status).toBe(200);

  const light = await conf('GET', `/eps/lowcode/screens/versions?id=${id}`);
  expect(light.body.data.items.map((item: { document?: unknown }) => item.document)).toEqual([undefined, undefined]);

  const newest = await conf('GET', `/eps/lowcode/screens/versions?id=${id}&pageNum=1&pageSize=1&withDocuments=true`);
  const older = await conf('GET', `/eps/lowcode/screens/versions?id=${id}&pageNum=2&pageSize=1&withDocuments=true`);
  expect(newest.body.data.items).toHaveLength(1);
  expect(newest.body.data.items[0].document).toEqual(samplePage('Second'));
  expect(older.body.data.items[0].document).toEqual(samplePage('First'));
  expect(older.body.data.total).toBe(2);

  expect((await conf('GET', `/eps/lowcode/screens/versions?id=${id}&withDocuments=maybe`)).status).toBe(400);
});
