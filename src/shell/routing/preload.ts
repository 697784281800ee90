/**
 * Startup preload (spec workflow-enterprise-embedding 4.1): languages,
 * parameters, dictionaries, permission sets, tenant languages, in this
 * order. The last two need a session and are skipped in the workflow
 * editions (bpm, fw, jcy). The requests go out together; their answers are
 * taken in that order, and the first failing step in it is the one reported
 * (the later answers are dropped); the caller sends the user to errors-tip
 * with its message (spec portal-shell 8).
 */
import type { ApiProvider } from '../../core/env';
import { ApiCallError } from '../../core/env';
import type { PermissionApp, PermissionNode } from '../../menu';
import {
  dictsRead,
  languagesRead,
  paramsRead,
  permissionAppsRead,
  permissionNodesRead,
  preloadSessionOf,
  tenantLanguagesRead,
  type PreloadScope,
} from './preloadReads';

/** A dictionary as /eps/config/dict/list answers it (spec portal-shell 3). */
export interface DictEntry {
  dictCode: string;
  dictName: string;
  subset: readonly { dictLabel: string; dictValue: string; dictCode?: string; dictName?: string }[];
}

/** Everything the preload loaded. Session parts are absent when there is no session. */
export interface PreloadResult {
  /** Platform messages of the language, key -> text. */
  messages: Readonly<Record<string, string>>;
  /** System parameters, paramCode -> paramValue. */
  params: Readonly<Record<string, string>>;
  dicts: readonly DictEntry[];
  apps?: readonly PermissionApp[];
  nodes?: readonly PermissionNode[];
  /** The tenant's overrides of the language, key -> text. */
  tenantMessages?: Readonly<Record<string, string>>;
}

export type PreloadOptions = PreloadScope;

/** The steps in the spec's order (their names, for tests and error messages). */
export const PRELOAD_STEPS = ['languages', 'params', 'dicts', 'permissions', 'tenantLanguages'] as const;
export type PreloadStep = (typeof PRELOAD_STEPS)[number];

/** Thrown when a step fails; `message` is what errors-tip shows. */
export class PreloadError extends Error {
  readonly step: PreloadStep;
  /** The envelope code of the failed call, if any (401 and 499 already logged out). */
  readonly code: string | undefined;
  constructor(step: PreloadStep, message: string, code?: string | number) {
    super(message);
    this.name = 'PreloadError';
    this.step = step;
    this.code = code === undefined ? undefined : String(code);
  }
}

async function step<T>(name: PreloadStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new PreloadError(name, message, error instanceof ApiCallError ? error.code : undefined);
  }
}

const asRecord = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  }
  return out;
};

/** The language messages of the platform (key -> text). */
export async function loadMessages(api: ApiProvider, language: string): Promise<Record<string, string>> {
  const { data } = await api.request<unknown>(languagesRead(language));
  return asRecord(data);
}

/** The tenant's overrides (a key/value list on the wire) as key -> text. */
export async function loadTenantMessages(api: ApiProvider, tenantId: number, language: string): Promise<Record<string, string>> {
  const { data } = await api.request<unknown>(tenantLanguagesRead(tenantId, language));
  const out: Record<string, string> = {};
  if (Array.isArray(data)) {
    for (const entry of data) {
      if (entry && typeof entry === 'object' && typeof entry.key === 'string' && typeof entry.value === 'string') out[entry.key] = entry.value;
    }
  }
  return out;
}

/** Dictionaries in the language. */
export async function loadDicts(api: ApiProvider, language: string): Promise<DictEntry[]> {
  const { data } = await api.request<DictEntry[]>(dictsRead(language));
  return Array.isArray(data) ? data : [];
}

/**
 * Runs the preload steps. Their requests go out at once (they are independent reads, and one
 * after another they cost a round trip each before the first screen), but their
 * answers are taken in the spec's order, so the step reported is the first failing one in that
 * order, as if they had run one by one. Rejects with a {@link PreloadError}.
 */
export async function runPreload(api: ApiProvider, options: PreloadOptions): Promise<PreloadResult> {
  const { language } = options;
  const withSession = preloadSessionOf(options);
  // Started now, awaited below in order; a later step's failure waits for its turn (`started`).
  const languages = started(loadMessages(api, language));
  const params = started(loadParams(api));
  const dicts = started(loadDicts(api, language));
  const permissions = withSession ? started(loadPermissions(api)) : undefined;
  const tenantLanguages = withSession && withSession.tenantId > 0 ? started(loadTenantMessages(api, withSession.tenantId, language)) : undefined;

  const result: PreloadResult = {
    messages: await step('languages', () => languages),
    params: await step('params', () => params),
    dicts: await step('dicts', () => dicts),
  };
  if (!permissions) return result;
  const { apps, nodes } = await step('permissions', () => permissions);
  const tenantMessages = tenantLanguages ? await step('tenantLanguages', () => tenantLanguages) : {};
  return { ...result, apps, nodes, tenantMessages };
}

/** System parameters, paramCode -> paramValue. */
async function loadParams(api: ApiProvider): Promise<Record<string, string>> {
  const { data } = await api.request<{ paramCode: string; paramValue: string }[]>(paramsRead());
  return Object.fromEntries((Array.isArray(data) ? data : []).map((p) => [p.paramCode, p.paramValue ?? '']));
}

/** The permission sets: the apps and the flat node list. */
async function loadPermissions(api: ApiProvider): Promise<{ apps: PermissionApp[]; nodes: PermissionNode[] }> {
  const [appsAnswer, nodesAnswer] = await Promise.all([
    api.request<PermissionApp[]>(permissionAppsRead()),
    api.request<PermissionNode[]>(permissionNodesRead()),
  ]);
  return { apps: Array.isArray(appsAnswer.data) ? appsAnswer.data : [], nodes: Array.isArray(nodesAnswer.data) ? nodesAnswer.data : [] };
}

/** A request awaited later: marked handled now, so a failure waiting for its turn is not reported as unhandled. */
function started<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
