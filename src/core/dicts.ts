/**
 * Preloaded dictionaries as value enums (spec portal-shell 4.1: the preload
 * loads dictionaries; spec workflow-enterprise-embedding 3: a dictionary item
 * has dictCode, dictName, dictValue, tag and a child list `subset`, an older
 * shape code, name, sunList, sunValue, sunName, sunTag). Every screen's scope
 * holds them as `dicts.<dictCode>`, so a schema shows a code as its name by
 * data (`"valueEnum": "dict_Changereview_status"`), one source for each fact.
 */

/** One enum entry: the item's name and, when the dictionary has one, its tag as the colour. */
export interface DictEnumEntry {
  text: string;
  color?: string;
}

/** dictCode -> (dictValue -> entry). */
export type DictEnums = Readonly<Record<string, Readonly<Record<string, DictEnumEntry>>>>;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const textOf = (...values: unknown[]): string | undefined => {
  for (const value of values) {
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
};

/**
 * The enums of a dictionary list as the dict call sends it (either item shape;
 * malformed entries are skipped, never thrown on: the data is the server's).
 * @example dictEnums([{ dictCode: 'd', subset: [{ dictValue: '1', dictLabel: 'One' }] }]).d['1'].text // 'One'
 */
export function dictEnums(list: unknown): DictEnums {
  const out: Record<string, Record<string, DictEnumEntry>> = Object.create(null) as Record<string, Record<string, DictEnumEntry>>;
  if (!Array.isArray(list)) return out;
  for (const dict of list) {
    if (!isRecord(dict)) continue;
    const code = textOf(dict['dictCode'], dict['code']);
    const items = Array.isArray(dict['subset']) ? dict['subset'] : Array.isArray(dict['sunList']) ? dict['sunList'] : undefined;
    if (code === undefined || !items) continue;
    const entries: Record<string, DictEnumEntry> = Object.create(null) as Record<string, DictEnumEntry>;
    for (const item of items) {
      if (!isRecord(item)) continue;
      const value = textOf(item['dictValue'], item['sunValue'], item['value']);
      const text = textOf(item['dictLabel'], item['dictName'], item['sunName'], item['name']);
      if (value === undefined || text === undefined) continue;
      const color = textOf(item['tag'], item['sunTag']);
      entries[value] = color === undefined ? { text } : { text, color };
    }
    out[code] = entries;
  }
  return out;
}
