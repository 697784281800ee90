/**
 * How what a person sees in our form may differ from rjsf's, and the
 * differences we keep on purpose, each by name with its reason. The same
 * table is in docs/forms.md ("Kept differences from rjsf"); a difference
 * not covered here fails the oracle tests.
 */
import type { OracleCase, Seen } from './oracle';

/** One thing seen differently: which aspect, where, and what each form shows. */
export interface Difference {
  aspect: 'labels' | 'choices' | 'shown' | 'submitted' | 'errors';
  /** The field (its label) or list the difference is about; '' for the whole form. */
  where: string;
  theirs: unknown;
  ours: unknown;
}

export interface KeptDifference {
  name: string;
  reason: string;
  /** True when this kept difference explains `difference` in case `c`. */
  covers(difference: Difference, c: OracleCase): boolean;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A JSON value with undefined members dropped (what a submit sends over the wire). */
const wire = (value: unknown): unknown => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));

/** Every aspect in which the two views differ. */
export function differencesBetween(_c: OracleCase, theirs: Seen, ours: Seen): Difference[] {
  const out: Difference[] = [];
  if (!same(theirs.labels, ours.labels)) out.push({ aspect: 'labels', where: '', theirs: theirs.labels, ours: ours.labels });
  for (let i = 0; i < Math.max(theirs.choices.length, ours.choices.length); i += 1) {
    const [theirField, theirList] = theirs.choices[i] ?? ['', undefined];
    const [ourField, ourList] = ours.choices[i] ?? ['', undefined];
    if (theirField !== ourField || !same(theirList, ourList)) out.push({ aspect: 'choices', where: theirField || ourField, theirs: theirList, ours: ourList });
  }
  if (!same([...theirs.shown].sort(), [...ours.shown].sort())) out.push({ aspect: 'shown', where: '', theirs: theirs.shown, ours: ours.shown });
  if (!same(wire(theirs.submitted), wire(ours.submitted))) out.push({ aspect: 'submitted', where: '', theirs: wire(theirs.submitted), ours: wire(ours.submitted) });
  if (!same(theirs.errors, ours.errors)) out.push({ aspect: 'errors', where: '', theirs: theirs.errors, ours: ours.errors });
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface CaseField {
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
}

/** Every property schema of a case with its uiSchema, nested objects and list rows included. */
function fieldsOf(schema: unknown, ui: unknown): CaseField[] {
  if (!isRecord(schema)) return [];
  const uiOf = (key: string): Record<string, unknown> => (isRecord(ui) && isRecord(ui[key]) ? ui[key] : {});
  const own = isRecord(schema.properties)
    ? Object.entries(schema.properties).flatMap(([key, sub]) => (isRecord(sub) ? [{ schema: sub, ui: uiOf(key) }, ...fieldsOf(sub, uiOf(key))] : []))
    : [];
  return isRecord(schema.items) ? [...own, ...fieldsOf(schema.items, uiOf('items'))] : own;
}

/** Titles of the booleans drawn as one checkbox (no `ui:widget`, or `checkbox`). */
const checkboxTitles = (c: OracleCase): Set<string> =>
  new Set(fieldsOf(c.schema, c.uiSchema).filter((f) => f.schema.type === 'boolean' && (f.ui['ui:widget'] ?? 'checkbox') === 'checkbox').map((f) => String(f.schema.title)));

/** True when `longer` is `shorter` with some entries added, each of them in `extras`. */
function addsOnly(shorter: readonly string[], longer: readonly string[], extras: ReadonlySet<string>): boolean {
  let i = 0;
  for (const entry of longer) {
    if (i < shorter.length && shorter[i] === entry) i += 1;
    else if (!extras.has(entry)) return false;
  }
  return i === shorter.length;
}

/** The first option of a `oneOf` of consts, or undefined for other schemas. */
function firstConstOf(schema: Record<string, unknown>): { value: unknown; title: string } | undefined {
  const first: unknown = Array.isArray(schema.oneOf) ? schema.oneOf[0] : undefined;
  return isRecord(first) && 'const' in first ? { value: first.const, title: String(first.title ?? first.const) } : undefined;
}

/** `theirs` without the values rjsf picked for a oneOf of consts that ours left empty. */
function withoutPreselected(schema: unknown, theirs: unknown, ours: unknown): unknown {
  if (!isRecord(schema) || !isRecord(schema.properties) || !isRecord(theirs)) return theirs;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(theirs)) {
    const sub = schema.properties[key];
    const mine = isRecord(ours) ? ours[key] : undefined;
    const first = isRecord(sub) ? firstConstOf(sub) : undefined;
    if (first && mine === undefined && same(value, first.value)) continue;
    out[key] = withoutPreselected(sub, value, mine);
  }
  return out;
}

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
      'rjsf fills a oneOf of consts with its first option before anyone chooses (constAsDefaults); ours leaves the choice empty until the person picks one, so no answer is sent that nobody gave (the enterprise licence type)',
    covers: (d, c) => {
      const firsts = new Set(fieldsOf(c.schema, c.uiSchema).flatMap((f) => (firstConstOf(f.schema) ? [firstConstOf(f.schema)?.title as string, `[x] ${firstConstOf(f.schema)?.title}`] : [])));
      if (d.aspect === 'shown') return addsOnly([...(d.ours as string[])].sort(), [...(d.theirs as string[])].sort(), firsts);
      return d.aspect === 'submitted' && d.ours !== undefined && same(withoutPreselected(c.schema, d.theirs, d.ours), d.ours);
    },
  },
  {
    name: 'yesNoRadioStartsUnset',
    reason:
      'rjsf\'s antd radio pair for a required yes / no without a default starts on "No" and sends false though nobody answered; ours starts with neither picked, and the required error asks for an answer',
    covers: (d, c) => {
      const radios = fieldsOf(c.schema, c.uiSchema).filter((f) => f.schema.type === 'boolean' && f.ui['ui:widget'] === 'radio' && f.schema.default === undefined);
      if (radios.length === 0) return false;
      if (d.aspect === 'shown') return addsOnly([...(d.ours as string[])].sort(), [...(d.theirs as string[])].sort(), new Set(['[x] No']));
      return d.aspect === 'errors' && addsOnly(d.theirs as string[], d.ours as string[], new Set(radios.map((f) => String(f.schema.title))));
    },
  },
];
