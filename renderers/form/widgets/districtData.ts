/**
 * Data of the `districtCascader` widget and the `district` value type, from the
 * reference server's district calls (spec portal-shell 7), which serve countries
 * and China's provinces, cities and counties in the user's language (English
 * names of China's areas are romanised there: server/routes/districtNames.ts).
 *
 * Loaded when first wanted and once per language (the promise is kept, a failure
 * is not): the countries when the widget first renders, China's whole tree in
 * one call (`descendants=1`) only when China is opened, searched or already the
 * value, so the cascader can search every level. Nothing of it is in a chunk.
 */
import type { ApiProvider } from '@core/env';

/** One choice of a level; `children` undefined and `isLeaf` false: not loaded yet. */
export interface DistrictOption {
  value: string;
  label: string;
  isLeaf?: boolean;
  children?: DistrictOption[];
}

/** The country whose lower levels the data has (ISO 3166-1 alpha-2). */
export const CHINA = 'CN';

/** A place as the district calls answer it. */
interface District {
  adcode: string;
  name: string;
  leaf?: boolean;
  children?: District[];
}

/** The language the calls are asked for: `zh-cn` for Chinese, `en` for everything else. */
const namesLanguage = (language: string): 'zh-cn' | 'en' => (language.toLowerCase().startsWith('zh') ? 'zh-cn' : 'en');

const toOption = (place: District): DistrictOption => ({
  value: place.adcode,
  label: place.name,
  isLeaf: place.leaf === true,
  ...(Array.isArray(place.children) ? { children: place.children.map(toOption) } : {}),
});

/** Answers kept per api (a portal, a test) and then per call. */
const keptByApi = new WeakMap<ApiProvider, Map<string, Promise<readonly DistrictOption[]>>>();

/** The answer of one call, kept per URL and language; a failed load is tried again next time. */
function loadOnce(api: ApiProvider, url: string, params: Record<string, string>): Promise<readonly DistrictOption[]> {
  const key = `${url}?${new URLSearchParams(params).toString()}`;
  const kept = keptByApi.get(api) ?? new Map<string, Promise<readonly DistrictOption[]>>();
  keptByApi.set(api, kept);
  let found = kept.get(key);
  if (!found) {
    found = api.request<District[]>({ method: 'get', url, params, silent: true }).then(({ data }) => (Array.isArray(data) ? data.map(toOption) : []));
    found.catch(() => kept.delete(key));
    kept.set(key, found);
  }
  return found;
}

/** The countries in `language`, China first, then by name in that language's collation. */
export function loadCountries(api: ApiProvider, language: string): Promise<readonly DistrictOption[]> {
  return loadOnce(api, '/eps/config/district/getcountrys', { langPack: namesLanguage(language) });
}

/** China's provinces, with their cities and counties, in `language`. */
export function loadChina(api: ApiProvider, language: string): Promise<readonly DistrictOption[]> {
  return loadOnce(api, '/eps/config/district/getDistrictByparentCode', { parentCode: CHINA, descendants: '1', langPack: namesLanguage(language) });
}

/** The codes of a value, top down: country, then (China) province, city, county; stops at the first empty one. */
export type DistrictCodes = readonly string[];

/** The names along `codes` in `language`; an unknown code shows as itself. */
export async function districtNames(api: ApiProvider, codes: DistrictCodes, language: string): Promise<string[]> {
  const [country, ...rest] = codes;
  if (!country) return [];
  const countries = await loadCountries(api, language);
  const names = [countries.find((c) => c.value === country)?.label ?? country];
  if (country !== CHINA || rest.length === 0) return names;
  let level: readonly DistrictOption[] | undefined = await loadChina(api, language);
  for (const code of rest) {
    const option: DistrictOption | undefined = level?.find((o) => o.value === code);
    names.push(option?.label ?? code);
    level = option?.children;
  }
  return names;
}
