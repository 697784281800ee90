/**
 * The Web Vitals bench drives Chromium over the bare DevTools protocol
 * (bench/run/cdpBrowser.mjs) so that the page runs as in a visitor's browser:
 * no Runtime, Debugger or Log domain enabled (with Runtime enabled, V8 records a
 * detailed stack trace for every Error the page constructs). These tests hold the
 * driver to that, and to the input it gives the measured interactions.
 */
import { expect, test } from '@playwright/test';
import { launchCdpBrowser, type CdpBrowser, type CdpMessage } from '../../bench/run/cdpBrowser.mjs';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A page that logs, throws, builds Errors at start, and counts the input it gets.
const PAGE = `data:text/html,${encodeURIComponent(`<!doctype html><body style="margin:0">
<button id="b" style="position:absolute;top:40px;left:40px;width:120px;height:40px">go</button>
<input id="i" style="position:absolute;top:120px;left:40px">
<div id="far" style="position:absolute;top:3000px;left:40px;width:80px;height:30px"></div>
<script>
  window.clicks = 0; window.keys = [];
  window.sentinels = [new Error('a'), new Error('b')];
  document.getElementById('b').addEventListener('click', () => { window.clicks += 1; });
  document.getElementById('i').addEventListener('keydown', (e) => window.keys.push(e.key));
  console.log('hello'); console.error('oops');
  setTimeout(() => { throw new Error('uncaught'); }, 0);
</script></body>`)}`;

let browser: CdpBrowser;

test.beforeAll(async () => {
  browser = await launchCdpBrowser(executablePath);
});

test.afterAll(async () => {
  await browser?.close();
});

test('the page runs with no Runtime, Debugger or Log domain enabled: none of their events arrive', async () => {
  const seen: CdpMessage[] = [];
  const stop = browser.on((message) => seen.push(message));
  const page = await browser.newPage();
  try {
    await page.goto(PAGE);
    await page.waitFor('window.clicks === 0');
    await page.evaluate('new Promise((done) => setTimeout(done, 200))');
    expect(await page.evaluate('window.sentinels.length')).toBe(2);
    const domains = new Set(seen.filter((m) => m.sessionId === page.sessionId).map((m) => m.method.split('.')[0]));
    expect(domains.has('Page')).toBe(true); // the listener does hear this page's events
    for (const domain of ['Runtime', 'Debugger', 'Log', 'Network']) expect(domains.has(domain), domain).toBe(false);
  } finally {
    stop();
    await page.close();
  }
});

test('clicks and typing reach the page as a person makes them; an element out of view is scrolled to first', async () => {
  const page = await browser.newPage({ width: 800, height: 600 });
  try {
    await page.goto(PAGE);
    await page.click('#b');
    await page.waitFor('window.clicks === 1', { timeoutMs: 5000 });
    expect(await page.evaluate('window.scrollY')).toBe(0); // in view: not scrolled
    await page.click('#i');
    await page.type('ab C', { delayMs: 0 });
    await page.press('End');
    expect(await page.evaluate('document.getElementById("i").value')).toBe('ab C');
    expect(await page.evaluate('window.keys')).toEqual(['a', 'b', ' ', 'C', 'End']);
    await page.evaluate('document.getElementById("far").onclick = () => (window.far = true)');
    await page.click('#far');
    await page.waitFor('window.far === true', { timeoutMs: 5000 });
    expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
  } finally {
    await page.close();
  }
});

test('what the page throws while evaluated, and a missing element, are errors that say so', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(PAGE);
    await expect(page.evaluate('null.x')).rejects.toThrow(/in the page: TypeError/);
    await expect(page.click('#nothing')).rejects.toThrow('nothing matches #nothing');
    await expect(page.waitFor('false', { timeoutMs: 300, what: 'never' })).rejects.toThrow('waiting for never');
  } finally {
    await page.close();
  }
});

test('each page is a fresh browser context: cookies and storage do not carry over', async () => {
  const first = await browser.newPage();
  await first.goto('data:text/html,<p>one</p>');
  await first.send('Network.setCookies', { cookies: [{ name: 'k', value: 'v', url: 'http://127.0.0.1/' }] });
  const { cookies } = (await first.send('Network.getCookies', { urls: ['http://127.0.0.1/'] })) as { cookies: unknown[] };
  expect(cookies).toHaveLength(1);
  await first.close();
  const second = await browser.newPage();
  try {
    const { cookies: fresh } = (await second.send('Network.getCookies', { urls: ['http://127.0.0.1/'] })) as { cookies: unknown[] };
    expect(fresh).toHaveLength(0);
  } finally {
    await second.close();
  }
});

test('a browser that cannot start is an error that says so, not a hang', async () => {
  await expect(launchCdpBrowser('/nonexistent/chromium')).rejects.toThrow('Chromium did not start');
});
