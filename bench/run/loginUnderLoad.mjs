// The login page while the API is busy: does serving the page (its HTML and scripts) wait behind API work?
// A client times GET /login (as a browser asks for it: Accept text/html) and then the files the HTML names
// (stylesheets, the entry script, its modulepreloads) and the login route's own chunk, six at a time as a
// browser would, first on an idle server, then while a worker thread (apiLoadWorker.mjs) hammers signed-in API
// reads on many connections. Answers the medians and their ratio; the budget is loaded <= 10 x idle.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { REPO_ROOT } from '../../scripts/lib/run.mjs';
import { median } from './results.mjs';

export const LOGIN_LOAD_RATIO_BUDGET = 10;
/** Parallel requests of one page load (a browser's per-host limit over HTTP/1.1). */
const PARALLEL = 6;

/** The same-origin files /login's HTML names, plus the login route's chunk (loaded by the router after start). */
function filesOf(html) {
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]);
  const routeChunks = readdirSync(join(REPO_ROOT, 'dist', 'assets'))
    .filter((name) => /^login-[A-Za-z0-9_-]{8,}\.js$/.test(name))
    .map((name) => `/assets/${name}`);
  return [...new Set([...named, ...routeChunks])];
}

async function get(url, accept) {
  const response = await fetch(url, { headers: { accept, 'accept-encoding': 'br, gzip' } });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return new TextDecoder().decode(body);
}

/** One page load: milliseconds from asking for /login to the last of its files. */
async function loadLoginPage(baseUrl) {
  const started = performance.now();
  const html = await get(`${baseUrl}/login`, 'text/html');
  const queue = filesOf(html);
  if (queue.length < 3) throw new Error(`/login names ${queue.length} files: not the built portal?`);
  const next = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) await get(`${baseUrl}${path}`, '*/*');
  };
  await Promise.all(Array.from({ length: PARALLEL }, next));
  return performance.now() - started;
}

/**
 * @param {{ url: string, cookie: string, requests: object[], connections: number, times?: number }} options
 *   requests: autocannon request objects (method, path, body) the load cycles through
 * @returns {Promise<{ idle_ms: number, loaded_ms: number, ratio: number, loaded_max_ms: number, api_answers_per_s: number }>}
 */
export async function measureLoginUnderLoad({ url, cookie, requests, connections, times = 5 }) {
  await loadLoginPage(url); // once to warm the file system cache and the server's code paths
  const idle = [];
  for (let i = 0; i < times; i += 1) idle.push(await loadLoginPage(url));
  const worker = new Worker(new URL('./apiLoadWorker.mjs', import.meta.url), { workerData: { url, cookie, connections, requests } });
  let answered = 0;
  worker.on('message', (m) => (answered = m.answered));
  const failed = new Promise((_, reject) => worker.once('error', reject));
  try {
    // Let the load build up (every connection busy) before the first timed page.
    await Promise.race([new Promise((done) => setTimeout(done, 3000)), failed]);
    const loadedFrom = { at: performance.now(), answered };
    const loaded = [];
    for (let i = 0; i < times; i += 1) loaded.push(await Promise.race([loadLoginPage(url), failed]));
    const seconds = (performance.now() - loadedFrom.at) / 1000;
    const idleMs = median(idle);
    const loadedMs = median(loaded);
    return {
      idle_ms: Math.round(idleMs * 10) / 10,
      loaded_ms: Math.round(loadedMs * 10) / 10,
      loaded_max_ms: Math.round(Math.max(...loaded)),
      ratio: Math.round((loadedMs / idleMs) * 10) / 10,
      api_answers_per_s: Math.round((answered - loadedFrom.answered) / seconds),
    };
  } finally {
    await worker.terminate();
  }
}
