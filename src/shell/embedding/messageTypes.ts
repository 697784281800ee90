/**
 * The message types the portal understands from a sub-app, and what it does
 * with them (documented in docs/embedding.md "Embedded apps"):
 * - `context` (request): answered with the SubAppContext;
 * - `navigate` (pass, `{ path }`): the portal goes to `path`, only when it is
 *   a portal address (the redirect allow-list: same origin); anything else is
 *   ignored and logged, so a sub-app cannot send the portal elsewhere;
 * - `ready` (pass): the sub-app has drawn its first screen (no action);
 * - `ignore-risk` (pass), from the company-register app (em-ui) only: the
 *   user put the registration off ("Later"): the portal sets this tab's
 *   `ignoreRisk` flag and goes home (spec portal-shell 2.1).
 * The portal sends `context` (pass) whenever the context changes.
 */
import { COMPANY_REGISTER_APP } from '../routing/paths';
import { isAllowedRedirect } from '../security/urls';
import type { EmbedHandler, EmbedMessage } from './protocol';
import type { SubAppContext } from './subAppContext';

export const MESSAGE_TYPES = { context: 'context', navigate: 'navigate', ready: 'ready', ignoreRisk: 'ignore-risk' } as const;

export interface SubAppHandlerDeps {
  context: () => SubAppContext;
  navigate: (path: string) => void;
  /** Puts the company-register redirect off for this tab and goes home. */
  ignoreRisk?: () => void;
  portalOrigin: string;
  log?: (text: string) => void;
}

function pathOf(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const path = (params as Record<string, unknown>).path;
  return typeof path === 'string' ? path : undefined;
}

/** The handler of one sub-app's messages: a request's answer is its return value. */
export function createSubAppHandler(app: string, deps: SubAppHandlerDeps): EmbedHandler {
  const log = deps.log ?? ((text: string) => console.warn(text));
  return (message: EmbedMessage) => {
    if (message.type === MESSAGE_TYPES.context && message.status === 'request') return deps.context();
    if (message.type === MESSAGE_TYPES.navigate && message.status === 'pass') {
      const path = pathOf(message.params);
      if (path && isAllowedRedirect(path, deps.portalOrigin)) {
        const url = new URL(path, deps.portalOrigin);
        deps.navigate(`${url.pathname}${url.search}${url.hash}`);
      } else log(`[embedding] ${app}: navigation to ${String(path)} refused (outside the redirect allow-list)`);
      return undefined;
    }
    if (message.type === MESSAGE_TYPES.ready) return undefined;
    if (message.type === MESSAGE_TYPES.ignoreRisk && message.status === 'pass') {
      // Only the company-register page may put its own redirect off; any other app is heard and ignored.
      if (app === COMPANY_REGISTER_APP && deps.ignoreRisk) deps.ignoreRisk();
      else log(`[embedding] ${app}: "${message.type}" refused (only ${COMPANY_REGISTER_APP} may send it)`);
      return undefined;
    }
    if (message.status !== 'response') log(`[embedding] ${app}: unknown message type "${message.type}"`);
    return undefined;
  };
}
