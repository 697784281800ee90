/**
 * Generated oracle cases: fast-check draws forms from a grammar of what
 * docs/forms.md says we support (types, enums, oneOf of single values,
 * required, bounds, formats (email, uri, date, time, date-time), arrays of
 * primitives and of objects, nested objects, ui:widget, ui:order, ui:title,
 * starting data good or bad); each
 * case is drawn by rjsf and by our form in the same test, and what a person
 * sees must be the same (oracle.tsx). A difference we keep is named in
 * `keptDifferences` with its reason (docs/forms.md has the same table); any
 * other difference fails. The seed is fixed; ORACLE_RUNS draws more cases,
 * ORACLE_SEED others, ORACLE_PRINT=1 prints each case's differences.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareConformance } from './harness';
import { seenInOurs, seenInRjsf, type OracleCase, type Seen } from './oracle';
import { warmRjsf } from './handCases';
import { unexplainedDifferences } from './keptDifferences';

beforeAll(async () => {
  await prepareConformance();
  await warmRjsf();
});

const RUNS = Number(process.env.ORACLE_RUNS ?? 24);
const SEED = Number(process.env.ORACLE_SEED ?? 20261202);

type Json = Record<string, unknown>;
/** One property: its schema, its uiSchema, a good value and (maybe) a bad one. */
interface Prop {
  schema: Json;
  ui?: Json;
  good: unknown;
  bad?: unknown;
}

const words = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Omega', 'Kappa'];
const title = fc.constantFrom(...words);

const stringProp: fc.Arbitrary<Prop> = fc.oneof(
  fc.record({ t: title, min: fc.integer({ min: 1, max: 4 }), widget: fc.constantFrom(undefined, 'textarea') }).map(({ t, min, widget }) => ({
    schema: { type: 'string', title: t, minLength: min, maxLength: 12 },
    ...(widget ? { ui: { 'ui:widget': widget } } : {}),
    good: 'hello'.slice(0, Math.max(min, 3)),
    bad: 'x'.repeat(20),
  })),
  fc.record({ t: title, format: fc.constantFrom('email', 'uri') }).map(({ t, format }) => ({
    schema: { type: 'string', title: t, format },
    good: format === 'email' ? 'a@b.co' : 'https://example.com/x',
    bad: 'not one',
  })),
  // Pickers: a value they cannot read shows empty in both, so only good values.
  fc.record({ t: title, format: fc.constantFrom('date', 'time', 'date-time'), seconds: fc.boolean() }).map(({ t, format, seconds }) => ({
    schema: { type: 'string', title: t, format },
    good: format === 'date' ? '2026-03-04' : format === 'time' ? (seconds ? '09:30:15' : '09:30:00') : '2026-03-04T05:06:07.000Z',
  })),
  fc.record({ t: title, pattern: fc.constantFrom('^[0-9]+$', '^[a-z]+$') }).map(({ t, pattern }) => ({
    schema: { type: 'string', title: t, pattern },
    good: pattern === '^[0-9]+$' ? '123' : 'abc',
    bad: pattern === '^[0-9]+$' ? 'abc' : '123',
  })),
);

const choiceProp: fc.Arbitrary<Prop> = fc.oneof(
  fc.record({ t: title, values: fc.uniqueArray(fc.constantFrom('red', 'green', 'blue', 'amber'), { minLength: 2, maxLength: 4 }), widget: fc.constantFrom(undefined, 'radio', 'select') }).map(({ t, values, widget }) => ({
    schema: { type: 'string', title: t, enum: values },
    ...(widget ? { ui: { 'ui:widget': widget } } : {}),
    good: values[1],
  })),
  fc.record({ t: title, values: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 3 }), widget: fc.constantFrom(undefined, 'radio') }).map(({ t, values, widget }) => ({
    schema: { type: 'integer', title: t, oneOf: values.map((v) => ({ const: v, title: `Level ${v}` })) },
    ...(widget ? { ui: { 'ui:widget': widget } } : {}),
    good: values[0],
  })),
  fc.record({ t: title, names: fc.boolean() }).map(({ t, names }) => ({
    schema: { type: 'string', title: t, enum: ['s', 'm', 'l'] },
    ...(names ? { ui: { 'ui:enumNames': ['Small', 'Medium', 'Large'] } } : {}),
    good: 'm',
  })),
);

const numberProp: fc.Arbitrary<Prop> = fc.record({ t: title, type: fc.constantFrom('integer', 'number'), max: fc.integer({ min: 5, max: 50 }), widget: fc.constantFrom(undefined, 'updown') }).map(({ t, type, max, widget }) => ({
  schema: { type, title: t, minimum: 1, maximum: max },
  ...(widget ? { ui: { 'ui:widget': widget } } : {}),
  good: 3,
  bad: max + 1,
}));

const booleanProp: fc.Arbitrary<Prop> = fc.record({ t: title, widget: fc.constantFrom(undefined, 'radio', 'select'), dflt: fc.boolean() }).map(({ t, widget, dflt }) => ({
  schema: { type: 'boolean', title: t, ...(dflt ? { default: true } : {}) },
  ...(widget ? { ui: { 'ui:widget': widget } } : {}),
  good: false,
}));

const leafProp = fc.oneof(stringProp, choiceProp, numberProp, booleanProp);

/** An object of leaves (for nested objects and rows). */
const objectOf = (leaf: fc.Arbitrary<Prop>, t: string, minProps: number): fc.Arbitrary<Prop> =>
  fc.array(leaf, { minLength: minProps, maxLength: 3 }).chain((props) =>
    fc.subarray(props.map((_, i) => `p${i}`)).map((required) => ({
      schema: { type: 'object', title: t, properties: Object.fromEntries(props.map((p, i) => [`p${i}`, p.schema])), ...(required.length ? { required } : {}) },
      ...(props.some((p) => p.ui) ? { ui: Object.fromEntries(props.flatMap((p, i) => (p.ui ? [[`p${i}`, p.ui]] : []))) } : {}),
      good: Object.fromEntries(props.map((p, i) => [`p${i}`, p.good])),
      ...(props.some((p) => p.bad !== undefined) ? { bad: Object.fromEntries(props.map((p, i) => [`p${i}`, p.bad ?? p.good])) } : {}),
    })),
  );

const arrayProp: fc.Arbitrary<Prop> = fc.oneof(
  fc.record({ t: title, widget: fc.constantFrom('checkboxes', undefined) }).map(({ t, widget }) => ({
    schema: { type: 'array', title: t, uniqueItems: true, items: { type: 'string', enum: ['north', 'south', 'east'] } },
    ...(widget ? { ui: { 'ui:widget': widget } } : {}),
    good: ['south'],
  })),
  fc.record({ t: title, max: fc.integer({ min: 1, max: 3 }) }).map(({ t, max }) => ({
    schema: { type: 'array', title: t, maxItems: max, items: { type: 'string', title: 'Entry' } },
    good: ['one'],
    bad: ['a', 'b', 'c', 'd'],
  })),
  objectOf(fc.oneof(stringProp, numberProp, booleanProp), 'Row', 1).map((row) => ({
    schema: { type: 'array', title: 'Rows', items: row.schema },
    ...(row.ui ? { ui: { items: row.ui } } : {}),
    good: [row.good],
    ...(row.bad !== undefined ? { bad: [row.bad] } : {}),
  })),
);

const anyProp = fc.oneof({ weight: 4, arbitrary: leafProp }, { weight: 1, arbitrary: arrayProp }, { weight: 1, arbitrary: objectOf(leafProp, 'Group', 1) });

/** A whole case: 1-4 properties, some required, maybe reordered, with no data, good data or bad data. */
const caseArb: fc.Arbitrary<OracleCase & { label: string }> = fc
  .record({
    props: fc.array(anyProp, { minLength: 1, maxLength: 4 }),
    requiredMask: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    reorder: fc.boolean(),
    data: fc.constantFrom('none', 'good', 'bad'),
    rootTitle: fc.option(fc.constantFrom('Order', 'Profile'), { nil: undefined }),
  })
  .map(({ props, requiredMask, reorder, data, rootTitle }) => {
    const names = props.map((_, i) => `f${i}`);
    const required = names.filter((_, i) => requiredMask[i]);
    const uiSchema: Json = Object.fromEntries(props.flatMap((p, i) => (p.ui ? [[names[i] as string, p.ui]] : [])));
    if (reorder && names.length > 1) uiSchema['ui:order'] = [...names.slice(1), names[0]];
    const schema: Json = { type: 'object', ...(rootTitle ? { title: rootTitle } : {}), properties: Object.fromEntries(props.map((p, i) => [names[i], p.schema])), ...(required.length ? { required } : {}) };
    const formData = data === 'none' ? undefined : Object.fromEntries(props.map((p, i) => [names[i], data === 'bad' && p.bad !== undefined ? p.bad : p.good]));
    return { schema, ...(Object.keys(uiSchema).length ? { uiSchema } : {}), ...(formData ? { formData } : {}), label: `${props.length} field(s), data ${data}${reorder ? ', reordered' : ''}` };
  });

const cases = fc.sample(caseArb, { seed: SEED, numRuns: RUNS });

describe(`generated oracle cases (seed ${SEED}, ${RUNS} runs)`, () => {
  cases.forEach((c, index) => {
    it(`case ${index + 1}: ${c.label}`, async () => {
      const theirs: Seen = await seenInRjsf(c);
      const ours: Seen = await seenInOurs(c);
      const unexplained = unexplainedDifferences(c, theirs, ours);
      if (process.env.ORACLE_PRINT) console.log(`DIFF ${index + 1} ${JSON.stringify(unexplained)}`);
      expect(unexplained, `case ${JSON.stringify(c)}\nrjsf: ${JSON.stringify(theirs)}\nours: ${JSON.stringify(ours)}`).toEqual([]);
    }, 60_000);
  });
});
