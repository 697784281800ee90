/**
 * The rows of the texts table: every key the portal knows (the
 * bundles of both languages, flattened to `area.path.key`) with its text in
 * zh-cn and en, the tenant's override of each language, and a search over
 * keys and texts. Pure.
 */

export type TextLang = 'zh-cn' | 'en';
export const TEXT_LANGS: readonly TextLang[] = ['zh-cn', 'en'];

export interface TextOverride {
  key: string;
  lang: TextLang;
  value: string;
  /** The server's version of this override (a hash of the text): a write sends it back, a stale one gets 409. */
  version?: string;
}

export interface TextRow {
  key: string;
  /** The bundled (or platform) text per language. */
  base: Readonly<Record<TextLang, string>>;
  /** The tenant's override per language, when there is one. */
  override: Readonly<Partial<Record<TextLang, string>>>;
  /** The version of each override shown; `none` where the tenant has none yet (see TextOverride.version). */
  versions: Readonly<Partial<Record<TextLang, string>>>;
}

/** `{ a: { b: 'x' } }` -> `{ 'a.b': 'x' }` (string leaves only). */
export function flattenTexts(tree: unknown, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [name, value] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') out[key] = value;
      else flattenTexts(value, key, out);
    }
  }
  return out;
}

/** The table's rows, by key. */
export function textRows(base: Readonly<Record<TextLang, Readonly<Record<string, string>>>>, overrides: readonly TextOverride[]): TextRow[] {
  const keys = new Set([...Object.keys(base['zh-cn']), ...Object.keys(base.en), ...overrides.map((o) => o.key)]);
  const byKey = new Map<string, Partial<Record<TextLang, string>>>();
  const versions = new Map<string, Partial<Record<TextLang, string>>>();
  for (const o of overrides) {
    byKey.set(o.key, { ...byKey.get(o.key), [o.lang]: o.value });
    if (o.version !== undefined) versions.set(o.key, { ...versions.get(o.key), [o.lang]: o.version });
  }
  return [...keys].sort().map((key) => ({ key, base: { 'zh-cn': base['zh-cn'][key] ?? '', en: base.en[key] ?? '' }, override: byKey.get(key) ?? {}, versions: versions.get(key) ?? {} }));
}

/** The version a write of `row`'s `lang` text was made on: the override's, or `none` when it had none. */
export function versionShown(row: TextRow, lang: TextLang): string | undefined {
  if (row.override[lang] === undefined) return 'none';
  return row.versions[lang];
}

/** Rows whose key or any text contains `query` (case-insensitive); `overriddenOnly` keeps the tenant's. */
export function searchRows(rows: readonly TextRow[], query: string, overriddenOnly = false): TextRow[] {
  const q = query.trim().toLowerCase();
  return rows.filter((row) => {
    if (overriddenOnly && Object.keys(row.override).length === 0) return false;
    if (!q) return true;
    return [row.key, ...Object.values(row.base), ...Object.values(row.override)].some((text) => text.toLowerCase().includes(q));
  });
}

/** Reads `GET /eps/lowcode/texts` defensively. */
export function toOverrides(raw: unknown): TextOverride[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const o = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    if (typeof o.key !== 'string' || (o.lang !== 'zh-cn' && o.lang !== 'en') || typeof o.value !== 'string') return [];
    return [{ key: o.key, lang: o.lang, value: o.value, ...(typeof o.version === 'string' ? { version: o.version } : {}) }];
  });
}
