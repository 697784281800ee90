// The company-register page (spec portal-shell 2.1), the em-ui micro-app the
// portal sends a supplier to when the company-register check says its
// registration needs completing. It reads the portal's context (language,
// tenant) from micro-app's data channel, asks the same check for the reason,
// and offers two ways on: "Complete registration" (a `navigate` message to
// the portal's enterprise page) and "Later" (an `ignore-risk` message: the
// portal puts the redirect off for this tab and goes home). Its texts are the
// portal's translation files, through i18next, in the portal's language.
import i18next from 'i18next';
import en from '../../../src/i18n/locales/en/companyRegister.json';
import zhCn from '../../../src/i18n/locales/zh-cn/companyRegister.json';
import './em.css';

/** What the portal sends: src/shell/embedding/subAppContext.ts (the fields used here). */
interface PortalContext {
  language?: string;
  tenant?: { id?: string | number; name?: string | null } | null;
}

/** A message to the portal (src/shell/embedding/protocol.ts and messageTypes.ts). */
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

/** The portal's page where a supplier completes its registration (its enterprise data and licence). */
const ENTERPRISE_PATH = '/pages/main/enterprise';
/** The check the portal asked before sending us here (server/enterprise/riskCheck.ts). */
const RISK_CHECK_URL = '/eps/usercenter/enterprise/risk/check';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'zh-cn',
  fallbackLng: 'zh-cn',
  // Keys as the portal addresses them: `companyRegister.title`.
  resources: { 'zh-cn': { translation: { companyRegister: zhCn } }, en: { translation: { companyRegister: en } } },
  initAsync: false,
  // The portal's codes are lower case ('zh-cn'); i18next would otherwise look for 'zh-CN' and show the keys.
  lowerCaseLng: true,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
});

function contextOf(data: unknown): PortalContext | null {
  if (typeof data !== 'object' || data === null || !('context' in data)) return null;
  const { context } = data as { context: unknown };
  return typeof context === 'object' && context !== null ? (context as PortalContext) : null;
}

const channel = (window as Window & { microApp?: MicroAppChannel }).microApp;
let context: PortalContext | null = channel ? contextOf(channel.getData()) : null;
/** The check's reason (a key under companyRegister.reason), once it answered. */
let reason: string | null = null;

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

/** A licence-like document with a pen: drawn here, no image request. */
function icon(): Element {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 48 48');
  svg.setAttribute('width', '48');
  svg.setAttribute('height', '48');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'em-icon');
  const shapes: [string, Record<string, string>][] = [
    ['rect', { x: '8', y: '5', width: '26', height: '34', rx: '3', fill: '#e6f4ff', stroke: '#1677ff', 'stroke-width': '2' }],
    ['path', { d: 'M14 15h14M14 21h14M14 27h8', stroke: '#1677ff', 'stroke-width': '2', 'stroke-linecap': 'round' }],
    ['path', { d: 'M27 41l2-7 12-12 5 5-12 12z', fill: '#fff', stroke: '#fa8c16', 'stroke-width': '2', 'stroke-linejoin': 'round' }],
  ];
  for (const [tag, attributes] of shapes) {
    const shape = document.createElementNS('http://www.w3.org/2000/svg', tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}

function render(): void {
  const root = document.getElementById('em-root');
  if (!root) return;
  const language = context?.language === 'en' ? 'en' : 'zh-cn';
  if (i18n.language !== language) void i18n.changeLanguage(language);
  const t = (key: string): string => i18n.t(`companyRegister.${key}`);
  const company = context?.tenant?.name;
  const facts: HTMLElement[] = [];
  if (company) facts.push(el('dt', {}, t('company')), el('dd', { 'data-testid': 'em-company' }, company));
  if (reason && i18n.exists(`companyRegister.reason.${reason}`)) facts.push(el('dt', {}, t('reasonLabel')), el('dd', { 'data-testid': 'em-reason' }, t(`reason.${reason}`)));
  root.replaceChildren(
    el(
      'section',
      { class: 'em-register', 'data-testid': 'company-register', lang: language === 'en' ? 'en' : 'zh-CN' },
      el(
        'div',
        { class: 'em-card' },
        icon(),
        el('h2', { class: 'em-title' }, t('title')),
        el('p', { class: 'em-intro' }, t('intro')),
        ...(facts.length ? [el('dl', { class: 'em-facts' }, ...facts)] : []),
        el(
          'div',
          { class: 'em-actions' },
          el(
            'button',
            {
              type: 'button',
              class: 'em-button em-primary',
              'data-testid': 'em-complete',
              onclick: () => send({ type: 'navigate', status: 'pass', params: { path: ENTERPRISE_PATH } }),
            },
            t('complete'),
          ),
          el(
            'button',
            {
              type: 'button',
              class: 'em-button',
              'data-testid': 'em-later',
              // One message, not a flag and a navigate: the portal sets the tab's flag and goes home.
              onclick: () => send({ type: 'ignore-risk', status: 'pass' }),
            },
            t('later'),
          ),
        ),
        el('p', { class: 'em-hint' }, t('laterHint')),
      ),
    ),
  );
}

/** The reason of the check, for the page to name what is missing; nothing on any failure. */
async function loadReason(): Promise<void> {
  try {
    const response = await fetch(RISK_CHECK_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const body = (await response.json()) as { data?: { hit?: unknown; reason?: unknown } | null };
    reason = body.data?.hit === true && typeof body.data.reason === 'string' ? body.data.reason : null;
    render();
  } catch {
    // The page works without it.
  }
}

channel?.addDataListener((data) => {
  const next = contextOf(data);
  if (next) {
    context = next;
    render();
  }
});
render();
void loadReason();
send({ type: 'ready', status: 'pass' });
