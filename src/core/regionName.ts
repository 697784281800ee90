/**
 * A country or area code (ISO 3166-1 alpha-2, e.g. "CN", "DE") as its name in
 * the user's language (spec workflow-enterprise-embedding 2.4: "country/area
 * shown as names, not codes"), from the browser's own CLDR data
 * (Intl.DisplayNames), so no name list ships with the portal. Unknown or
 * malformed codes are shown as written.
 */
const cache = new Map<string, Intl.DisplayNames | null>();

function namesFor(locale: string): Intl.DisplayNames | null {
  let names = cache.get(locale);
  if (names === undefined) {
    try {
      names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }) : null;
    } catch {
      names = null;
    }
    cache.set(locale, names);
  }
  return names;
}

/**
 * @example regionName('CN', 'zh-cn') // "中国"
 * @example regionName('DE', 'en')    // "Germany"
 */
export function regionName(code: string, locale: string): string {
  const trimmed = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(trimmed)) return code;
  try {
    return namesFor(locale)?.of(trimmed) ?? code;
  } catch {
    return code;
  }
}
