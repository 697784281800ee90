// @vitest-environment node
/**
 * Two configurators on one screen (server/lowcode/screenRoutes.ts): every
 * answer names the screen's edit state in Record-Versions; a draft save or a
 * publish sent with an older state in If-Match (the other editor saved or
 * published since) is a 409 that changes nothing, so neither editor silently
 * replaces the other's draft or publishes it unseen. Without If-Match (a
 * script) writes go ahead as before.
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

const conf = (method: Parameters<typeof call>[1], url: string, body?: unknown, ifMatch?: string) =>
  call(server.app, method, url, configurator.ticket, body, { 'accept-language': 'en', ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) });
const tagOf = (answer: { headers: Record<string, unknown> }): string => String(answer.headers['record-versions']);

it('a save or publish from a copy the other editor replaced is refused; the other editor’s draft stays', async () => {
  const id = 't/two-editors';
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('Start'))).status).toBe(200);
  const editorA = tagOf(await conf('GET', `/eps/lowcode/screens/one?id=${id}`));
  const editorB = tagOf(await conf('GET', `/eps/lowcode/screens/one?id=${id}`));
  expect(editorA).toMatch(new RegExp(`^"screen:${configurator.tenantId}/${id}:0\\.\\d+\\.[0-9a-f]+"$`));
  const savedB = await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('B'), editorB);
  expect(savedB.status).toBe(200);
  const staleSave = await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('A'), editorA);
  expect(staleSave.status).toBe(409);
  expect(staleSave.body.message).toMatch(/Someone else changed this|已被他人修改/);
  const stalePublish = await conf('POST', `/eps/lowcode/screens/publish?id=${id}`, {}, editorA);
  expect(stalePublish.status).toBe(409);
  const now = await conf('GET', `/eps/lowcode/screens/one?id=${id}`);
  expect(JSON.stringify(now.body.data)).toContain('"B"');
  expect(JSON.stringify(now.body.data)).not.toContain('"A"');
  expect(now.body.data.published ?? null).toBeNull();
  const published = await conf('POST', `/eps/lowcode/screens/publish?id=${id}`, {}, tagOf(savedB));
  expect(published.status).toBe(200);
  // After the publish, a save from the draft's tag is stale too; from the publish's tag it goes ahead.
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('C'), tagOf(savedB))).status).toBe(409);
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('C'), tagOf(published))).status).toBe(200);
});

it('three saves from the same copy at once: one is stored, the others are 409, none 500', async () => {
  const id = 't/two-editors-race';
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('Start'))).status).toBe(200);
  for (let round = 0; round < 5; round++) {
    const tag = tagOf(await conf('GET', `/eps/lowcode/screens/one?id=${id}`));
    const answers = await Promise.all(['x', 'y', 'z'].map((t) => conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage(`${t}${round}`), tag)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  }
});

it('junk or another screen’s tags: checked only for this screen, never a 500', async () => {
  const id = 't/two-editors-junk';
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('Start'))).status).toBe(200);
  const key = `screen:${configurator.tenantId}/${id}`;
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('J'), `"${key}:1.2.<script>"`)).status).toBe(409);
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('J'), `"${key}:${'9'.repeat(80)}"`)).status).toBe(409);
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('J'), `"screen:${configurator.tenantId + 1}/${id}:0.1.ab"`)).status).toBe(200);
  expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage('J'), `"screen:${configurator.tenantId}/t/other:0.1.ab"`)).status).toBe(200);
});
