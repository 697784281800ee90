/**
 * What a document may call and where its URLs may point, checked at save
 * (the server, `schemas:check`, the studio's lint) with the rules the
 * runtime guard applies (core/calls):
 * - every call (`api`, `initApi`, `ui:source`, a verify-code `send`, ...) goes
 *   to a route the server declares for screens, on a trigger its kind allows:
 *   data sources run on load and may only read; `ajax` actions, a form's
 *   submit and uploads run on a gesture; product-only calls only in the
 *   product's own documents. A template may fill an id in a path, never
 *   choose the route, so a tenant's call path is written out;
 * - no data leaves through URLs: in a tenant's document, an image, avatar or
 *   link URL and the `src`/`href` of `html` content may not be built from
 *   templates unless it stays on this origin (a path starting with one `/`),
 *   or is a whole template reading one value (a URL the server gave).
 * A call named by permission code is judged at run time, on the URL it
 * stands for (the session's permission sets say which).
 */
import { findCall, refusalOf, type CallTrigger, type DocumentOrigin, type ScreenCall } from '../calls/screenCalls';
import { parseTree, type ExprNode } from '../expression/parse';
import type { HttpMethod } from './types';
import type { DocumentProblem } from './problems';
import { childPointer, problem } from './problems';

/** Keys whose object value is a call. */
const CALL_KEYS: ReadonlySet<string> = new Set(['api', 'initApi', 'source', 'ui:source', 'send']);
/** Keys whose calls run on a person's gesture wherever they stand (a verify code's send and its precheck, an upload). */
const GESTURE_KEYS: ReadonlySet<string> = new Set(['send', 'precheck', 'ui:options']);
/** Action-list props that run when something is shown, not clicked. */
const LOAD_ACTION_KEYS: ReadonlySet<string> = new Set(['onShow']);
/** Props holding a URL that the browser loads or opens. */
const URL_KEYS: ReadonlySet<string> = new Set(['src', 'url', 'href', 'avatar', 'image', 'icon']);

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const METHODS: ReadonlySet<string> = new Set(['get', 'post', 'put', 'delete', 'patch']);
/** Helpers whose result is a boolean or a number: what they are given never reaches the URL. */
const SELECTING_CALLS: ReadonlySet<string> = new Set(['includes', 'len', 'startsWith', 'endsWith', 'now', 'weekday', 'number', 'isEmpty']);

const onThisOrigin = (text: string): boolean => text === '' || (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\'));

/**
 * True when the expression's value is one of the values it reads (or a path on this origin), chosen by
 * conditions, never text it builds: `row.url`, `cond ? a.src : (user.avatar || '/avatar.svg')`.
 * `flows`: whether this part's value can become the result.
 */
function selectsOnly(node: ExprNode, flows = true): boolean {
  switch (node.kind) {
    case 'literal':
      return !flows || typeof node.value !== 'string' || onThisOrigin(node.value);
    case 'identifier':
      return true;
    case 'member':
      return selectsOnly(node.object, flows) && (typeof node.property === 'string' || selectsOnly(node.property, false));
    case 'unary':
      return selectsOnly(node.argument, false);
    case 'binary':
      if (node.operator === '&&' || node.operator === '||' || node.operator === '??') return selectsOnly(node.left, flows) && selectsOnly(node.right, flows);
      // `+` joins text (a host and a value); the others give a number or a boolean.
      return (!flows || node.operator !== '+') && selectsOnly(node.left, false) && selectsOnly(node.right, false);
    case 'conditional':
      return selectsOnly(node.test, false) && selectsOnly(node.consequent, flows) && selectsOnly(node.alternate, flows);
    case 'array':
      return !flows && node.elements.every((element) => selectsOnly(element, false));
    case 'call':
      return (!flows || SELECTING_CALLS.has(node.name)) && node.args.every((arg) => selectsOnly(arg, false));
  }
}

/** True when `url` is one `${...}` whose value is read, not built (see selectsOnly). */
function isChosenValue(url: string): boolean {
  const trimmed = url.trim();
  if (!trimmed.startsWith('${') || !trimmed.endsWith('}') || trimmed.indexOf('${', 2) >= 0) return false;
  try {
    return selectsOnly(parseTree(trimmed.slice(2, -1)));
  } catch {
    // A broken expression is reported by the expression check; here it builds nothing it may trust.
    return false;
  }
}

interface Place {
  pointer: string;
  key: string | undefined;
  /** The calls below run on a gesture (inside an action a click runs, a form's submit, an upload). */
  gesture: boolean;
  /** Inside an action list run on load (`onShow`): wins over `gesture`. */
  onLoad: boolean;
  /** The node type of the nearest node holding this value. */
  nodeType: string | undefined;
}

/** True when `url`, built with templates, could point away from this origin. */
export function urlMayLeak(url: string): boolean {
  if (!url.includes('${')) return false;
  if (isChosenValue(url)) return false;
  const before = url.slice(0, url.indexOf('${'));
  // A literal path on this origin fixes where the data goes: `/eps/x?id=${id}`; `//host` and `/\host` do not.
  return !(before.startsWith('/') && !before.startsWith('//') && !before.startsWith('/\\'));
}

/** `src` and `href` attribute values in an HTML string. */
function htmlUrls(html: string): string[] {
  const found: string[] = [];
  const attribute = /\s(?:src|href|srcset|action|formaction|poster|background)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
  for (const match of html.matchAll(attribute)) {
    const raw = match[1] ?? '';
    found.push(raw.startsWith('"') || raw.startsWith("'") ? raw.slice(1, -1) : raw);
  }
  // url(...) in inline styles loads too.
  for (const match of html.matchAll(/url\(\s*['"]?([^'")]*)/gi)) found.push(match[1] ?? '');
  return found;
}

export interface CallCheckContext {
  calls: readonly ScreenCall[];
  origin: DocumentOrigin;
}

/** Every call and URL of `document` that its origin may not make or build. */
export function checkCalls(document: unknown, { calls, origin }: CallCheckContext): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const checkCall = (call: Record<string, unknown>, at: string, trigger: CallTrigger): void => {
    if (typeof call.url !== 'string') return;
    const method = typeof call.method === 'string' && METHODS.has(call.method) ? (call.method as HttpMethod) : 'get';
    const url = call.url;
    const vars = { method: method.toUpperCase(), url: url.replace(/[?#].*$/, '') };
    const pointer = childPointer(at, 'url');
    // The product's own files may take a path from data (the runtime guard judges it); a tenant's may not.
    if (url.trimStart().startsWith('${')) {
      if (origin === 'tenant') problems.push(problem(pointer, 'core.schema.callPathTemplated', vars));
      return;
    }
    const reason = refusalOf(findCall(calls, method, url), trigger, origin);
    if (reason === 'unlisted') problems.push(problem(pointer, 'core.schema.callUnlisted', vars));
    else if (reason === 'writeOnLoad') problems.push(problem(pointer, 'core.schema.callWriteOnLoad', vars));
    else if (reason === 'productOnly') problems.push(problem(pointer, 'core.schema.callProductOnly', vars));
  };
  const checkUrl = (url: string, pointer: string, prop: string): void => {
    if (origin === 'tenant' && urlMayLeak(url)) problems.push(problem(pointer, 'core.schema.urlLeaks', { prop, url }));
  };

  // Iterative: the limits check ran first, but a walk that cannot overflow the stack needs no such promise.
  const stack: Array<{ value: unknown; place: Place }> = [
    { value: document, place: { pointer: '', key: undefined, gesture: false, onLoad: false, nodeType: undefined } },
  ];
  while (stack.length > 0) {
    const { value, place } = stack.pop() as { value: unknown; place: Place };
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, place: { ...place, pointer: childPointer(place.pointer, index), key: place.key } }));
      continue;
    }
    if (typeof value === 'string') {
      if (place.key !== undefined && URL_KEYS.has(place.key)) checkUrl(value, place.pointer, place.key);
      else if (place.key === 'content' || place.key === 'html') for (const url of htmlUrls(value)) checkUrl(url, place.pointer, place.key);
      // A style's `url(...)` loads too (a background image).
      else if (/url\(/i.test(value)) for (const match of value.matchAll(/url\(\s*['"]?([^'")]*)/gi)) checkUrl(match[1] ?? '', place.pointer, place.key ?? 'style');
      continue;
    }
    if (!isRecord(value)) continue;
    const nodeType = typeof value.type === 'string' ? value.type : place.nodeType;
    const isAction = typeof value.action === 'string';
    if (place.key !== undefined && CALL_KEYS.has(place.key) && (typeof value.url === 'string' || typeof value.permission === 'string') && !isAction) {
      // A form's own `api` is its submit; anything else holding a call runs it on load unless an action or upload does.
      const submit = place.key === 'api' && place.nodeType === 'form';
      const trigger: CallTrigger = place.onLoad ? 'load' : place.gesture || submit ? 'gesture' : 'load';
      checkCall(value, place.pointer, trigger);
    }
    for (const [key, child] of Object.entries(value)) {
      const gesture = place.gesture || isAction || GESTURE_KEYS.has(key);
      const onLoad = place.onLoad || LOAD_ACTION_KEYS.has(key);
      stack.push({ value: child, place: { pointer: childPointer(place.pointer, key), key, gesture, onLoad, nodeType } });
    }
  }
  return problems.sort((a, b) => (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0));
}
