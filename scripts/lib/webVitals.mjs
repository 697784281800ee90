// Web Vitals of real pages (issue 15): the production build from the
// reference server, in a fresh Chromium context with the CPU throttled 4x
// (CDP), as a slow laptop would run it. Observed in the page itself with
// PerformanceObserver:
// - FCP: the `first-contentful-paint` entry (reported, no budget: the first
//   text or image of the page; the boot indicator is not content);
// - LCP: the last `largest-contentful-paint` entry before the first input;
// - CLS: the sum of `layout-shift` values without recent input (one session
//   window is enough for these short visits);
// - TBT: the part over 50 ms of every long task from first contentful paint
//   until the page settled (no request in flight for 500 ms);
// - INP: the longest `event` entry of one typical interaction (typing in the
//   login form's first field; opening the home page's to-do dialog; typing in
//   the user settings page's user name), from the input to the next paint.
// Each figure is the median of BENCH_VITALS_RUNS runs (3) of the route.
import { signInThroughApi } from './benchServer.mjs';

/** The "good" thresholds of web.dev, the budgets of issue 15. */
export const VITALS_BUDGETS = { lcpMs: 2500, tbtMs: 200, inpMs: 200, cls: 0.1 };

export const CPU_SLOWDOWN = 4;

/** Installed before any page script: collects the entries the figures come from. */
function observeVitals() {
  const vitals = { lcp: 0, cls: 0, longTasks: [], events: [], fcp: 0 };
  window.__vitals = vitals;
  const observe = (type, onEntry, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {
      // an entry type this browser does not know: that figure stays 0
    }
  };
  observe('largest-contentful-paint', (e) => (vitals.lcp = e.renderTime || e.loadTime || e.startTime));
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) vitals.cls += e.value;
  });
  observe('longtask', (e) => vitals.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') vitals.fcp = e.startTime;
  });
  observe('event', (e) => vitals.events.push({ name: e.name, duration: e.duration, interactionId: e.interactionId ?? 0 }), { durationThreshold: 16 });
}

/** The routes measured, each with its typical interaction. */
export const VITAL_ROUTES = [
  {
    name: 'login',
    path: '/login',
    signedIn: false,
    readySelector: 'form input',
    interact: async (page) => {
      const field = page.locator('form input').first();
      await field.click();
      await page.keyboard.type('buyer', { delay: 50 });
    },
  },
  {
    name: 'home',
    path: '/pages/main/home',
    signedIn: true,
    readySelector: '[data-testid="home-tasks-open"]',
    interact: async (page) => {
      await page.locator('[data-testid="home-tasks-open"]').click();
      await page.getByRole('dialog').waitFor({ state: 'visible', timeout: 60_000 });
    },
  },
  {
    // Issue 15's other typical interaction: typing in a settings field. The supplier's user name is the
    // settings page's one field edited in place (a buyer's is read-only); nothing is saved (no Enter).
    name: 'settings',
    path: '/pages/main/user-setting',
    signedIn: { account: 'supplier', password: 'Eps#Supp2026' },
    readySelector: '#usernameForm_username',
    interact: async (page) => {
      const field = page.locator('#usernameForm_username');
      await field.click();
      await page.keyboard.press('End');
      await page.keyboard.type(' Li', { delay: 50 });
    },
  },
];

/** The median of each figure over runs of one route (one run of a page at 4x CPU is noisy on a shared machine). */
export function medianVitals(runs) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : Math.round(((sorted[middle - 1] + sorted[middle]) / 2) * 1000) / 1000;
  };
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

/** Waits until no request has been in flight for `quietMs` (bounded by `timeoutMs`). */
async function settle(page, inflight, quietMs = 500, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (inflight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Loads `route` in a fresh context of `browser` with the CPU slowed down and returns its vitals.
 * @returns {Promise<{ fcpMs: number, lcpMs: number, cls: number, tbtMs: number, inpMs: number, longestTaskMs: number }>}
 */
export async function measureVitals(browser, baseUrl, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (route.signedIn === true) await signInThroughApi(context, baseUrl);
    else if (route.signedIn) await signInThroughApi(context, baseUrl, route.signedIn.account, route.signedIn.password);
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const inflight = new Set();
    cdp.on('Network.requestWillBeSent', (e) => inflight.add(e.requestId));
    cdp.on('Network.loadingFinished', (e) => inflight.delete(e.requestId));
    cdp.on('Network.loadingFailed', (e) => inflight.delete(e.requestId));
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector(route.readySelector, { state: 'visible', timeout: 120_000 });
    await settle(page, inflight);
    const loaded = await page.evaluate(() => ({ ...window.__vitals, events: [] }));
    await page.evaluate(() => (window.__vitals.events = []));
    await route.interact(page);
    await settle(page, inflight);
    // Event entries are reported after their next paint: give the observer a frame.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
    const after = await page.evaluate(() => window.__vitals);
    const tasksAfterPaint = loaded.longTasks.filter((t) => t.start + t.duration > loaded.fcp);
    return {
      fcpMs: Math.round(loaded.fcp),
      lcpMs: Math.round(loaded.lcp),
      cls: Math.round(loaded.cls * 1000) / 1000,
      tbtMs: Math.round(tasksAfterPaint.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
      inpMs: Math.round(Math.max(0, ...after.events.filter((e) => e.interactionId > 0).map((e) => e.duration))),
      longestTaskMs: Math.round(Math.max(0, ...loaded.longTasks.map((t) => t.duration))),
    };
  } finally {
    await context.close();
  }
}
