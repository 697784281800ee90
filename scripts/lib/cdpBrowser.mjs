// A Chromium driven over the bare DevTools protocol (a pipe, flat sessions),
// for the page benches that time what a visitor's browser does (Web Vitals).
// Why not Playwright here: Playwright enables the Runtime domain on every
// page, and with Runtime enabled V8 records a detailed stack trace, with line
// numbers, for every Error the page constructs. React constructs five at
// module start (its Suspense sentinels), and the line numbers make V8 parse
// react-dom's bundled factory and the scripts on the stack again: measured at
// 4x CPU on /login, the entry's evaluation takes ~0.7 to 1.1 s with Runtime
// enabled against ~0.3 to 0.6 s without, and that is no visitor's cost. This
// driver only evaluates (Runtime.evaluate works without Runtime.enable) and
// never enables Runtime, Debugger or Log.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../find-chromium.mjs';

/** The headless flags that work on these machines, and no throttling of a page the window manager would hide. */
const FLAGS = ['--headless', ...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows', '--disable-renderer-backgrounding'];

/**
 * Starts Chromium with `--remote-debugging-pipe`: commands go to its fd 3, replies and events come from fd 4,
 * each message a JSON text ended by a NUL byte.
 */
export async function launchCdpBrowser(executablePath) {
  const profile = mkdtempSync(join(tmpdir(), 'eps-cdp-'));
  const child = spawn(executablePath, [...FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    detached: true, // its own process group: close() ends the helpers (crashpad, zygote) that outlive the browser
  });
  const [, , stderr, toBrowser, fromBrowser] = child.stdio;
  const errors = [];
  stderr.on('data', (chunk) => errors.push(String(chunk)));
  let nextId = 0;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  let exited = false;
  fromBrowser.on('data', (chunk) => {
    buffered += String(chunk);
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined && pending.has(message.id)) {
        const { resolve, reject, method } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      } else if (message.method) for (const listener of listeners) listener(message);
    }
  });
  const exit = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', resolve);
  });
  // A write to a browser that is gone fails its command (below); the pipe's own error is not a crash.
  toBrowser.on('error', () => undefined);
  // Not startable at all (a wrong path): every command fails with the reason instead of an unhandled error event.
  child.once('error', (error) => {
    exited = true;
    errors.push(String(error));
    for (const { reject, method } of pending.values()) reject(new Error(`${method}: Chromium did not start: ${error.message}`));
    pending.clear();
  });
  child.once('exit', (code) => {
    exited = true;
    for (const { reject, method } of pending.values()) reject(new Error(`${method}: Chromium exited (${code}): ${errors.join('').slice(-500)}`));
    pending.clear();
  });

  /** Sends `method` to the browser, or to the page of `sessionId`. */
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(new Error(`${method}: Chromium has exited: ${errors.join('').slice(-500)}`));
      nextId += 1;
      pending.set(nextId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const on = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  try {
    await send('Browser.getVersion');
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }

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
      try {
        await Promise.race([send('Browser.close'), new Promise((resolve) => setTimeout(resolve, 3000))]);
      } catch {
        // already gone
      }
      if (!exited) child.kill('SIGKILL');
      await exit;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // no helper left
      }
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
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
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (await page.evaluate(`!!(${expression})`).catch(() => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    },
    /** Navigates and resolves on the page's load event. */
    async goto(url, { timeoutMs = 120_000 } = {}) {
      let stop;
      const loaded = new Promise((resolve) => (stop = page.on('Page.loadEventFired', resolve)));
      const { errorText } = await page.send('Page.navigate', { url });
      if (errorText) throw new Error(`navigating to ${url}: ${errorText}`);
      const timer = new Promise((_, reject) => setTimeout(() => reject(new Error(`${url} did not load in ${timeoutMs} ms`)), timeoutMs));
      try {
        await Promise.race([loaded, timer]);
      } finally {
        stop();
      }
    },
    /** A click at the centre of the first element matching `selector`, as a mouse makes it (scrolled to only when out of view, as a person would). */
    async click(selector) {
      const box = await page.evaluate(`(() => { const e = document.querySelector(${JSON.stringify(selector)}); if (!e) return null; e.scrollIntoViewIfNeeded(); const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`);
      if (!box) throw new Error(`nothing matches ${selector}`);
      await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: box.x, y: box.y });
      await page.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: box.x, y: box.y, button: 'left', clickCount: 1 });
      await page.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: box.x, y: box.y, button: 'left', clickCount: 1 });
    },
    /** Presses a named key (End, Enter) or types one character, key down then up. */
    async press(key) {
      const named = { End: 35, Enter: 13, Home: 36, Backspace: 8 };
      const code = named[key];
      const text = code === undefined ? key : key === 'Enter' ? '\r' : undefined;
      const common = { key, windowsVirtualKeyCode: code ?? key.toUpperCase().charCodeAt(0) };
      await page.send('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', text, unmodifiedText: text, ...common });
      await page.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
    },
    /** Types `text` one key at a time, `delayMs` apart (a person typing). */
    async type(text, { delayMs = 50 } = {}) {
      for (const character of text) {
        await page.press(character);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    },
    async close() {
      await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
    },
  };
  return page;
}
