// The demo data portal (the "Data portal" app, link type 2): the portal
// opens it in a new window with a one-time token in the address. It is
// served by the portal's own server, so it reads the signed-in user's
// figures with the session cookie; a data portal on another host would
// exchange the token with its server instead. The token is dropped from the
// address at once (it must not stay in history or be bookmarked). Language:
// the portal's choice in this browser (localStorage `lang`).
import '../../lib/subapp.css';
import './data.css';
import { ReadError } from '../../lib/api';
import { el, type Language } from '../../lib/portal';
import { TEXTS } from '../../lib/texts';

/** src/shell/apps/launchLinks.ts DATA_PORTAL_TOKEN_PARAM. */
const TOKEN_PARAM = 'token';
const TASKS = '/eps/sse/workbench/Task';

const texts = {
  en: { title: 'Data portal', intro: 'Your work in figures, across every application.', total: 'All tasks', underway: 'In progress', overdue: 'of them overdue', finished: 'Finished', onTime: 'finished on time', byApp: 'By application', app: 'Application', open: 'In progress', all: 'All', portal: 'Back to the portal', signedOut: 'You are not signed in to the portal in this browser.', signIn: 'Sign in', failed: 'The figures could not be loaded.', retry: 'Retry', loading: 'Loading…' },
  'zh-cn': { title: '数据门户', intro: '您在各应用中的工作数据。', total: '全部任务', underway: '进行中', overdue: '其中逾期', finished: '已完成', onTime: '按时完成', byApp: '按应用', app: '应用', open: '进行中', all: '全部', portal: '返回门户', signedOut: '您尚未在此浏览器中登录门户。', signIn: '登录', failed: '数据加载失败。', retry: '重试', loading: '加载中…' },
} as const;

interface Counts {
  total: number;
  underway: number;
  underwayPostpone: number;
  finished: number;
  finishedPunctuality: number;
}
interface AppCount {
  appCode: string;
  appName: string;
  underwayNum: number;
  count: number;
}

function language(): Language {
  return window.localStorage.getItem('lang') === 'en' ? 'en' : 'zh-cn';
}

function dropToken(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(TOKEN_PARAM)) return;
  url.searchParams.delete(TOKEN_PARAM);
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
}

async function read<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => undefined);
  if (!response) throw new ReadError('failed');
  if (response.status === 499) throw new ReadError('signedOut');
  const body = (await response.json().catch(() => null)) as { code?: unknown; data?: unknown } | null;
  if (body?.code === '401') throw new ReadError('signedOut');
  if (!response.ok || body?.code !== '200') throw new ReadError('failed');
  return body.data as T;
}

function figure(label: string, value: number, note?: string): HTMLElement {
  return el('div', { class: 'dp-figure', 'data-testid': 'dp-figure' }, el('div', { class: 'dp-label' }, label), el('div', { class: 'dp-value' }, value.toLocaleString()), ...(note ? [el('div', { class: 'dp-note' }, note)] : []));
}

function render(root: HTMLElement): void {
  const lang = language();
  const t = texts[lang];
  const apps = TEXTS[lang].apps;
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  document.title = t.title;
  const body = el('div', { 'data-testid': 'dp-body' }, el('div', { class: 'sa-notice', role: 'status' }, t.loading));
  root.replaceChildren(el('main', { class: 'sa-app dp-app', 'data-testid': 'data-ui' }, el('h1', {}, t.title), body));
  Promise.all([read<Counts>(`${TASKS}/queryTaskCount`), read<{ items: AppCount[] }>(`${TASKS}/queryAppCount`)]).then(
    ([counts, byApp]) => {
      const rate = counts.finished ? Math.round((counts.finishedPunctuality / counts.finished) * 100) : 0;
      const rows = byApp.items.map((item) => el('tr', {}, el('td', {}, apps[item.appCode] ?? item.appName), el('td', {}, String(item.underwayNum)), el('td', {}, String(item.count))));
      body.replaceChildren(
        el('p', { class: 'sa-intro' }, t.intro),
        el(
          'div',
          { class: 'dp-figures' },
          figure(t.total, counts.total),
          figure(t.underway, counts.underway, `${t.overdue} ${counts.underwayPostpone.toLocaleString()}`),
          figure(t.finished, counts.finished, `${t.onTime} ${rate}%`),
        ),
        el('h2', {}, t.byApp),
        el('table', { class: 'sa-table' }, el('thead', {}, el('tr', {}, ...[t.app, t.open, t.all].map((label) => el('th', { scope: 'col' }, label)))), el('tbody', {}, ...rows)),
        el('p', {}, el('a', { href: '/pages/main/home', class: 'sa-link' }, t.portal)),
      );
    },
    (error: unknown) => {
      const signedOut = error instanceof ReadError && error.reason === 'signedOut';
      body.replaceChildren(
        el(
          'div',
          { class: 'sa-notice sa-error', role: 'alert' },
          signedOut ? t.signedOut : t.failed,
          ' ',
          signedOut ? el('a', { href: '/', class: 'sa-link' }, t.signIn) : el('button', { type: 'button', class: 'sa-button', onclick: () => render(root) }, t.retry),
        ),
      );
    },
  );
}

dropToken();
const root = document.getElementById('data-ui-root');
if (root) render(root);
