/**
 * Names of places for the district calls (spec portal-shell 7): countries from
 * `i18n-iso-countries` (Chinese and English names), China's provinces, cities and
 * counties from `@vant/area-data` (GB/T 2260 codes, Chinese names only). English
 * names of China's areas do not exist in any maintained data set we can ship, so
 * they are romanised: Hanyu Pinyin by `pinyin-pro` (which knows the place-name
 * readings, e.g. 重庆 Chongqing, 厦门 Xiamen, 六安 Lu'an), written as China's
 * standard for place names writes them (syllables joined, an apostrophe before a
 * syllable that starts with a vowel, the generic part translated: 浦东新区 Pudong
 * New Area, 大理白族自治州 Dali Bai Autonomous Prefecture).
 */
import { areaList } from '@vant/area-data';
import countriesEn from 'i18n-iso-countries/langs/en.json';
import countriesZh from 'i18n-iso-countries/langs/zh.json';
import { pinyin } from 'pinyin-pro';

/** One place: its code (ISO 3166-1 alpha-2 for a country, GB/T 2260 below), its name, and whether it has no lower level. */
export interface District {
  adcode: string;
  name: string;
  leaf: boolean;
  children?: District[];
}

export type DistrictLanguage = 'zh-cn' | 'en';

/** The country whose lower levels the data has. */
export const CHINA = 'CN';

/** Names whose English form is not their pinyin (province level, Hong Kong's and Macao's areas, grouping entries). */
const ENGLISH_EXCEPTIONS: Readonly<Record<string, string>> = {
  内蒙古自治区: 'Inner Mongolia Autonomous Region',
  陕西省: 'Shaanxi',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
  香港岛: 'Hong Kong Island',
  九龙: 'Kowloon',
  新界: 'New Territories',
  澳门半岛: 'Macao Peninsula',
  离岛: 'Islands',
  县: 'Counties',
  市辖区: 'Districts',
  省直辖县级行政区划: 'County-level Divisions',
  自治区直辖县级行政区划: 'County-level Divisions',
};

/** Generic parts, longest first, and their English (empty: dropped, as "Beijing", "Guangdong"). */
const GENERIC_PARTS: readonly (readonly [string, string])[] = [
  ['特别行政区', 'Special Administrative Region'],
  ['管委会', 'Administrative Committee'],
  ['自治区', 'Autonomous Region'],
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['新区', 'New Area'],
  ['林区', 'Forestry District'],
  ['地区', 'Prefecture'],
  ['街道', 'Subdistrict'],
  ['省', ''],
  ['市', ''],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
  ['镇', 'Town'],
  ['乡', 'Township'],
];

/**
 * The peoples an autonomous area is named for, with the English names in use where they are
 * not the pinyin (the rest: pinyin, "Bai", "Tujia"). Longest first, so 蒙古 wins over 古.
 */
const PEOPLES: readonly (readonly [string, string | undefined])[] = (
  [
    ['维吾尔', 'Uygur'], ['蒙古', 'Mongolian'], ['藏', 'Tibetan'], ['朝鲜', 'Korean'], ['满', 'Manchu'], ['俄罗斯', 'Russian'],
    ['哈萨克', 'Kazak'], ['柯尔克孜', 'Kirgiz'], ['塔吉克', 'Tajik'], ['乌孜别克', 'Uzbek'], ['塔塔尔', 'Tatar'],
    ['壮', undefined], ['回', undefined], ['苗', undefined], ['彝', undefined], ['土家', undefined], ['侗', undefined],
    ['布依', undefined], ['瑶', undefined], ['白', undefined], ['哈尼', undefined], ['黎', undefined], ['畲', undefined],
    ['傈僳', 'Lisu'], ['傣', undefined], ['东乡', undefined], ['仡佬', 'Gelao'], ['拉祜', undefined], ['佤', undefined],
    ['水', 'Shui'], ['纳西', undefined], ['羌', undefined], ['土', undefined], ['仫佬', 'Mulao'], ['锡伯', 'Xibe'],
    ['景颇', 'Jingpo'], ['达斡尔', 'Daur'], ['撒拉', 'Salar'], ['布朗', 'Blang'], ['毛南', 'Maonan'], ['普米', 'Pumi'],
    ['阿昌', 'Achang'], ['怒', 'Nu'], ['鄂温克', 'Ewenki'], ['京', 'Gin'], ['基诺', 'Jino'], ['德昂', "De'ang"],
    ['保安', 'Bonan'], ['裕固', 'Yugur'], ['门巴', 'Monba'], ['鄂伦春', 'Oroqen'], ['独龙', 'Derung'], ['赫哲', 'Hezhen'],
    ['珞巴', 'Lhoba'], ['各', 'Multi-ethnic'],
  ] as const
).slice().sort((a, b) => b[0].length - a[0].length);

/** Syllables written as one word: capitalised, an apostrophe before a later syllable starting with a, o or e (Xi'an). */
function pinyinWord(text: string): string {
  const syllables = pinyin(text, { toneType: 'none', type: 'array' }).filter((s) => s.trim() !== '');
  const word = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Splits "...白族" / "...苗族侗族" off the end of a name: the rest and the peoples in English. */
function splitPeoples(base: string): { rest: string; peoples: string[] } {
  let rest = base;
  const peoples: string[] = [];
  for (;;) {
    const people = PEOPLES.find(([name]) => rest.endsWith(`${name}族`) || (name === '维吾尔' && rest.endsWith(name)));
    if (!people) return { rest, peoples };
    rest = rest.slice(0, rest.endsWith(`${people[0]}族`) ? -(people[0].length + 1) : -people[0].length);
    peoples.unshift(people[1] ?? pinyinWord(people[0]));
  }
}

/** The English name of one of China's areas (see the module comment). */
export function romanisedName(chinese: string): string {
  const exception = ENGLISH_EXCEPTIONS[chinese];
  if (exception) return exception;
  const generic = GENERIC_PARTS.find(([suffix]) => chinese.length > suffix.length && chinese.endsWith(suffix));
  const base = generic ? chinese.slice(0, -generic[0].length) : chinese;
  const { rest, peoples } = generic?.[1].startsWith('Autonomous') ? splitPeoples(base) : { rest: base, peoples: [] };
  const named = peoples.length > 1 ? `${peoples.slice(0, -1).join(', ')} and ${peoples.at(-1)}` : peoples[0];
  return [rest === '' ? undefined : pinyinWord(rest), named, generic?.[1]].filter((part) => part !== undefined && part !== '').join(' ');
}

const trees = new Map<DistrictLanguage, readonly District[]>();

/** China's provinces with their cities and counties in `language`, built once per language (~3,900 names). */
export function chinaTree(language: DistrictLanguage): readonly District[] {
  const built = trees.get(language);
  if (built) return built;
  const name = language === 'en' ? romanisedName : (chinese: string) => chinese;
  const provinces = new Map<string, District & { children: District[] }>();
  for (const [code, label] of Object.entries(areaList.province_list)) provinces.set(code.slice(0, 2), { adcode: code, name: name(label), leaf: false, children: [] });
  const cities = new Map<string, District & { children: District[] }>();
  for (const [code, label] of Object.entries(areaList.city_list)) {
    const city = { adcode: code, name: name(label), leaf: false, children: [] };
    cities.set(code.slice(0, 4), city);
    provinces.get(code.slice(0, 2))?.children.push(city);
  }
  for (const [code, label] of Object.entries(areaList.county_list)) cities.get(code.slice(0, 4))?.children.push({ adcode: code, name: name(label), leaf: true });
  // A city without counties is itself the last level.
  for (const city of cities.values()) if (city.children.length === 0) Object.assign(city, { leaf: true, children: undefined });
  const tree = [...provinces.values()];
  trees.set(language, tree);
  return tree;
}

type CountryNames = Readonly<Record<string, string | readonly string[]>>;

/** The countries in `language`, China first, then by name in that language's collation (a name with variants: its first). */
export function countries(language: DistrictLanguage): District[] {
  const names = (language === 'en' ? countriesEn : countriesZh).countries as CountryNames;
  const collator = new Intl.Collator(language === 'en' ? 'en' : 'zh-Hans-CN');
  return Object.entries(names)
    .map(([code, value]): District => ({ adcode: code, name: typeof value === 'string' ? value : (value[0] ?? code), leaf: code !== CHINA }))
    .sort((a, b) => (a.adcode === CHINA ? -1 : b.adcode === CHINA ? 1 : collator.compare(a.name, b.name)));
}

/** The places directly under `parentCode` (a country, or one of China's codes); undefined for an unknown code. */
export function districtsUnder(parentCode: string, language: DistrictLanguage): readonly District[] | undefined {
  if (parentCode === CHINA) return chinaTree(language);
  // Another country: the data has no lower levels for it.
  if (/^[A-Z]{2}$/.test(parentCode)) return countries(language).some((c) => c.adcode === parentCode) ? [] : undefined;
  let level: readonly District[] | undefined = chinaTree(language);
  // GB/T 2260: a province's code starts with its 2 digits, a city's with its 4.
  for (const length of [2, 4, 6]) {
    const found: District | undefined = level?.find((d) => d.adcode.slice(0, length) === parentCode.slice(0, length));
    if (!found) return undefined;
    if (found.adcode === parentCode) return found.children ?? [];
    level = found.children;
  }
  return undefined;
}
