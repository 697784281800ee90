// The demo micro-app (issue 14): reads the portal's context from micro-app's
// data channel, navigates inside itself (pushState; the portal's URL is not
// touched in micro-app's pure router mode), keeps a counter (state kept while
// the portal tab is hidden) and sends messages to the portal with the
// protocol { type, status, params }.
const TEXTS = {
  en: { title: 'Demo sub-app', user: 'Signed in as', tenant: 'Tenant', language: 'Language', home: 'Home', details: 'Details', count: 'Clicked', click: 'Click', portalHome: 'Portal home', page: 'Page', none: 'none' },
  'zh-cn': { title: '演示子应用', user: '当前用户', tenant: '租户', language: '语言', home: '首页', details: '详情', count: '点击次数', click: '点击', portalHome: '门户首页', page: '页面', none: '无' },
};

const channel = window.microApp;
let context = (channel && channel.getData() && channel.getData().context) || null;
let count = 0;

function page() {
  return window.location.pathname.endsWith('/details') ? 'details' : 'home';
}

function send(message) {
  if (channel) channel.dispatch(message);
}

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function go(name) {
  const base = window.location.pathname.replace(/\/(details)?$/, '').replace(/\/$/, '');
  window.history.pushState(null, '', `${base}/${name === 'details' ? 'details' : ''}`);
  render();
}

function render() {
  const root = document.getElementById('demo-root');
  if (!root) return;
  const lang = context && context.language === 'en' ? 'en' : 'zh-cn';
  const t = TEXTS[lang];
  const current = page();
  const user = context && context.user ? context.user.username : t.none;
  const tenant = context && context.tenant ? context.tenant.name || String(context.tenant.id) : t.none;
  root.replaceChildren(
    el(
      'section',
      { class: 'demo-app', 'data-testid': 'demo-ui', lang },
      el('h2', {}, t.title),
      el(
        'dl',
        {},
        el('dt', {}, t.user),
        el('dd', { 'data-testid': 'demo-user' }, user),
        el('dt', {}, t.tenant),
        el('dd', { 'data-testid': 'demo-tenant' }, tenant),
        el('dt', {}, t.language),
        el('dd', { 'data-testid': 'demo-language' }, context ? context.language : t.none),
      ),
      el(
        'nav',
        {},
        el('button', { type: 'button', 'aria-current': current === 'home' ? 'page' : 'false', onclick: () => go('home') }, t.home),
        el('button', { type: 'button', 'aria-current': current === 'details' ? 'page' : 'false', onclick: () => go('details') }, t.details),
        el('button', { type: 'button', onclick: () => send({ type: 'navigate', status: 'pass', params: { path: '/pages/main/home' } }) }, t.portalHome),
      ),
      el('p', { 'data-testid': 'demo-page' }, `${t.page}: ${t[current]}`),
      el('p', {}, el('button', { type: 'button', 'data-testid': 'demo-click', onclick: () => { count += 1; render(); } }, t.click), ` ${t.count}: `, el('span', { 'data-testid': 'demo-count' }, String(count))),
    ),
  );
}

if (channel) {
  channel.addDataListener((data) => {
    if (data && data.context) {
      context = data.context;
      render();
    }
  });
}
window.addEventListener('popstate', render);
render();
send({ type: 'ready', status: 'pass' });
