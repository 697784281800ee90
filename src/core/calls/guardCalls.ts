/**
 * The runtime door of the screen call rules (screenCalls.ts): the api a
 * document's nodes call through, refusing what its origin and the call's
 * trigger may not do, with a translated message where the call was made.
 * The document check at save refuses the same calls; this holds a document
 * that got in some other way (an old draft, a hand-made database row).
 */
import { ApiCallError, type ApiEnvelope, type ApiProvider, type ApiRequest, type I18nProvider, type PortalEnv } from '../env';
import { SCREEN_CALLS } from './screenCallList';
import { callPath, findCall, refusalOf, type CallRefusal, type DocumentOrigin, type ScreenCall } from './screenCalls';
import { fillUrlTemplate, hasPlaceholder } from './urlTemplate';

/** The code of a refused call's error, so callers can tell it from a server's answer. */
export const CALL_REFUSED = 'CALL_REFUSED';

/** The api underneath a guarded one, so a document of another origin (a dialog) gets its own guard. */
const rawOf = new WeakMap<ApiProvider, ApiProvider>();
/** One guarded api per raw api and origin: cached reads (core/query/reads.ts) are keyed by the api object. */
const guarded = new WeakMap<ApiProvider, Partial<Record<DocumentOrigin, ApiProvider>>>();
/** The origin each guarded api judges calls for. */
const originOfGuarded = new WeakMap<ApiProvider, DocumentOrigin>();

/** The api underneath `api` and the origin its guard judges for; undefined for an api no guard wraps. */
export function guardOf(api: ApiProvider): { raw: ApiProvider; origin: DocumentOrigin } | undefined {
  const raw = rawOf.get(api);
  const origin = originOfGuarded.get(api);
  return raw && origin ? { raw, origin } : undefined;
}

const TOLD_FOR_MS = 3_000;

/** Whether `message` was shown in the last few seconds (and notes it), so one refused call is told once. */
function recentlyTold(told: Map<string, number>, message: string, now = Date.now()): boolean {
  for (const [text, at] of told) if (now - at > TOLD_FOR_MS) told.delete(text);
  if (told.has(message)) return true;
  told.set(message, now);
  return false;
}

/** The translated message of a refusal. */
export function refusalMessage(reason: CallRefusal, request: Pick<ApiRequest, 'method' | 'url'>, i18n: I18nProvider): string {
  return i18n.t(`core.calls.${reason}`, { method: request.method.toUpperCase(), url: request.url.replace(/[?#].*$/, '') });
}

/**
 * The URLs a call is judged on: its URL, and for a permission key's URL template also the template as its
 * params fill it. The template keeps a placeholder from choosing a literal route; the filled URL keeps a value
 * (an id 'purge') from landing on a literal route of another kind. Unfillable, the api client refuses it.
 */
function urlsToJudge(url: string, request: ApiRequest): string[] {
  if (request.url !== '' || !hasPlaceholder(url)) return [url];
  const filled = fillUrlTemplate(url, request.params);
  return 'missing' in filled ? [url] : [url, filled.url];
}

/** The first refusal among `urls` for this call and the URL it is about, or undefined when all may be called. */
function refusalOfUrls(
  list: readonly ScreenCall[],
  request: ApiRequest,
  urls: readonly string[],
  origin: DocumentOrigin,
): { reason: CallRefusal; url: string } | undefined {
  for (const url of urls) {
    const reason = callPath(url) === undefined ? 'foreign' : refusalOf(findCall(list, request.method, url), request.trigger ?? 'load', origin);
    if (reason !== undefined) return { reason, url };
  }
  return undefined;
}

/**
 * The api `origin`'s documents call through. A request without `trigger`
 * counts as a load: only the places that run on a person's gesture (the
 * action runner, a form's submit, an upload) say 'gesture', so a missed
 * place fails closed.
 */
export function guardCalls(
  api: ApiProvider,
  origin: DocumentOrigin,
  env: Pick<PortalEnv, 'i18n' | 'notify'>,
  list: readonly ScreenCall[] = SCREEN_CALLS,
): ApiProvider {
  const raw = rawOf.get(api) ?? api;
  const byOrigin = guarded.get(raw) ?? {};
  const known = list === SCREEN_CALLS ? byOrigin[origin] : undefined;
  if (known) return known;
  const told = new Map<string, number>();
  const provider: ApiProvider = {
    request<T = unknown>(request: ApiRequest): Promise<ApiEnvelope<T>> {
      const named = request.url === '' && request.permission !== undefined;
      // A workflow edition reads the permission sets on its first permission-named call (not in its preload).
      if (named && raw.resolveUrl?.(request) === undefined && raw.loadPermissionUrls) {
        return raw.loadPermissionUrls().then(() => judged<T>(request));
      }
      return judged<T>(request);
    },
    ...(raw.resolveUrl ? { resolveUrl: raw.resolveUrl } : {}),
    ...(raw.loadPermissionUrls ? { loadPermissionUrls: raw.loadPermissionUrls } : {}),
  };
  /** Sends the call, or refuses it, on the URL it stands for now. */
  function judged<T>(request: ApiRequest): Promise<ApiEnvelope<T>> {
    // A call named by permission code is judged on the URL the code stands for.
    const url = request.url === '' && request.permission !== undefined ? (raw.resolveUrl?.(request) ?? '') : request.url;
    const refusal = refusalOfUrls(list, request, urlsToJudge(url, request), origin);
    // Sent with its trigger said, so what listens to the calls (the shell's 403 state) can tell a
    // document's reads on load from the shell's own, which do not come through here.
    if (refusal === undefined) return raw.request<T>(request.trigger === undefined ? { ...request, trigger: 'load' } : request);
    const message = refusalMessage(refusal.reason, { method: request.method, url: refusal.url }, env.i18n);
    // Told even for a `silent` call: the document asked for something it may not do, and the person (or
    // the configurator previewing it) must see why the screen does not work. Once: a screen's preload and
    // its node ask for the same call.
    if (!recentlyTold(told, message)) env.notify('error', message);
    return Promise.reject(new ApiCallError(message, { code: CALL_REFUSED }));
  }
  rawOf.set(provider, raw);
  originOfGuarded.set(provider, origin);
  if (list === SCREEN_CALLS) guarded.set(raw, { ...byOrigin, [origin]: provider });
  return provider;
}
