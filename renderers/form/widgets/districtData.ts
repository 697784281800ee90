/**
 * Data of the `districtCascader` widget, from maintained packages,
 * never typed by hand: country names from `i18n-iso-countries` (ISO 3166-1
 * alpha-2, zh and en names) and China's provinces, cities and counties from
 * `@vant/area-data` (GB/T 2260 codes, Chinese names only).
 *
 * Both load lazily, level by level, each in its own chunk and once (the
 * promise is cached): the country names of the user's language when the
 * widget first renders (~4 KB gzip), China's ~3,900 areas only when China is
 * opened, searched or already the value (~24 KB gzip). Most foreign users
 * never fetch the second; neither is in the entry chunk.
 */

/** One choice of a level; `children` undefined and `isLeaf` false: not loaded yet. */
export interface DistrictOption {
  value: string;
  label: string;
  isLeaf?: boolean;
  children?: DistrictOption[];
}

/** The country whose lower levels the data has (ISO 3166-1 alpha-2). */
export const CHINA = 'CN';

type CountryNames = Readonly<Record<string, string | readonly string[]>>;

/** The names file of a language: `zh` for Chinese, `en` for everything else. */
const countryNameFiles: Record<'zh' | 'en', () => Promise<{ countries: CountryNames }>> = {
  zh: () => import('i18n-iso-countries/langs/zh.json').then((m) => m.default),
  en: () => import('i18n-iso-countries/langs/en.json').then((m) => m.default),
};

const namesLanguage = (language: string): 'zh' | 'en' => (language.toLowerCase().startsWith('zh') ? 'zh' : 'en');

const countriesCache = new Map<'zh' | 'en', Promise<readonly DistrictOption[]>>();
let chinaCache: Promise<readonly DistrictOption[]> | undefined;

/**
 * The countries in `language`, China first, then by name in that language's
 * collation. A name with variants (`["People's Republic of China", "China"]`)
 * shows its first, the package's official one.
 */
export function loadCountries(language: string): Promise<readonly DistrictOption[]> {
  const lang = namesLanguage(language);
  let found = countriesCache.get(lang);
  if (!found) {
    found = countryNameFiles[lang]().then(({ countries }) => {
      const collator = new Intl.Collator(lang === 'zh' ? 'zh-Hans-CN' : 'en');
      return Object.entries(countries)
        .map(([code, names]): DistrictOption => ({
          value: code,
          label: typeof names === 'string' ? names : (names[0] ?? code),
          isLeaf: code !== CHINA,
        }))
        .sort((a, b) => (a.value === CHINA ? -1 : b.value === CHINA ? 1 : collator.compare(a.label, b.label)));
    });
    // A failed load is tried again next time, not remembered.
    found.catch(() => countriesCache.delete(lang));
    countriesCache.set(lang, found);
  }
  return found;
}

/** China's provinces, with their cities and counties (GB/T 2260: a city's code shares its province's first 2 digits, a county its city's first 4). */
export function loadChina(): Promise<readonly DistrictOption[]> {
  if (!chinaCache) {
    chinaCache = import('@vant/area-data').then(({ areaList }) => {
      const provinces = new Map<string, DistrictOption & { children: DistrictOption[] }>();
      for (const [code, label] of Object.entries(areaList.province_list)) provinces.set(code.slice(0, 2), { value: code, label, children: [] });
      const cities = new Map<string, DistrictOption & { children: DistrictOption[] }>();
      for (const [code, label] of Object.entries(areaList.city_list)) {
        const city = { value: code, label, children: [] };
        cities.set(code.slice(0, 4), city);
        provinces.get(code.slice(0, 2))?.children.push(city);
      }
      for (const [code, label] of Object.entries(areaList.county_list)) cities.get(code.slice(0, 4))?.children.push({ value: code, label, isLeaf: true });
      // A city without counties is itself the last level.
      for (const city of cities.values()) if (city.children.length === 0) Object.assign(city, { children: undefined, isLeaf: true });
      return [...provinces.values()];
    });
    chinaCache.catch(() => (chinaCache = undefined));
  }
  return chinaCache;
}

/** The codes of a value, top down: country, then (China) province, city, county; stops at the first empty one. */
export type DistrictCodes = readonly string[];

/**
 * The names along `codes` (country in the user's language, China's levels in
 * Chinese: the only names the data has); an unknown code shows as itself.
 */
export async function districtNames(codes: DistrictCodes, language: string): Promise<string[]> {
  const [country, ...rest] = codes;
  if (!country) return [];
  const countries = await loadCountries(language);
  const names = [countries.find((c) => c.value === country)?.label ?? country];
  if (country !== CHINA || rest.length === 0) return names;
  let level: readonly DistrictOption[] | undefined = await loadChina();
  for (const code of rest) {
    const option: DistrictOption | undefined = level?.find((o) => o.value === code);
    names.push(option?.label ?? code);
    level = option?.children;
  }
  return names;
}
