// A Chromium driven over the bare DevTools protocol (chrome-remote-interface, flat sessions), for the page benches
// that time what a visitor's browser does (Web Vitals). Why not Playwright here: Playwright enables the Runtime domain
// on every page, and with Runtime enabled V8 records a detailed stack trace, with line numbers, for every Error the
// page constructs. React constructs five at module start (its Suspense sentinels), and the line numbers make V8 parse
// react-dom's bundled factory and the scripts on the stack again: measured at 4x CPU on /login, the entry's evaluation
// takes ~0.7 to 1.1 s with Runtime enabled against ~0.3 to 0.6 s without, and that is no visitor's cost. This driver
// only evaluates (Runtime.evaluate works without Runtime.enable) and never enables Runtime, Debugger or Log.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import CDP from 'chrome-remote-interface';
import { CHROMIUM_ARGS } from '../../scripts/find-chromium.mjs';

/** The headless flags that work on these machines, and no throttling of a page the window manager would hide. */
const FLAGS = ['--headless', ...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding'];

/** Starts Chromium on a free DevTools port and connects to the browser's own endpoint. */
export async function launchCdpBrowser(executablePath) {
  const profile = mkdtempSync(join(tmpdir(), 'eps-cdp-'));
  // Its own process group: close() ends the helpers (crashpad, zygote) that outlive the browser.
  const child = spawn(executablePath, [...FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve).once('error', resolve));
  const killAll = async () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // none left
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  let client;
  try {
    const endpoint = await new Promise((resolve, reject) => {
      let output = '';
      child.stderr.on('data', (chunk) => {
        output += chunk;
        const found = /DevTools listening on (ws:\S+)/.exec(output);
        if (found) resolve(found[1]);
      });
      child.once('error', (error) => reject(new Error(`Chromium did not start: ${error.message}`)));
      child.once('exit', (code) => reject(new Error(`Chromium did not start (exit ${code}): ${output.slice(-500)}`)));
    });
    client = await CDP({ target: endpoint, local: true });
  } catch (error) {
    await killAll();
    throw error;
  }
  const send = (method, params = {}, sessionId = undefined) => client.send(method, params, sessionId).catch((error) => Promise.reject(new Error(`${method}: ${error.message}`)));
  const on = (listener) => {
    client.on('event', listener);
    return () => client.off('event', listener);
  };
  return {
    send,
    on,
    /** A page in a fresh browser context (its own cookies, storage and cache), attached on a flat session. */
    async newPage({ width = 1280, height = 900 } = {}) {
      const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
      const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      const page = createPage({ send, on, sessionId, browserContextId });
      await page.send('Page.enable');
      await page.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
      return page;
    },
    async close() {
      await Promise.race([send('Browser.close').catch(() => undefined), sleep(3000)]);
      await client.close().catch(() => undefined);
      child.kill('SIGKILL');
      await exited;
      await killAll();
    },
  };
}

function createPage({ send, on, sessionId, browserContextId }) {
  const page = {
    sessionId,
    send: (method, params) => send(method, params, sessionId),
    /** Calls `listener(params)` for each `method` event of this page; returns the unsubscribe. */
    on: (method, listener) => on((message) => message.sessionId === sessionId && message.method === method && listener(message.params)),
    /** The value of `expression` in the page (awaited when a promise); throws what the page threw. */
    async evaluate(expression) {
      const { result, exceptionDetails } = await page.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
      if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value;
    },
    /** Resolves when `expression` is truthy in the page, polled every 100 ms. */
    async waitFor(expression, { timeoutMs = 60_000, what = expression } = {}) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) if (await page.evaluate(`!!(${expression})`).catch(() => false)) return;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    },
    /** Navigates and resolves on the page's load event. */
    async goto(url, { timeoutMs = 120_000 } = {}) {
      let stop;
      const loaded = new Promise((resolve) => (stop = page.on('Page.loadEventFired', resolve)));
      const { errorText } = await page.send('Page.navigate', { url });
      if (errorText) throw new Error(`navigating to ${url}: ${errorText}`);
      try {
        await Promise.race([loaded, sleep(timeoutMs).then(() => Promise.reject(new Error(`${url} did not load in ${timeoutMs} ms`)))]);
      } finally {
        stop();
      }
    },
    /** A click at the centre of the first element matching `selector`, as a mouse makes it (scrolled to only when out of view, as a person would). */
    async click(selector) {
      const box = await page.evaluate(`(() => { const e = document.querySelector(${JSON.stringify(selector)}); if (!e) return null; e.scrollIntoViewIfNeeded(); const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`);
      if (!box) throw new Error(`nothing matches ${selector}`);
      for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased']) await page.send('Input.dispatchMouseEvent', { type, x: box.x, y: box.y, ...(type === 'mouseMoved' ? {} : { button: 'left', clickCount: 1 }) });
    },
    /** Presses a named key (End, Enter) or types one character, key down then up. */
    async press(key) {
      const code = { End: 35, Enter: 13, Home: 36, Backspace: 8 }[key];
      const text = code === undefined ? key : key === 'Enter' ? '\r' : undefined;
      const common = { key, windowsVirtualKeyCode: code ?? key.toUpperCase().charCodeAt(0) };
      await page.send('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', text, unmodifiedText: text, ...common });
      await page.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
    },
    /** Types `text` one key at a time, `delayMs` apart (a person typing). */
    async type(text, { delayMs = 50 } = {}) {
      for (const character of text) await page.press(character).then(() => sleep(delayMs));
    },
    close: () => send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined),
  };
  return page;
}
