/**
 * How what a person sees in our form may differ from rjsf's, and the
 * differences we keep on purpose, each by name with its reason. The same
 * table is in docs/forms.md ("Kept differences from rjsf"); a difference
 * not covered here fails the oracle tests.
 */
import type { OracleCase, Seen } from './oracle';

/** One thing seen differently: which aspect, where, and what each form shows. */
export interface Difference {
  aspect: 'labels' | 'choices' | 'shown' | 'submitted' | 'errors' | 'probed';
  /** The field (its label) or list the difference is about; '' for the whole form. */
  where: string;
  theirs: unknown;
  ours: unknown;
  /** For a choice list: the field label each form gives it (rjsf's, ours). */
  fields?: [string, string];
}

/** Both views of a case, for a kept difference that depends on what else each form showed. */
export interface BothSeen {
  theirs: Seen;
  ours: Seen;
}

export interface KeptDifference {
  name: string;
  reason: string;
  /** True when this kept difference explains `difference` in case `c`. */
  covers(difference: Difference, c: OracleCase, seen: BothSeen): boolean;
}

/** A JSON value with its objects' keys sorted: a submitted value is the same whatever order its keys were set in. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(canonical) : typeof value === 'object' && value !== null ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])])) : value;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** A JSON value with undefined members dropped (what a submit sends over the wire). */
const wire = (value: unknown): unknown => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));

/** Every aspect in which the two views differ. */
export function differencesBetween(_c: OracleCase, theirs: Seen, ours: Seen): Difference[] {
  const out: Difference[] = [];
  if (!same(theirs.labels, ours.labels)) out.push({ aspect: 'labels', where: '', theirs: theirs.labels, ours: ours.labels });
  for (let i = 0; i < Math.max(theirs.choices.length, ours.choices.length); i += 1) {
    const [theirField, theirList] = theirs.choices[i] ?? ['', undefined];
    const [ourField, ourList] = ours.choices[i] ?? ['', undefined];
    if (theirField !== ourField || !same(theirList, ourList)) out.push({ aspect: 'choices', where: theirField || ourField, theirs: theirList, ours: ourList, fields: [theirField, ourField] });
  }
  if (!same([...theirs.shown].sort(), [...ours.shown].sort())) out.push({ aspect: 'shown', where: '', theirs: theirs.shown, ours: ours.shown });
  if (!same(wire(theirs.submitted), wire(ours.submitted))) out.push({ aspect: 'submitted', where: '', theirs: wire(theirs.submitted), ours: wire(ours.submitted) });
  if (!same(theirs.errors, ours.errors)) out.push({ aspect: 'errors', where: '', theirs: theirs.errors, ours: ours.errors });
  if (!same(theirs.probed, ours.probed)) out.push({ aspect: 'probed', where: '', theirs: theirs.probed, ours: ours.probed });
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface CaseField {
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
  title: string;
  /** Named in its object's `required`. */
  required: boolean;
  /** Inside an optional object the case gives no data for and no default fills (rjsf may still make it present). */
  inAbsentObject: boolean;
}

/** True when a `default` is declared at or under the schema's properties. */
const hasDefault = (schema: unknown): boolean =>
  isRecord(schema) && (schema.default !== undefined || (isRecord(schema.properties) && Object.values(schema.properties).some(hasDefault)));

/** Every property schema of a case with its uiSchema, nested objects and list rows included. */
function fieldsOf(schema: unknown, ui: unknown, data: unknown, absent = false): CaseField[] {
  if (!isRecord(schema)) return [];
  const uiOf = (key: string): Record<string, unknown> => (isRecord(ui) && isRecord(ui[key]) ? ui[key] : {});
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const own = isRecord(schema.properties)
    ? Object.entries(schema.properties).flatMap(([key, sub]) => {
        if (!isRecord(sub)) return [];
        const value = isRecord(data) ? data[key] : undefined;
        const subAbsent = absent || (sub.type === 'object' && !required.has(key) && value === undefined && !hasDefault(sub));
        const field: CaseField = { schema: sub, ui: uiOf(key), title: String(sub.title ?? key), required: required.has(key), inAbsentObject: absent };
        return [field, ...fieldsOf(sub, uiOf(key), value, subAbsent)];
      })
    : [];
  const items = [...(Array.isArray(schema.items) ? schema.items : [schema.items]), schema.additionalItems];
  return [...own, ...items.flatMap((item) => (isRecord(item) ? [{ schema: item, ui: uiOf('items'), title: String(item.title ?? ''), required: false, inAbsentObject: absent }, ...fieldsOf(item, uiOf('items'), undefined, absent)] : []))];
}

const caseFields = (c: OracleCase): CaseField[] => fieldsOf(c.schema, c.uiSchema, c.formData);

/** Titles of the booleans drawn as one checkbox (no `ui:widget`, or `checkbox`). */
const checkboxTitles = (c: OracleCase): Set<string> => new Set(caseFields(c).filter((f) => f.schema.type === 'boolean' && (f.ui['ui:widget'] ?? 'checkbox') === 'checkbox').map((f) => f.title));

/** True when `longer` is `shorter` with some entries added, each of them in `extras`. */
function addsOnly(shorter: readonly string[], longer: readonly string[], extras: ReadonlySet<string>): boolean {
  let i = 0;
  for (const entry of longer) {
    if (i < shorter.length && shorter[i] === entry) i += 1;
    else if (!extras.has(entry)) return false;
  }
  return i === shorter.length;
}

const sorted = (list: unknown): string[] => [...(list as string[])].sort();

/** The first option of a `oneOf` of consts, or undefined for other schemas. */
function firstConstOf(schema: Record<string, unknown>): { value: unknown; title: string } | undefined {
  const first: unknown = Array.isArray(schema.oneOf) ? schema.oneOf[0] : undefined;
  return isRecord(first) && 'const' in first ? { value: first.const, title: String(first.title ?? first.const) } : undefined;
}

/** A required yes / no with no default: rjsf starts it `false` whatever its widget. */
const isUnansweredYesNo = (f: CaseField): boolean => f.schema.type === 'boolean' && f.required && f.schema.default === undefined && f.schema.const === undefined;

/** Required yes / no fields drawn as radios or a drop-down (ours start them unanswered). */
const yesNoChoices = (c: OracleCase): CaseField[] => caseFields(c).filter((f) => isUnansweredYesNo(f) && ['radio', 'select'].includes(String(f.ui['ui:widget'])));

/**
 * `theirs` without what rjsf filled in that ours left out: a oneOf of consts' first option and, with
 * `emptied`, a required yes / no's `false`, then the objects that left empty (ours sent none).
 */
function withoutPrefilled(schema: unknown, theirs: unknown, ours: unknown, emptied: boolean): unknown {
  if (!isRecord(schema) || !isRecord(schema.properties) || !isRecord(theirs)) return theirs;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(theirs)) {
    const sub = schema.properties[key];
    const mine = isRecord(ours) ? ours[key] : undefined;
    const first = isRecord(sub) ? firstConstOf(sub) : undefined;
    if (mine === undefined && first && same(value, first.value)) continue;
    if (emptied && mine === undefined && value === false && required.has(key) && isRecord(sub) && sub.type === 'boolean' && sub.default === undefined) continue;
    const inner = withoutPrefilled(sub, value, mine, emptied);
    if (emptied && mine === undefined && isRecord(inner) && Object.keys(inner).length === 0 && Object.keys(isRecord(value) ? value : {}).length > 0) continue;
    out[key] = inner;
  }
  return out;
}

/** The titles of the object-level oneOf / anyOf options anywhere in a schema (a `$ref` option by its target's title). */
function optionTitles(root: Record<string, unknown>): Set<string> {
  const out = new Set<string>();
  const target = (ref: unknown): unknown => {
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
    return ref.slice(2).split('/').reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), root);
  };
  const walk = (schema: unknown, depth: number): void => {
    if (depth > 8) return;
    if (Array.isArray(schema)) return schema.forEach((s) => walk(s, depth + 1));
    if (!isRecord(schema)) return;
    for (const keyword of ['oneOf', 'anyOf']) {
      const list = schema[keyword];
      if (!Array.isArray(list)) continue;
      for (const option of list) {
        const resolved = isRecord(option) && option.$ref !== undefined ? target(option.$ref) : option;
        const title = isRecord(option) && option.title !== undefined ? option.title : isRecord(resolved) ? resolved.title : undefined;
        if (typeof title === 'string' && isRecord(resolved) && (resolved.properties !== undefined || resolved.type === 'object')) out.add(title);
      }
    }
    Object.values(schema).forEach((value) => walk(value, depth + 1));
  };
  walk(root, 0);
  return out;
}

/** Our option selector's label: "Option", or "Option of <title>". */
const isOptionSelector = (label: string): boolean => /^Option( of .+)?$/.test(label);

/** The differences we keep. Each names what it covers narrowly: the rest must match exactly. */
export const keptDifferences: readonly KeptDifference[] = [
  {
    name: 'selectEmptyChoice',
    reason:
      "rjsf's antd drop-down lists an empty first choice (its placeholder) in a single select without a default, even when the field is required; ours clears an optional field with antd's clear button, and a required one cannot be emptied",
    covers: (d) => d.aspect === 'choices' && Array.isArray(d.theirs) && Array.isArray(d.ours) && same(d.theirs, ['', ...(d.ours as unknown[])]),
  },
  {
    name: 'checkboxTitleInLabelColumn',
    reason:
      "a lone checkbox's title is drawn in the label column like every other field's (a horizontal form's labels line up, and the required mark shows); rjsf draws it beside the box. The words a person reads are the same",
    covers: (d, c) => d.aspect === 'labels' && addsOnly(d.theirs as string[], d.ours as string[], checkboxTitles(c)),
  },
  {
    name: 'noFirstOptionPreselected',
    reason:
      'rjsf fills a oneOf of consts with its first option before anyone chooses (constAsDefaults); ours leaves the choice empty until the person picks one, so no answer is sent that nobody gave (the enterprise licence type), and a required one asks for an answer',
    covers: (d, c, seen) => {
      const firsts = new Set(caseFields(c).flatMap((f) => (firstConstOf(f.schema) ? [firstConstOf(f.schema)?.title as string, `[x] ${firstConstOf(f.schema)?.title}`] : [])));
      if (d.aspect === 'shown') return addsOnly(sorted(d.ours), sorted(d.theirs), firsts);
      // A required one then asks for an answer where rjsf sent its first option.
      const asked = new Set(caseFields(c).filter((f) => f.required && !f.inAbsentObject && firstConstOf(f.schema)).map((f) => f.title));
      if (d.aspect === 'errors') return asked.size > 0 && addsOnly(d.theirs as string[], d.ours as string[], asked);
      if (d.aspect === 'submitted' && d.ours === undefined) return asked.size > 0 && d.theirs !== undefined && seen.ours.errors.every((t) => asked.has(t) || seen.theirs.errors.includes(t));
      return d.aspect === 'submitted' && same(withoutPrefilled(c.schema, d.theirs, d.ours, false), d.ours);
    },
  },
  {
    name: 'yesNoChoiceStartsUnset',
    reason:
      'rjsf starts a required yes / no without a default on "No" (false) whatever its widget; drawn as a radio pair or a drop-down, ours starts with neither picked and the required error asks for an answer, so no "No" is sent that nobody gave (a lone checkbox or switch starts unticked and sends false, as rjsf)',
    covers: (d, c, seen) => {
      const fields = yesNoChoices(c);
      if (fields.length === 0) return false;
      const titles = new Set(fields.filter((f) => !f.inAbsentObject).map((f) => f.title));
      if (d.aspect === 'shown') return addsOnly(sorted(d.ours), sorted(d.theirs), new Set(['[x] No', 'No']));
      if (d.aspect === 'errors') return addsOnly(d.theirs as string[], d.ours as string[], titles);
      return d.aspect === 'submitted' && d.ours === undefined && d.theirs !== undefined && seen.ours.errors.every((t) => titles.has(t) || seen.theirs.errors.includes(t));
    },
  },
  {
    name: 'optionalObjectStaysAbsent',
    reason:
      "rjsf makes an optional object nobody filled present when it pre-fills something inside it (a oneOf of consts' first option, a required yes / no's false), and then asks for that object's other required fields; ours sends an optional object only once the person puts something in it, so an optional section left empty never blocks the submit",
    covers: (d, c) => {
      const inside = caseFields(c).filter((f) => f.inAbsentObject);
      if (!inside.some((f) => firstConstOf(f.schema) !== undefined || isUnansweredYesNo(f))) return false;
      if (d.aspect === 'errors') return addsOnly(d.ours as string[], d.theirs as string[], new Set(inside.filter((f) => f.required).map((f) => f.title)));
      return d.aspect === 'submitted' && d.ours !== undefined && same(withoutPrefilled(c.schema, d.theirs, d.ours, true), d.ours);
    },
  },
  {
    name: 'readOnlyNotDisabled',
    reason:
      "rjsf's antd theme draws a read-only field (readOnly, ui:readonly) as a disabled input (its readonlyAsDisabled, on by default): greyed out and skipped by Tab; ours keeps it a read-only input: the same value that cannot be changed, but at full contrast, reachable by keyboard and copyable (rjsf draws the same with readonlyAsDisabled: false)",
    covers: (d, c) =>
      d.aspect === 'probed' &&
      caseFields(c).some((f) => f.schema.readOnly === true || f.ui['ui:readonly'] === true) &&
      Array.isArray(d.ours) &&
      same(d.theirs, (d.ours as unknown[]).map((state) => (typeof state === 'string' ? state.replace(/\|readonly\|$/, '||disabled') : state))),
  },
  {
    name: 'refusedNameUnderItsKey',
    reason:
      'rjsf says a refused property name (propertyNames, or a name no patternProperties pattern allows) once above the whole object ("property name must be valid"), not which name it is; ours says it under the input of the refused key, naming it, as the name is typed and after the submit (the validator\'s message also stands under that key\'s value)',
    covers: (d, c) =>
      d.aspect === 'errors' &&
      (c.schema.propertyNames !== undefined || c.schema.patternProperties !== undefined) &&
      // Ours: under the key's input, and the validator's error under its value's field.
      addsOnly(d.theirs as string[], d.ours as string[], new Set(Object.keys(isRecord(c.formData) ? c.formData : {}).flatMap((key) => [`${key} Key`, key]))),
  },
  {
    name: 'optionSelectorLabelled',
    reason:
      "ours labels the option selector of an object-level oneOf / anyOf (\"Option of Value\", \"Option\" at the root), so the drop-down has a name on screen and for screen readers, and does not repeat the picked option's title as a heading over its fields; rjsf draws the selector without a label and the picked option's title again above its fields",
    covers: (d, c) => {
      const titles = optionTitles(c.schema);
      if (d.aspect === 'labels') {
        // rjsf's: the picked option's title once, as a heading; ours: the selector's label.
        const theirs = d.theirs as string[];
        const ours = (d.ours as string[]).filter((label) => !isOptionSelector(label));
        return titles.size > 0 && (same(theirs, ours) || theirs.some((label, i) => titles.has(label) && same(theirs.filter((_, j) => j !== i), ours)));
      }
      return d.aspect === 'choices' && titles.size > 0 && isOptionSelector(d.fields?.[1] ?? '') && same(d.theirs, d.ours);
    },
  },
  {
    name: 'enumOfObjectsIsAChoice',
    reason:
      "rjsf 6 draws an object-typed enum (`type: object` with `enum` of objects) as an empty fieldset: a title and nothing to pick, the given value passing through untouched; ours offers the enum as a choice list named by ui:enumNames, as rjsf's playground sample of enumerated objects means it",
    covers: (d, c) => {
      const enums = caseFields(c).filter((f) => f.schema.type === 'object' && Array.isArray(f.schema.enum));
      if (enums.length === 0) return false;
      const names = new Set(enums.flatMap((f) => (Array.isArray(f.ui['ui:enumNames']) ? (f.ui['ui:enumNames'] as string[]) : [])));
      if (d.aspect === 'choices') return d.theirs === undefined && enums.some((f) => f.title === d.where);
      return d.aspect === 'shown' && addsOnly(sorted(d.theirs), sorted(d.ours), names);
    },
  },
  {
    name: 'altDateIsOnePicker',
    reason:
      "rjsf's alt-date / alt-datetime draw a date as separate year, month and day drop-downs (and hour, minute, second); ours draw them as the same date and date-time pickers as format date / date-time: one input with a calendar, the same value sent",
    covers: (d, c) => {
      if (!caseFields(c).some((f) => ['alt-date', 'alt-datetime'].includes(String(f.ui['ui:widget'])))) return false;
      if (d.aspect === 'choices') return d.ours === undefined && Array.isArray(d.theirs) && ['year', 'month', 'day', 'hour', 'minute', 'second'].includes(String(d.theirs[0]));
      const digits = new Set((d.ours as string[]).join(' ').match(/\d+/g) ?? []);
      return d.aspect === 'shown' && (d.theirs as string[]).every((part) => digits.has(part));
    },
  },
  {
    name: 'autofocusHonoured',
    reason: "rjsf's antd text input ignores ui:autofocus (its BaseInputTemplate does not pass it on); ours moves the focus to that field, as rjsf's core widgets do",
    covers: (d, c) => d.aspect === 'probed' && JSON.stringify(c.uiSchema ?? {}).includes('"ui:autofocus":true') && d.theirs === false && d.ours === true,
  },
  {
    name: 'descriptionInTooltip',
    reason:
      "a field's description (description, ui:description) is the tooltip of a help mark beside its label, so a dense business form keeps one line per field; rjsf's antd theme writes it under the field. The form's own description (the root's) is written out under its title, as rjsf's",
    covers: (d, c) => d.aspect === 'probed' && caseFields(c).some((f) => f.schema.description !== undefined || f.ui['ui:description'] !== undefined) && d.theirs === true && d.ours === false,
  },
  {
    name: 'agreementNotPreticked',
    reason:
      'rjsf ticks a boolean const (an "I agree" box with `const: true`) before anyone does (constAsDefaults) and sends true; ours leaves the box for the person to tick and refuses the submit until they do, so no consent is sent that nobody gave',
    covers: (d, c, seen) => {
      const titles = new Set(caseFields(c).filter((f) => f.schema.type === 'boolean' && typeof f.schema.const === 'boolean').map((f) => f.title));
      if (titles.size === 0) return false;
      if (d.aspect === 'shown') return addsOnly(sorted(d.ours), sorted(d.theirs), new Set([...titles].flatMap((t) => [`[x] ${t}`, `[x] ${t}*`])));
      if (d.aspect === 'errors') return addsOnly(d.theirs as string[], d.ours as string[], titles);
      return d.aspect === 'submitted' && d.ours === undefined && d.theirs !== undefined && seen.ours.errors.every((t) => titles.has(t) || seen.theirs.errors.includes(t));
    },
  },
  {
    name: 'uiHiddenHides',
    reason: "rjsf 6 has no `ui:hidden` and draws the field; ours hides it and keeps its value, as `ui:widget: hidden` does in both (a screen hides a field it fills itself without naming a widget)",
    covers: (d, c) => {
      const ui = isRecord(c.uiSchema) ? c.uiSchema : {};
      const hidden = Object.entries(ui).filter(([, v]) => isRecord(v) && v['ui:hidden'] === true).map(([key]) => key);
      if (hidden.length === 0 || !isRecord(c.schema.properties)) return false;
      const properties = c.schema.properties;
      const titles = new Set(hidden.map((key) => String((isRecord(properties[key]) && properties[key].title) ?? key)));
      const values = new Set(hidden.map((key) => String(isRecord(c.formData) ? c.formData[key] : '')));
      if (d.aspect === 'labels') return addsOnly(d.ours as string[], d.theirs as string[], titles);
      return d.aspect === 'shown' && addsOnly(sorted(d.ours), sorted(d.theirs), values);
    },
  },
  {
    name: 'visibleOnIsOurs',
    reason:
      'rjsf has no per-field condition and draws a field whose `ui:visibleOn` is false; ours hides it, does not check it and leaves its value out of the submit, as amis and NocoBase do (an answer that no longer applies is not sent)',
    covers: (d, c) => {
      const ui = isRecord(c.uiSchema) ? c.uiSchema : {};
      const keys = Object.entries(ui).filter(([, v]) => isRecord(v) && typeof v['ui:visibleOn'] === 'string').map(([key]) => key);
      if (keys.length === 0 || !isRecord(c.schema.properties)) return false;
      const properties = c.schema.properties;
      const titles = new Set(keys.map((key) => String((isRecord(properties[key]) && properties[key].title) ?? key)));
      const values = new Set(keys.map((key) => String(isRecord(c.formData) ? c.formData[key] : '')));
      if (d.aspect === 'labels') return addsOnly(d.ours as string[], d.theirs as string[], titles);
      if (d.aspect === 'shown') return addsOnly(sorted(d.ours), sorted(d.theirs), values);
      if (d.aspect === 'errors') return addsOnly(d.ours as string[], d.theirs as string[], titles);
      if (d.aspect !== 'submitted' || !isRecord(d.theirs)) return false;
      const theirs = d.theirs;
      return same(Object.fromEntries(Object.entries(theirs).filter(([key]) => !keys.includes(key))), d.ours);
    },
  },
];

/** The differences between the two views that no kept difference explains. */
export function unexplainedDifferences(c: OracleCase, theirs: Seen, ours: Seen): Difference[] {
  return differencesBetween(c, theirs, ours).filter((d) => !keptDifferences.some((k) => k.covers(d, c, { theirs, ours })));
}
