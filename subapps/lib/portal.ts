// What a demo micro-app needs from the portal that hosts it (shared by the
// sub-ui and pec-ui builds; the folder has no `-ui` suffix, so the reference
// server does not serve it on its own): the context and the page the portal's
// route asks for, both from micro-app's data channel, the messages back
// (src/shell/embedding/protocol.ts), and a small element builder.

/** What the portal sends: src/shell/embedding/subAppContext.ts (the fields used here). */
export interface PortalContext {
  language?: string;
  user?: { username?: string } | null;
  tenant?: { id?: string | number; name?: string | null } | null;
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

/** What the portal last sent: its context and the page inside the app (`/task/12`). */
export interface PortalState {
  context: PortalContext | null;
  path: string;
}

export type Language = 'zh-cn' | 'en';

const channel = (window as Window & { microApp?: MicroAppChannel }).microApp;

function read(data: unknown, previous: PortalState): PortalState {
  if (typeof data !== 'object' || data === null) return previous;
  const { context, path } = data as { context?: unknown; path?: unknown };
  return {
    context: typeof context === 'object' && context !== null ? (context as PortalContext) : previous.context,
    path: typeof path === 'string' ? path : previous.path,
  };
}

let state: PortalState = read(channel?.getData(), { context: null, path: '/' });

/** The portal's current context and page. */
export function portalState(): PortalState {
  return state;
}

/** The language the portal shows (zh-cn unless it says en). */
export function languageOf(current: PortalState): Language {
  return current.context?.language === 'en' ? 'en' : 'zh-cn';
}

/** Calls `onChange` whenever the portal sends a new context or page. */
export function onPortalChange(onChange: (next: PortalState) => void): void {
  channel?.addDataListener((data) => {
    const next = read(data, state);
    if (next.context === state.context && next.path === state.path) return;
    state = next;
    onChange(state);
  });
}

/** Asks the portal to go to one of its own addresses (it ignores any other). */
export function navigatePortal(path: string): void {
  channel?.dispatch({ type: 'navigate', status: 'pass', params: { path } });
}

/** Tells the portal the first screen is drawn. */
export function signalReady(): void {
  channel?.dispatch({ type: 'ready', status: 'pass' });
}

type Attrs = Record<string, string | ((event: Event) => void)>;

/** An element with attributes, listeners (`onclick`) and children. */
export function el(tag: string, attrs: Attrs, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (typeof value === 'function') node.addEventListener(key.replace(/^on/, ''), value);
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}
