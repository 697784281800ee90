// @vitest-environment node
/**
 * The portal's calls after sign-in go by the permission codes spec
 * workflow-enterprise-embedding 6 names (portal-shell 6: "an unknown key shows
 * 'no permission'"): each listed document and shell call names its code, no
 * document reaches one of those codes' seeded URLs directly, and a user whose
 * permission sets lack the key is refused before anything is sent.
 * The calls of the signed-out pages keep their URLs (docs/workflow.md lists why).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSION_URL_MISSING } from '../../../src/api/createApiClient';
import { SCREEN_CALLS } from '../../../src/core/calls/screenCallList';
import { findCall } from '../../../src/core/calls/screenCalls';
import { fillUrlTemplate } from '../../../src/core/calls/urlTemplate';
import { resolveRequest } from '../../../src/core/dataSource';
import type { DataSource, HttpMethod } from '../../../src/core/schema/types';
import { Scope } from '../../../src/core/scope';
import { appInfoOf, launchApp, type LaunchDeps, type LaunchTarget } from '../../../src/shell/apps/launchApp';
import { buildMenuModel, type MenuApp, type PermissionApp } from '../../../src/menu';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';
import { permissionNode } from '../../helpers/permissionNodes';
import { SEEDED_PERMISSION_URLS, seededUrlsWithout } from '../../helpers/seededPermissionUrls';
import { makeClient } from './helpers/clientFixture';
import { recordingServerPerFile } from './helpers/recordingServer';

const SCHEMAS = join(__dirname, '../../../schemas');

/** Document calls after sign-in and the code each goes by. */
const DOCUMENT_CALLS: readonly { code: string; document: string }[] = [
  { code: 'p_eps_api_msg_read', document: 'notifications/list.json' },
  { code: 'p_conifg_news', document: 'home/index.json' },
  { code: 'p_conifg_news', document: 'bulletins/list.json' },
  { code: 'p_conifg_news_detail', document: 'bulletins/detail.json' },
  { code: 'p_config_oss_download', document: 'bulletins/detail.json' },
  { code: 'p_config_oss_download', document: 'shell/app-notices.json' },
  { code: 'p_config_dicts', document: 'bulletins/list.json' },
  { code: 'p_usercenter_enterprise_info', document: 'enterprise/info.json' },
  { code: 'p_usercenter_enterprise_info', document: 'enterprise/contacts.json' },
  { code: 'p_usercenter_change_tenant_history', document: 'enterprise/info.json' },
  { code: 'p_usercenter_enterprise_change', document: 'enterprise/change.json' },
  { code: 'p_usercenter_business_concat_update', document: 'enterprise/info.json' },
  { code: 'p_usercenter_business_concat_update', document: 'enterprise/contacts.json' },
  { code: 'p_usercenter_register_check', document: 'user/dialogs/change-phone.json' },
  { code: 'p_usercenter_register_check', document: 'user/dialogs/change-email.json' },
  { code: 'p_usercenter_sms_code', document: 'user/dialogs/change-phone.json' },
  { code: 'p_flow_camunda_active_node', document: 'workflow/camunda.json' },
  { code: 'p_flow_camunda_nodes', document: 'workflow/camunda.json' },
  { code: 'p_flow_camunda_history', document: 'workflow/camunda.json' },
  { code: 'p_flow_camunda_actions', document: 'workflow/camunda.json' },
  { code: 'p_flow_camunda_flow_start', document: 'workflow/camunda.json' },
  { code: 'p_flow_camunda_flow_run', document: 'workflow/camunda.json' },
];

/** Shown before sign-in (or before a tenant, hence permission sets, is chosen): their calls keep URLs. */
const SIGNED_OUT_DOCUMENTS = new Set(['shell/login.json', 'user/forced-phone.json', 'user/forced-email.json']);

/** The keys whose value is a call in a document. */
const CALL_KEYS = new Set(['api', 'initApi', 'send']);

function documentPaths(dir = SCHEMAS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? documentPaths(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

/** Every call object of a document (the values of its api, initApi and send keys). */
function callsOf(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const item of node) callsOf(item, found);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (CALL_KEYS.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value)) found.push(value as Record<string, unknown>);
      callsOf(value, found);
    }
  }
  return found;
}

const documentCalls = (path: string): Record<string, unknown>[] => callsOf(JSON.parse(readFileSync(path, 'utf8')));

/** A document call's method (get when it names none). */
const methodOf = (call: Record<string, unknown> | undefined): HttpMethod => (typeof call?.method === 'string' ? (call.method as HttpMethod) : 'get');

describe('document calls after sign-in go by permission code', () => {
  it.each(DOCUMENT_CALLS)('$document names $code, and its key has a seeded URL', ({ code, document }) => {
    const named = documentCalls(join(SCHEMAS, document)).filter((call) => call.permission === code);
    expect(named.length).toBeGreaterThan(0);
    for (const call of named) expect(call.url ?? '').toBe('');
    expect(SEEDED_PERMISSION_URLS[code]).toMatch(/^\/eps\//);
  });

  it("no signed-in document calls one of those codes' routes directly", () => {
    // By route, as the server and the call guard see a call: a key's `{id}` and a document's `${row.id}` fill the
    // same `:id`, while a literal route beside it (news/visitorPage beside news/{id}) stays another route.
    const routeOf = (method: HttpMethod, url: string): string | undefined => {
      const route = findCall(SCREEN_CALLS, method, url);
      return route ? `${method} ${route.path}` : undefined;
    };
    const byRoute = new Map(
      DOCUMENT_CALLS.map(({ code, document }) => {
        const call = documentCalls(join(SCHEMAS, document)).find((c) => c.permission === code);
        return [routeOf(methodOf(call), SEEDED_PERMISSION_URLS[code] ?? ''), code] as const;
      }),
    );
    expect([...byRoute.keys()]).not.toContain(undefined);
    const direct = documentPaths()
      .map((path) => relative(SCHEMAS, path).split('\\').join('/'))
      .filter((document) => !SIGNED_OUT_DOCUMENTS.has(document))
      .flatMap((document) =>
        documentCalls(join(SCHEMAS, document))
          .filter((call) => typeof call.url === 'string')
          .map((call) => routeOf(methodOf(call), String(call.url)))
          .filter((route) => route !== undefined && byRoute.has(route))
          .map((route) => `${document}: ${String(route)} (${String(byRoute.get(route))})`),
      );
    expect(direct).toEqual([]);
  });
});

describe('without the key, the call is refused before it is sent', () => {
  const server = recordingServerPerFile(() => ({ body: { code: '200', data: null } }));
  const codes = [...new Set(DOCUMENT_CALLS.map(({ code }) => code))];

  it.each(codes)('%s: the seeded URL with the key, a translated "no permission" without it', async (code) => {
    const call = documentCalls(join(SCHEMAS, DOCUMENT_CALLS.find((c) => c.code === code)?.document ?? '')).find((c) => c.permission === code);
    const scope = new Scope({ row: { id: 1, attachmentId: 'att-1' }, item: { attachment: { attachmentId: 'att-1' } }, value: '13800000000', route: { query: {}, params: { id: '9' } } });
    const request = resolveRequest(call as DataSource, scope, { language: 'en', t: (key: string) => key, exists: () => false });
    const granted = makeClient(server.baseURL, { permissionUrl: (key) => SEEDED_PERMISSION_URLS[key] });
    await granted.client.request({ ...request, silent: true }).catch(() => undefined);
    // A key whose URL is a template reaches it filled from the call's own params.
    const filled = fillUrlTemplate(SEEDED_PERMISSION_URLS[code] ?? '', request.params);
    expect('url' in filled && !filled.url.includes('{')).toBe(true);
    expect(server.received.map((r) => r.path)).toEqual(['url' in filled ? filled.url : '']);
    server.received.length = 0;

    const lacking = seededUrlsWithout(code);
    const refused = makeClient(server.baseURL, { permissionUrl: (key) => lacking[key] });
    await expect(refused.client.request(request)).rejects.toMatchObject({ code: PERMISSION_URL_MISSING });
    // A silent call (a list's read, the mark-read) is refused without a toast; the error still reaches the caller.
    if (request.silent === true) expect(refused.notifier.error).not.toHaveBeenCalled();
    else expect(refused.notifier.error).toHaveBeenCalledWith(`Cannot call "${code}": your permissions include no such call. Please contact your administrator`);
    expect(server.received).toEqual([]);
  });
});

describe('shell calls after sign-in go by permission code', () => {
  const model = buildMenuModel([
    permissionNode({ permissionId: 30, type: 2, appInfoId: 3, appRoute: 'contracts' }),
    permissionNode({ permissionId: 40, type: 2, appInfoId: 4, appRoute: 'analytics' }),
  ]);
  const apps: PermissionApp[] = [
    { id: 3, appCode: 'app.contracts', appName: 'Contracts', type: 1, href: 'https://contracts.example.com/sso' },
    { id: 4, appCode: 'app.analytics', appName: 'Analytics', type: 2, href: 'https://data.example.com/portal' },
  ];
  const target = (id: number): LaunchTarget => {
    const app = model.apps.find((a) => a.permissionId === id) as MenuApp;
    return { app, info: appInfoOf(app, apps) };
  };
  const answer = (request: { url: string }): ReturnType<typeof ok> =>
    request.url.endsWith('sso-app') ? ok({ ticket: 't1' }) : request.url.endsWith('ddmGetToken') ? ok({ token: 'd1' }) : ok(null);
  const deps = (env: TestEnv): LaunchDeps => ({
    api: env.api,
    navigate: (to) => env.navigate(to),
    openWindow: (url) => env.openWindow(url),
    notify: (level, message) => env.notify(level, message),
    t: (key) => env.i18n.t(key),
    origin: 'https://portal.example.com',
    wait: () => Promise.resolve(),
  });

  it.each([
    ['p_auth_apps_sso', 30],
    ['p_auth_apps_ddm', 40],
  ] as const)('%s: the credential call goes by code; without the key nothing opens and the user is told', async (code, id) => {
    let env: TestEnv = createTestEnv({ permissionUrls: SEEDED_PERMISSION_URLS, api: answer });
    await launchApp(target(id), deps(env));
    expect(env.requests.map((r) => [r.permission, r.url])).toEqual([
      ['p_auth_apps_analyze', SEEDED_PERMISSION_URLS.p_auth_apps_analyze],
      [code, SEEDED_PERMISSION_URLS[code]],
    ]);
    expect(env.windows).toHaveLength(1);

    env = createTestEnv({ permissionUrls: seededUrlsWithout(code), api: answer });
    await expect(launchApp(target(id), deps(env))).rejects.toMatchObject({ reason: 'request' });
    expect(env.windows).toEqual([]);
    expect(env.notices).toEqual([{ level: 'error', message: `No URL for permission ${code}` }]);
  });

  it('p_auth_apps_analyze: without the key no analytics call is sent, silently, and the launch goes on', async () => {
    const env: TestEnv = createTestEnv({ permissionUrls: seededUrlsWithout('p_auth_apps_analyze'), api: answer });
    await launchApp(target(30), deps(env));
    expect(env.requests.map((r) => r.permission)).toEqual(['p_auth_apps_sso']);
    expect(env.notices).toEqual([]);
    expect(env.windows).toHaveLength(1);
  });
});
