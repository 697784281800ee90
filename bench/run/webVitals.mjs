// Web Vitals of real pages: the production build from the
// reference server, in a fresh Chromium context with the CPU throttled 4x
// (CDP), as a slow laptop would run it. The browser is driven over the bare
// protocol (cdpBrowser.mjs), not Playwright: with the DevTools Runtime domain
// enabled, as Playwright has it, the page pays costs a visitor's browser does
// not (see there). Observed in the page itself with PerformanceObserver:
// - FCP: the `first-contentful-paint` entry (reported, no budget: the first
//   text or image of the page; the boot indicator is not content);
// - LCP: the last `largest-contentful-paint` entry before the first input;
// - CLS: the sum of `layout-shift` values without recent input (one session
//   window is enough for these short visits);
// - TBT: the part over 50 ms of every long task from first contentful paint
//   until the page settled (nothing new fetched and no long task for 500 ms);
// - INP: the longest `event` entry of one typical interaction (typing in the
//   login form's first field; opening the home page's to-do dialog; typing in
//   the user settings page's user name), from the input to the next paint.
// Each figure is the median of BENCH_VITALS_RUNS runs (3) of the route.
import { signInWithFetch, signedInSeed } from './benchServer.mjs';
import { median, round } from './results.mjs';

/** The "good" thresholds of web.dev, used as the budgets. */
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

/** The routes measured, each with its typical interaction (on a cdpBrowser.mjs page). */
export const VITAL_ROUTES = [
  {
    name: 'login',
    path: '/login',
    signedIn: false,
    readySelector: 'form input',
    interact: async (page) => {
      await page.click('form input');
      await page.type('buyer');
    },
  },
  {
    name: 'home',
    path: '/pages/main/home',
    signedIn: true,
    readySelector: '[data-testid="home-tasks-open"]',
    interact: async (page) => {
      await page.click('[data-testid="home-tasks-open"]');
      await page.waitFor(visible('[role="dialog"]'), { timeoutMs: 60_000, what: 'the to-do dialog' });
    },
  },
  {
    // The other typical interaction: typing in a settings field. The supplier's user name is the
    // settings page's one field edited in place (a buyer's is read-only); nothing is saved (no Enter).
    name: 'settings',
    path: '/pages/main/user-setting',
    signedIn: { account: 'supplier', password: 'Eps#Supp2026' },
    readySelector: '#usernameForm_username',
    interact: async (page) => {
      await page.click('#usernameForm_username');
      await page.press('End');
      await page.type(' Li');
    },
  },
];

/**
 * The sign-in page as the stack alone draws it (stackFloor.mjs), measured as the login route is: same
 * path, same field typed in. Reported beside the portal's figures, with no budget of its own.
 */
export const STACK_FLOOR_ROUTE = { ...VITAL_ROUTES.find((route) => route.name === 'login'), name: 'login-stack-floor' };

/** A page expression: the first element matching `selector` is laid out and shown. */
function visible(selector) {
  return `(() => { const e = document.querySelector(${JSON.stringify(selector)}); if (!e) return false; const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; })()`;
}

/** The median of each figure over runs of one route (one run of a page at 4x CPU is noisy on a shared machine). */
export function medianVitals(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, round(median(runs.map((run) => run[key])), 3)]));
}

/**
 * Waits until the page has been quiet for `quietMs` (bounded by `timeoutMs`): nothing new fetched (the count of its
 * resource timing entries stands still) and no long task. Read in the page, because the Network domain is not
 * enabled: with it, Chromium records each request's initiator for DevTools, its script stack included, a cost
 * a visitor's browser does not have. Times are the page's own clock, so a long task that held up the poll is not quiet.
 */
async function settle(page, quietMs = 500, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let count = -1;
  let changedAt = 0;
  while (Date.now() < deadline) {
    const state = await page.evaluate(
      "({ count: performance.getEntriesByType('resource').length, now: performance.now(), busyUntil: Math.max(0, ...window.__vitals.longTasks.map((t) => t.start + t.duration)) })",
    );
    if (state.count !== count) {
      count = state.count;
      changedAt = state.now;
    } else if (state.now - Math.max(changedAt, state.busyUntil) >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Loads `route` on a fresh page of `browser` (cdpBrowser.mjs) with the CPU slowed down and returns its vitals.
 * @returns {Promise<{ fcpMs: number, lcpMs: number, cls: number, tbtMs: number, inpMs: number, longestTaskMs: number }>}
 */
export async function measureVitals(browser, baseUrl, route) {
  const page = await browser.newPage({ width: 1280, height: 900 });
  try {
    if (route.signedIn) {
      const { account, password } = route.signedIn === true ? {} : route.signedIn;
      const { cookies, user } = await signInWithFetch(baseUrl, account, password);
      await page.send('Network.setCookies', { cookies: cookies.map((c) => ({ ...c, url: baseUrl })) });
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: signedInSeed(user) });
    }
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${observeVitals.toString()})();` });
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${baseUrl}${route.path}`);
    await page.waitFor(visible(route.readySelector), { timeoutMs: 120_000, what: route.readySelector });
    await settle(page);
    const loaded = await page.evaluate('({ ...window.__vitals, events: [] })');
    await page.evaluate('window.__vitals.events = []');
    await route.interact(page);
    await settle(page);
    // Event entries are reported after their next paint: give the observer a frame.
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100)))');
    const after = await page.evaluate('window.__vitals');
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
    await page.close();
  }
}

/** What the stack-floor page's LCP says about the login page's, in one line of the report. */
export function stackFloorNote(floorLcpMs, loginLcpMs) {
  if (loginLcpMs === undefined) return `LCP ${floorLcpMs} ms`;
  const gap = loginLcpMs - floorLcpMs;
  const ours = `the login page's is ${loginLcpMs} ms, ${Math.abs(gap)} ms ${gap < 0 ? 'less' : 'more'}`;
  return floorLcpMs > VITALS_BUDGETS.lcpMs
    ? `LCP ${floorLcpMs} ms: the stack alone is over the ${VITALS_BUDGETS.lcpMs} ms budget on this machine; ${ours}`
    : `LCP ${floorLcpMs} ms, within the ${VITALS_BUDGETS.lcpMs} ms budget; ${ours}`;
}
