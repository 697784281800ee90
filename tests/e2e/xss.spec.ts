/**
 * XSS in a real browser: 60 hostile payloads (script tags, event
 * handlers, `javascript:` / `data:` URLs, SVG, mXSS, template injection through
 * `${...}` and `{{...}}`, prototype-pollution keys) go in through the real API,
 * as the account that may write each place, and every page that renders them
 * is opened. Each payload calls `__xss(n)` or `alert(n)`: a dialog handler and
 * the window list `__xssHits` would see it run. Beyond "nothing ran" (the CSP
 * alone would stop inline script), each page is also searched for hostile
 * markup that reached the live DOM (event-handler attributes, script elements,
 * `javascript:` / `data:text/html` targets) and for script-src CSP violations,
 * so a sanitiser or renderer that lets markup through fails here even though
 * the CSP blocked it. Places:
 * - tenant menus: name and titles (configurator, POST /eps/lowcode/menus);
 * - tenant texts (configurator, PUT /eps/lowcode/texts), shown through a screen;
 * - a published tenant screen (configurator, studio API): text, html, image src,
 *   link-action URL, and the same through `${data}` templates; a document whose
 *   data carries `__proto__` / `constructor.prototype` keys is refused (400);
 * - bulletins (list, home notices, detail title and html content) and
 *   notifications (table, bell popover): no write API exists for them, so the
 *   server's real answers are rewritten on the wire with the payloads (and
 *   `__proto__` / `constructor.prototype` keys in their data);
 * - the profile username (supplier, PUT /eps/usercenter/uc/user/).
 * Figures are printed: payloads x places tried, refused at input, executed (0).
 * Everything created is removed at the end (other specs share the server).
 */
import { expect, test, type Page } from './fixtures';
import { DEMO, signInThroughApi } from './helpers/session';

// Independent tests (each removes what it created): one failing does not skip the others.
test.describe.configure({ timeout: 600_000 });
const FIRST_LOAD = { timeout: 90_000 };

/** `%` is the code a payload runs if it ever executes. */
const TEMPLATES: readonly string[] = [
  '<script>%</script>',
  '<SCRIPT>%</SCRIPT>',
  '<script src="data:text/javascript,%"></script>',
  '<img src=x onerror="%">',
  '<img src=x onerror=ALERT>',
  '<IMG SRC=x OnErRoR=%>',
  '<img src="x` `<script>%</script>"` `>',
  '<svg onload="%">',
  '<svg/onload=%>',
  '<svg><script>%</script></svg>',
  '<svg><animate onbegin="%" attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:%"><text y=20>svg link</text></a></svg>',
  '<body onload="%">',
  '<iframe src="javascript:%"></iframe>',
  '<iframe srcdoc="<script>parent.%</script>"></iframe>',
  '<a href="javascript:%">link</a>',
  '<a href="JaVaScRiPt:%">link</a>',
  '<a href="&#106;avascript:%">link</a>',
  '<a href="java&#x09;script:%">link</a>',
  '<a href="data:text/html,<script>%</script>">link</a>',
  '<details open ontoggle="%">x</details>',
  '<input autofocus onfocus="%">',
  '<video><source onerror="%"></video>',
  '<audio src=x onerror="%"></audio>',
  '<object data="javascript:%"></object>',
  '<embed src="data:text/html,<script>%</script>">',
  '<math><mtext><table><mglyph><style><img src=x onerror="%">',
  '<noscript><p title="</noscript><img src=x onerror=%>">',
  '"><img src=x onerror=%>',
  "'><svg onload=%>",
  '</textarea><script>%</script>',
  '</title><script>%</script>',
  '<div style="background:url(javascript:%)">styled</div>',
  '<form action="javascript:%"><button>go</button></form>',
  '<button formaction="javascript:%">go</button>',
  '<marquee onstart="%">m</marquee>',
  '<meta http-equiv="refresh" content="0;url=javascript:%">',
  '<base href="javascript:%//">',
  '<scr<script>ipt>%</scr</script>ipt>',
  '<template><img src=x onerror=%></template>',
  '\u202E<img src=x onerror=%>',
  'javascript:%',
  'JAVASCRIPT:%',
  ' javascript:%',
  'java\tscript:%',
  'data:text/html,<script>%</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="%"/>',
  'vbscript:msgbox(1)',
  '//evil.example/x.js',
  "${constructor.constructor('%')()}",
  "${''.constructor.constructor('%')()}",
  "${__proto__.constructor.constructor('%')()}",
  '${window.%}',
  '${globalThis.%}',
  '${this.%}',
  "{{constructor.constructor('%')()}}",
  '{{__proto__.polluted}}$t(__proto__)',
  '__proto__',
  '{"__proto__":{"polluted":"yes"}}',
  'constructor.prototype.polluted',
];

/** Payload n calls `__xss(n)` (or `alert(n)`) when it runs. */
const PAYLOADS: readonly string[] = TEMPLATES.map((t, n) => t.replace('ALERT', `alert(${n})`).replace('%', `__xss(${n})`));

interface Figures {
  tried: number;
  refused: number;
  executed: number;
}
const figures = new Map<string, Figures>();
function count(place: string, tried: number, refused: number, executed: number): void {
  const before = figures.get(place) ?? { tried: 0, refused: 0, executed: 0 };
  figures.set(place, { tried: before.tried + tried, refused: before.refused + refused, executed: before.executed + executed });
}

/** The trap: `__xss` records, dialogs are recorded and dismissed, script-src CSP violations are kept. */
async function guard(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  // Uncaught errors are printed (a payload that breaks a page is a finding too; the readiness checks fail on it).
  page.on('pageerror', (error) => console.info(`xss: page error on ${page.url()}: ${error.stack ?? error.message}`));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: number[]; __xss: (n: number) => void; __xssCsp: string[]; __xssInert?: number };
    w.__xssHits = [];
    w.__xss = (n: number) => void w.__xssHits.push(n);
    w.__xssCsp = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      if (event.violatedDirective.startsWith('script-src') || event.violatedDirective.startsWith('object-src') || event.violatedDirective.startsWith('frame-src')) {
        // Chrome also reports handlers it sees while DOMPurify parses the untrusted HTML in its
        // DOMParser document (cure53/DOMPurify#107, #900): that document is inert, nothing runs, and
        // the report names the Document. Only an element in the live page is hostile markup.
        if (!(event.target instanceof Element) || !event.target.isConnected) return void (w.__xssInert = (w.__xssInert ?? 0) + 1);
        const where = event.target.closest('[data-pointer]')?.getAttribute('data-pointer') ?? event.target.parentElement?.tagName ?? '?';
        w.__xssCsp.push(`${event.violatedDirective} ${event.blockedURI} ${event.target.outerHTML.slice(0, 120)} in ${where}`);
      }
    });
  });
  return { dialogs };
}

/** What ran (hits, dialogs, popups) and what hostile markup reached the live DOM of the page. */
async function inspect(page: Page, dialogs: string[]): Promise<{ executed: string[]; liveMarkup: string[] }> {
  // Give late handlers (onerror of a broken image, animations, autofocus) their chance.
  await page.waitForTimeout(1_500);
  const found = await page.evaluate(() => {
    const w = window as unknown as { __xssHits?: number[]; __xssCsp?: string[] };
    const live: string[] = [];
    const hostileUrl = /^(javascript|vbscript|data:text\/html)/;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers ignore control characters and spaces in a URL's scheme.
        const value = Array.from(attribute.value).filter((c) => c.charCodeAt(0) > 32).join('').toLowerCase();
        if (name.startsWith('on')) live.push(`${element.tagName} ${name}`);
        if (name === 'srcdoc') live.push(`${element.tagName} srcdoc`);
        if (['href', 'xlink:href', 'action', 'formaction', 'data'].includes(name) && hostileUrl.test(value)) live.push(`${element.tagName} ${name}=${value.slice(0, 40)}`);
        if (name === 'src' && element.tagName !== 'IMG' && hostileUrl.test(value)) live.push(`${element.tagName} src=${value.slice(0, 40)}`);
      }
      if (element.tagName === 'SCRIPT') {
        const src = (element as HTMLScriptElement).src;
        if (!src || new URL(src).origin !== location.origin) live.push(`SCRIPT ${src || element.textContent?.slice(0, 40)}`);
      }
      // The portal's own sub-app frames (the iframe host, preloaded after sign-in) are not content.
      const ownFrame = element.tagName === 'IFRAME' && element.getAttribute('data-testid') === 'iframe-app';
      if (['IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META'].includes(element.tagName) && element.closest('#root') && !ownFrame) live.push(element.tagName);
    }
    const polluted = (({}) as Record<string, unknown>).polluted !== undefined;
    return { hits: w.__xssHits ?? [], csp: w.__xssCsp ?? [], live, polluted };
  });
  const executed = [...found.hits.map((n) => `__xss(${n})`), ...dialogs.map((m) => `dialog ${m}`), ...(found.polluted ? ['Object.prototype polluted'] : [])];
  return { executed, liveMarkup: [...found.live, ...found.csp.map((c) => `CSP ${c}`)] };
}

/** Opens `path`, waits for `ready`, and asserts nothing ran and no hostile markup is live. */
async function visit(page: Page, dialogs: string[], path: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.goto(path);
  await ready(page);
  const { executed, liveMarkup } = await inspect(page, dialogs);
  expect(executed, `${path}: payloads executed`).toEqual([]);
  expect(liveMarkup, `${path}: hostile markup in the live DOM`).toEqual([]);
  return executed.length;
}

const SCREEN_ID = 't/e2e-xss';
const textKey = (n: number): string => `e2e.xss.k${n}`;

/** The screen: every payload as text, html, image, link URL, tenant text and through `${data}`. */
function xssDocument(): Record<string, unknown> {
  const data: Record<string, unknown> = { xss: Object.fromEntries(PAYLOADS.map((p, n) => [`k${n}`, p])) };
  const body = PAYLOADS.flatMap((payload, n) => [
    { type: 'text', text: payload },
    { type: 'text', text: textKey(n) },
    { type: 'text', text: `\${xss.k${n}}` },
    { type: 'html', content: payload },
    { type: 'html', content: `\${xss.k${n}}` },
    { type: 'image', src: payload, alt: `image ${n}`, width: 16, height: 16 },
    { type: 'image', src: `\${xss.k${n}}`, alt: `data image ${n}`, width: 16, height: 16 },
    { type: 'button', label: `xss link ${n}`, action: { action: 'link', url: payload } },
  ]);
  return { type: 'page', schemaVersion: 1, title: 'XSS E2E', data, body };
}

/** The same document with prototype-pollution keys in its data, as raw JSON (JSON.stringify would drop `__proto__`). */
const POLLUTING_KEYS = ['"__proto__":{"polluted":"yes"}', '"constructor":{"prototype":{"polluted":"yes"}}'];
function pollutedJson(document: Record<string, unknown>, key: string): string {
  return JSON.stringify(document).replace('"data":{', `"data":{${key},`);
}

/** Saves a draft, dropping the nodes and data values the server refuses (each refusal counts), then publishes. */
async function publishScreen(page: Page, document: Record<string, unknown>): Promise<number> {
  let refused = 0;
  const body = document.body as unknown[];
  const data = (document.data as { xss: Record<string, unknown> }).xss;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const saved = await page.request.put(`/eps/lowcode/screens/draft?id=${encodeURIComponent(SCREEN_ID)}`, { data: document });
    const answer = (await saved.json()) as { code: string; data?: { problems?: Array<{ pointer: string }> } };
    if (answer.code === '200') break;
    const pointers = (answer.data?.problems ?? []).map((p) => p.pointer);
    const nodes = new Set(pointers.map((p) => /^\/body\/(\d+)/.exec(p)?.[1]).filter((i): i is string => i !== undefined).map(Number));
    const values = new Set(pointers.map((p) => /^\/data\/xss\/(k\d+)/.exec(p)?.[1]).filter((k): k is string => k !== undefined));
    expect(nodes.size + values.size, `draft refused elsewhere: ${JSON.stringify(answer).slice(0, 400)}`).toBeGreaterThan(0);
    for (const index of [...nodes].sort((a, b) => b - a)) body.splice(index, 1);
    for (const key of values) delete data[key];
    refused += nodes.size + values.size;
  }
  const published = await page.request.post(`/eps/lowcode/screens/publish?id=${encodeURIComponent(SCREEN_ID)}`, { data: { message: 'e2e xss' } });
  expect((await published.json()).code).toBe('200');
  return refused;
}

test.afterAll(() => {
  let tried = 0;
  let refused = 0;
  let executed = 0;
  for (const [place, f] of figures) {
    console.info(`xss: ${place}: ${f.tried} tried, ${f.refused} refused at input, ${f.executed} executed`);
    tried += f.tried;
    refused += f.refused;
    executed += f.executed;
  }
  console.info(`xss: ${PAYLOADS.length} payloads x ${figures.size} places: ${tried} tried, ${refused} refused at input, ${executed} executed`);
});

test('menus, tenant texts and a published screen written by the configurator', async ({ page }) => {
  const { dialogs } = await guard(page);
  await signInThroughApi(page, 'configurator');
  const tree = (await (await page.request.get('/eps/lowcode/menus')).json()) as { data: Array<{ permissionId: number; permissionCode: string }> };
  const workbench = tree.data.find((node) => node.permissionCode === 'm_workbench');
  expect(workbench).toBeDefined();
  const menus: number[] = [];
  const texts: number[] = [];
  try {
    // Prototype-pollution keys in a document: the server's JSON parser refuses the whole body (400).
    let pollutionRefused = 0;
    for (const key of POLLUTING_KEYS) {
      const saved = await page.request.put(`/eps/lowcode/screens/draft?id=${encodeURIComponent(SCREEN_ID)}`, { data: pollutedJson(xssDocument(), key), headers: { 'content-type': 'application/json' } });
      if (saved.status() === 400) pollutionRefused += 1;
    }
    count('prototype-pollution keys in screen data', POLLUTING_KEYS.length, pollutionRefused, 0);
    const documentRefused = await publishScreen(page, xssDocument());
    // Concurrently, ten at a time (a loaded machine answers each call slowly).
    const inBatches = async <T,>(items: readonly T[], work: (item: T, index: number) => Promise<void>): Promise<void> => {
      for (let start = 0; start < items.length; start += 10) await Promise.all(items.slice(start, start + 10).map((item, i) => work(item, start + i)));
    };
    let textRefused = 0;
    await inBatches(PAYLOADS, async (value, n) => {
      const saved = await page.request.put('/eps/lowcode/texts', { data: { key: textKey(n), lang: 'zh-cn', value } });
      if ((await saved.json()).code === '200') texts.push(n);
      else textRefused += 1;
    });
    const carrier = await page.request.post('/eps/lowcode/menus', {
      data: { parentId: workbench!.permissionId, type: 1, name: 'E2E XSS', i18nTitle: { 'zh-cn': 'E2E XSS', en: 'E2E XSS' }, uri: `schema:${SCREEN_ID}`, appRoute: 'e2e-xss' },
    });
    menus.push(((await carrier.json()) as { data: { permissionId: number } }).data.permissionId);
    let menuRefused = 0;
    await inBatches(PAYLOADS, async (name, n) => {
      const created = await page.request.post('/eps/lowcode/menus', {
        data: { parentId: workbench!.permissionId, type: 1, name, i18nTitle: { 'zh-cn': name, en: name }, uri: `schema:${SCREEN_ID}`, appRoute: `e2e-xss-${n}` },
      });
      const answer = (await created.json()) as { code: string; data: { permissionId: number } };
      if (answer.code === '200') menus.push(answer.data.permissionId);
      else menuRefused += 1;
    });

    // The screen through its menu: the side menu lists the payload menus, the tabs and page show the screen.
    let executed = await visit(page, dialogs, '/pages/main/workbench/e2e-xss', async (p) => {
      await expect(p.getByTestId('schema-screen')).toBeVisible(FIRST_LOAD);
      await expect(p.getByRole('button', { name: `xss link ${PAYLOADS.length - 1}` })).toBeVisible();
      await expect(p.getByTestId('side-menu')).toContainText('E2E XSS');
    });
    // Every link action (each opens through the portal's allow-list, never as a script URL).
    const popups: string[] = [];
    page.context().on('page', (popup) => popups.push(popup.url()));
    // The URL payloads (the others are not addresses; the allow-list refuses them alike).
    const urlPayloads = PAYLOADS.map((p, n) => [p, n] as const).filter(([p]) => /^(\s*j|java|data:|vbscript:|\/\/|JAVA)/i.test(p));
    for (const [, n] of urlPayloads) await page.getByRole('button', { name: `xss link ${n}`, exact: true }).click();
    const afterClicks = await inspect(page, dialogs);
    expect(afterClicks.executed).toEqual([]);
    expect(popups.filter((url) => /^(javascript|data|vbscript)/i.test(url))).toEqual([]);
    // A payload menu opened as a view: its name becomes the view tab's title.
    executed += await visit(page, dialogs, '/pages/main/workbench/e2e-xss-3', async (p) => {
      await expect(p.getByTestId('schema-screen')).toBeVisible(FIRST_LOAD);
    });
    executed += afterClicks.executed.length;

    const nodes = PAYLOADS.length;
    count('menu names and titles', nodes, menuRefused, executed);
    count('tenant texts', nodes, textRefused, 0);
    // documentRefused counts refused nodes across the eight per-payload uses below.
    for (const place of ['screen text', 'screen html', 'screen image src', 'screen link-action URL', 'screen ${data} text', 'screen ${data} html', 'screen ${data} image src']) count(place, nodes, 0, 0);
    count('screen nodes refused by the server (all uses)', 0, documentRefused, 0);
  } finally {
    // Payload menus first (concurrently), the carrier (menus[0]) last.
    await Promise.all(menus.slice(1).map((id) => page.request.delete(`/eps/lowcode/menus/${id}`)));
    if (menus[0] !== undefined) await page.request.delete(`/eps/lowcode/menus/${menus[0]}`);
    await Promise.all(texts.map((n) => page.request.delete(`/eps/lowcode/texts?key=${textKey(n)}&lang=zh-cn`)));
    await page.request.delete(`/eps/lowcode/screens?id=${encodeURIComponent(SCREEN_ID)}`);
  }
});

/** Rewrites the server's answer to `url` on the wire (no write API exists for these). */
async function rewrite(page: Page, url: RegExp, change: (data: Record<string, unknown>) => void): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { data: Record<string, unknown> };
    change(json.data);
    // Pollution keys as raw JSON (the portal parses them; Object.prototype must stay clean).
    const body = JSON.stringify(json).replace('"data":{', `"data":{${POLLUTING_KEYS.join(',')},`);
    await route.fulfill({ response, body, contentType: 'application/json' });
  });
}

test('bulletins and notifications carrying the payloads (list, home, detail, bell, table)', async ({ page }) => {
  const { dialogs } = await guard(page);
  await signInThroughApi(page, 'buyer');
  const newsItems = (items: unknown[]): unknown[] =>
    PAYLOADS.map((title, n) => ({ ...(items[n % items.length] as Record<string, unknown>), id: (items[n % items.length] as { id: number }).id, title }));
  await rewrite(page, /\/eps\/config\/uc\/news\/page/, (data) => {
    data.items = newsItems(data.items as unknown[]);
    data.total = PAYLOADS.length;
  });
  await rewrite(page, /\/eps\/config\/uc\/news\/\d+(\?|$)/, (data) => {
    data.title = PAYLOADS.join(' ');
    data.content = PAYLOADS.map((p) => `<p>${p}</p>`).join('\n');
  });
  await rewrite(page, /\/eps\/eps-api\/msg\/data\/info\/search/, (data) => {
    const items = data.items as Array<Record<string, unknown>>;
    data.items = PAYLOADS.map((p, n) => ({ ...items[n % items.length], id: (items[n % items.length] as { id: number }).id, messageTitle: p, message: p, url: p }));
    data.total = PAYLOADS.length;
  });

  let executed = await visit(page, dialogs, '/pages/main/home', async (p) => {
    await expect(p.getByTestId('home-notices-item').first()).toBeVisible(FIRST_LOAD);
    await p.getByTestId('notification-bell').hover();
    await expect(p.getByTestId('bell-popover').getByTestId('bell-item').first()).toBeVisible();
  });
  executed += await visit(page, dialogs, '/pages/main/bulletins?type=2', async (p) => {
    await expect(p.locator('.eps-bulletins .ant-tabs-tabpane-active .ant-table-row').first()).toBeVisible(FIRST_LOAD);
    // The rewritten answer reached the page: the payloads show as inert text.
    await expect(p.locator('.eps-bulletins .ant-tabs-tabpane-active')).toContainText('__xss(');
  });
  const id = ((await (await page.request.get('/eps/config/uc/news/page?pageNum=1&pageSize=1')).json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;
  executed += await visit(page, dialogs, `/pages/main/bulletins/detail/${id}`, async (p) => {
    await expect(p.locator('.eps-bulletin-detail-content')).toBeVisible(FIRST_LOAD);
    await expect(p.getByText('vbscript:msgbox(1)').first()).toBeVisible();
  });
  executed += await visit(page, dialogs, '/pages/main/user-notification', async (p) => {
    await expect(p.locator('.ant-table-row').first()).toBeVisible(FIRST_LOAD);
    await expect(p.locator('.ant-table-row').first()).toContainText('__xss(0)');
  });
  // A notification's link (a payload as its URL) goes through the portal's URL rules.
  const popups: string[] = [];
  page.context().on('page', (popup) => popups.push(popup.url()));
  // A row read earlier (another spec on the same server) shows no link: the first row that has one.
  const link = page.locator('.ant-table-row').getByText(/View now|立即查看/).first();
  if ((await link.count()) > 0) await link.click();
  const after = await inspect(page, dialogs);
  expect(after.executed).toEqual([]);
  expect(popups.filter((url) => /^(javascript|data|vbscript)/i.test(url))).toEqual([]);
  executed += after.executed.length;
  for (const place of ['bulletin titles (list, home)', 'bulletin detail title', 'bulletin detail html content', 'notification titles and texts (table, bell)']) count(place, PAYLOADS.length, 0, executed);
});

test('profile: the supplier username', async ({ page }) => {
  const { dialogs } = await guard(page);
  await signInThroughApi(page, 'supplier');
  let refused = 0;
  let executed = 0;
  let accepted = 0;
  try {
    for (const username of PAYLOADS) {
      const saved = await page.request.put('/eps/usercenter/uc/user/', { data: { username } });
      if ((await saved.json()).code !== '200') {
        refused += 1;
        continue;
      }
      accepted += 1;
      // Accepted: the top bar and the user settings show it.
      executed += await visit(page, dialogs, '/pages/main/user-setting', async (p) => {
        await expect(p.getByTestId('top-bar')).toBeVisible(FIRST_LOAD);
      });
    }
  } finally {
    if (accepted > 0) {
      const restored = await page.request.put('/eps/usercenter/uc/user/', { data: { username: DEMO.supplier.username } });
      expect((await restored.json()).code).toBe('200');
    }
  }
  count('profile username', PAYLOADS.length, refused, executed);
});
