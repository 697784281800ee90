// The demo micro-app: reads the portal's context from micro-app's
// data channel, navigates inside itself (pushState; the portal's URL is not
// touched in micro-app's pure router mode), keeps a counter (state kept while
// the portal tab is hidden) and sends messages to the portal with the
// protocol { type, status, params }.
import './demo.css';
import { TEXTS, type Language } from './texts';

/** What the portal sends: src/shell/embedding/subAppContext.ts (only the fields shown here). */
interface PortalContext {
  language?: string;
  user?: { username?: string } | null;
  tenant?: { id?: string | number; name?: string } | null;
}

/** A message to the portal (src/shell/embedding/protocol.ts). */
interface PortalMessage {
  type: string;
  status: 'request' | 'response' | 'pass';
  params?: Record<string, unknown>;
}

/** micro-app's data channel, present when the app runs inside the portal. */
interface MicroAppChannel {
  getData(): unknown;
  addDataListener(listener: (data: unknown) => void): void;
  dispatch(data: PortalMessage): void;
}

type Page = 'home' | 'details';

/** The context carried by a data-channel payload, if any. */
function contextOf(data: unknown): PortalContext | null {
  if (typeof data !== 'object' || data === null || !('context' in data)) return null;
  const { context } = data as { context: unknown };
  return typeof context === 'object' && context !== null ? (context as PortalContext) : null;
}

const channel = (window as Window & { microApp?: MicroAppChannel }).microApp;
let context: PortalContext | null = channel ? contextOf(channel.getData()) : null;
let count = 0;

function page(): Page {
  return window.location.pathname.endsWith('/details') ? 'details' : 'home';
}

function send(message: PortalMessage): void {
  channel?.dispatch(message);
}

type Attrs = Record<string, string | ((event: Event) => void)>;

function el(tag: string, attrs: Attrs, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (typeof value === 'function') node.addEventListener(key.replace(/^on/, ''), value);
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

function go(name: Page): void {
  const base = window.location.pathname.replace(/\/(details)?$/, '').replace(/\/$/, '');
  window.history.pushState(null, '', `${base}/${name === 'details' ? 'details' : ''}`);
  render();
}

function render(): void {
  const root = document.getElementById('demo-root');
  if (!root) return;
  const lang: Language = context?.language === 'en' ? 'en' : 'zh-cn';
  const t = TEXTS[lang];
  const current = page();
  const user = context?.user?.username ?? t.none;
  const tenant = context?.tenant ? context.tenant.name || String(context.tenant.id) : t.none;
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
        el('dd', { 'data-testid': 'demo-language' }, context ? String(context.language) : t.none),
      ),
      el(
        'nav',
        {},
        el('button', { type: 'button', 'aria-current': current === 'home' ? 'page' : 'false', onclick: () => go('home') }, t.home),
        el('button', { type: 'button', 'aria-current': current === 'details' ? 'page' : 'false', onclick: () => go('details') }, t.details),
        el('button', { type: 'button', onclick: () => send({ type: 'navigate', status: 'pass', params: { path: '/pages/main/home' } }) }, t.portalHome),
      ),
      el('p', { 'data-testid': 'demo-page' }, `${t.page}${t.colon}${t[current]}`),
      el(
        'p',
        {},
        el('button', { type: 'button', 'data-testid': 'demo-click', onclick: () => { count += 1; render(); } }, t.click),
        ` ${t.count}${t.colon}`,
        el('span', { 'data-testid': 'demo-count' }, String(count)),
      ),
    ),
  );
}

channel?.addDataListener((data) => {
  const next = contextOf(data);
  if (next) {
    context = next;
    render();
  }
});
window.addEventListener('popstate', render);
render();
send({ type: 'ready', status: 'pass' });
