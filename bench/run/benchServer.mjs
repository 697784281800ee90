// The reference server for the page-level benches (page weight, Web Vitals,
// load): the server's bundle as `npm start` runs it (dist-server/main.mjs) on a free loopback port, a fresh PGlite data
// folder, the production build in dist/, quiet logs. Resolves once /healthz
// answers; stop() ends its process group and removes the data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { start, stopAll } from '../../scripts/lib/run.mjs';
import { buildServerIfStale, serverBundleArgs } from '../../scripts/lib/serverBundle.mjs';

/** A port nothing listens on right now (the machine is shared). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * @param {{ env?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, startedMs: number, stop: () => Promise<void> }>}
 */
export async function startBenchServer(options = {}) {
  if ((await buildServerIfStale()) !== 0) throw new Error('the server bundle failed');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'eps-bench-data-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: 'dist', LOG_LEVEL: 'warn', ...options.env };
  const server = start('server', process.execPath, serverBundleArgs('main'), { env, group: true, piped: true });
  const output = [];
  for (const stream of [server.child.stdout, server.child.stderr]) stream?.on('data', (chunk) => output.push(String(chunk)));
  let exit;
  void server.exited.then((outcome) => (exit = outcome));
  const stop = async () => {
    await stopAll([server]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + (options.timeoutMs ?? 120_000); exit === undefined && Date.now() < deadline; await sleep(50)) {
    const status = await fetch(`${url}/healthz`).then((response) => response.status, () => 0);
    if (status === 200) return { url, startedMs: performance.now() - started, stop };
  }
  await stop();
  throw new Error(`the reference server did not start (${exit?.reason ?? 'timeout'}):\n${output.join('').slice(-2000)}`);
}

/** Signs `account` in through the API and gives Playwright's `context` the session and what the portal keeps of it. */
export async function signInThroughApi(context, baseUrl, account = 'buyer', password = 'Eps#Buyer2026') {
  const { cookies, user } = await signInWithFetch(baseUrl, account, password);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
  await context.addInitScript(signedInSeed(user));
}

/** A page script that stores what the portal keeps of a signed-in user (`user.infos`) and the language, before it runs. */
export function signedInSeed(user) {
  return `localStorage.setItem('user.infos', ${JSON.stringify(JSON.stringify(user))}); localStorage.setItem('lang', 'zh-cn');`;
}

/**
 * Signs `account` in with plain HTTP (no browser): the session cookies the server set and the user as the portal
 * keeps it in `user.infos` (see signedInSeed), for a browser context to take, and the same cookies as a Cookie header.
 * @returns {Promise<{ cookies: { name: string, value: string }[], cookie: string, user: unknown }>}
 */
export async function signInWithFetch(baseUrl, account = 'buyer', password = 'Eps#Buyer2026') {
  const login = await fetch(`${baseUrl}/eps/auth/cas/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: account, password }) });
  if ((await login.json()).code !== '200') throw new Error(`sign-in of ${account} failed`);
  const cookies = login.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const info = await fetch(`${baseUrl}/eps/auth/cas/session-info`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
  return { cookies, cookie, user: (await info.json()).data };
}
