/**
 * Where screen documents come from (ARCHITECTURE 2): a tenant's override on
 * the server when there is one, else the file under `schemas/`. A document's
 * id is its path under `schemas/` without `.json` (`user/setting`).
 */
import { migrateDocument } from '../migrate';
import type { ScreenDocument } from './types';

/** Loads a bundled file by id; the shell builds this map with import.meta.glob. */
export type BundledScreens = Readonly<Record<string, () => Promise<unknown>>>;

export interface ScreenSource {
  bundled: BundledScreens;
  /**
   * Ids of bundled documents validated against this registry's meta-schema
   * when the bundle was built (the shell's build check): they render without
   * compiling the validator in the browser, which costs a first screen
   * several hundred ms. A tenant override is always validated where it renders.
   */
  checked?: ReadonlySet<string>;
  /**
   * The node types each bundled document uses, listed when the bundle was
   * built: their renderers' code starts loading together with the document
   * instead of after it (one round trip less before a screen shows). A
   * tenant override may use others; those load once it is read.
   */
  rendererTypes?: Readonly<Record<string, readonly string[]>>;
  /** The tenant's stored version, or undefined when it has none. */
  fetchOverride?: (id: string) => Promise<unknown>;
  /** Starts `fetchOverride(id)` ahead of the opening that will read it (a page's code loading meanwhile). */
  prefetchOverride?: (id: string) => void;
}

export class ScreenNotFoundError extends Error {
  readonly screenId: string;
  constructor(id: string) {
    super(`No screen "${id}"`);
    this.name = 'ScreenNotFoundError';
    this.screenId = id;
  }
}

/** Turns `./schemas/user/setting.json`-style glob keys into ids (`user/setting`). */
export function screenIdsFromGlob(modules: Readonly<Record<string, () => Promise<unknown>>>): BundledScreens {
  const byId: Record<string, () => Promise<unknown>> = {};
  for (const [path, load] of Object.entries(modules)) {
    const match = /schemas\/(.+)\.json$/.exec(path);
    if (match?.[1]) byId[match[1]] = load;
  }
  return byId;
}

/** A valid screen id: path segments of letters, digits, `-` and `_` (no `..`, no leading slash). */
export function isScreenId(id: string): boolean {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(id);
}

/**
 * Loads and migrates a screen: the override first, then the bundled file.
 * Throws ScreenNotFoundError for an unknown id, SchemaDocumentError for a
 * document that cannot be migrated.
 */
export async function loadScreen(id: string, source: ScreenSource): Promise<{ document: ScreenDocument; origin: 'tenant' | 'file' }> {
  if (!isScreenId(id)) throw new ScreenNotFoundError(id);
  const override = source.fetchOverride ? await source.fetchOverride(id) : undefined;
  if (override !== undefined && override !== null) {
    return { document: migrateDocument(override).document, origin: 'tenant' };
  }
  const load = Object.prototype.hasOwnProperty.call(source.bundled, id) ? source.bundled[id] : undefined;
  if (!load) throw new ScreenNotFoundError(id);
  const module = await load();
  const raw = module && typeof module === 'object' && 'default' in module ? (module as { default: unknown }).default : module;
  return { document: migrateDocument(raw).document, origin: 'file' };
}

/** True when a loaded document needs no validation here: a bundled file the build validated. */
export function isCheckedAtBuild(id: string, origin: 'tenant' | 'file', source: ScreenSource): boolean {
  return origin === 'file' && source.checked?.has(id) === true;
}

/** The node types the build listed for bundled document `id` (none when it listed nothing). */
export function rendererTypesOf(id: string, source: ScreenSource): readonly string[] {
  const listed = source.rendererTypes;
  return listed && Object.hasOwn(listed, id) ? (listed[id] ?? []) : [];
}
