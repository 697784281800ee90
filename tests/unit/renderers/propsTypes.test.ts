/**
 * The renderers' props types are derived from their props JSON Schemas
 * (src/core/schema/propsOf.ts): what the schema refuses, the type refuses
 * too. Checked by tsc (each `@ts-expect-error` fails the build when the
 * line compiles); the runtime part only keeps vitest counting the file.
 * The form's type stays written by hand (its `schema` and `uiSchema` are
 * documents with types of their own, open in its props schema): a test
 * holds its prop names and required props to the schema's.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Action } from '@core/actions/types';
import type { DataSource, LocalizedText, NodeCommon } from '@core/schema/types';
import type { ButtonNode } from '../../../renderers/button/props.schema';
import type { TableColumn, TableNode } from '../../../renderers/table/props.schema';
import type { TabsNode } from '../../../renderers/tabs/props.schema';
import type { GridNode } from '../../../renderers/grid/props.schema';
import { formPropsSchema } from '../../../renderers/form/props.schema';
import type { FormNode } from '../../../renderers/form/types';

/** A node type's own props: no index signature, no common props. */
type OwnProps<T> = { [K in keyof T as string extends K ? never : K extends keyof NodeCommon ? never : K]: T[K] };
type FormProp = keyof OwnProps<FormNode>;
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** Every prop of FormNode, once; tsc fails when one is missing or unknown. */
const FORM_PROPS = {
  schema: true, uiSchema: true, initialValues: true, initApi: true, api: true, onSuccess: true, actions: true,
  layout: true, labelWidth: true, columns: true, readOnly: true, resetOnSuccess: true, brandWords: true,
} as const satisfies Record<FormProp, true>;

describe('props types derived from the props schemas', () => {
  it('give the shared definitions their core types', () => {
    expectTypeOf<NonNullable<ButtonNode['label']>>().toEqualTypeOf<LocalizedText>();
    expectTypeOf<NonNullable<ButtonNode['action']>>().toEqualTypeOf<Action | readonly Action[]>();
    expectTypeOf<NonNullable<TableNode['api']>>().toEqualTypeOf<DataSource>();
    expectTypeOf<NonNullable<TabsNode['activeKeyFrom']>>().toEqualTypeOf<string>();
    expectTypeOf<NonNullable<ButtonNode['level']>>().toEqualTypeOf<'primary' | 'default' | 'link' | 'text' | 'danger'>();
    expectTypeOf<NonNullable<GridNode['gutter']>>().toEqualTypeOf<number | readonly [number, number]>();
  });

  it('refuse what the schemas refuse', () => {
    const column: TableColumn = { dataIndex: 'a', valueType: 'date' };
    const table: TableNode = { type: 'table', columns: [column] };
    // @ts-expect-error a table needs its columns
    const noColumns: TableNode = { type: 'table' };
    // @ts-expect-error an unknown value type
    const badColumn: TableColumn = { valueType: 'dat' };
    // @ts-expect-error an unknown prop of a column (columns allow no others)
    const typo: TableColumn = { widht: 80 };
    // @ts-expect-error a level outside the enum
    const badLevel: ButtonNode = { type: 'button', level: 'danger!' };
    // @ts-expect-error a label is a key or a text per language
    const badLabel: ButtonNode = { type: 'button', label: 3 };
    expectTypeOf([table, noColumns, badColumn, typo, badLevel, badLabel]).toBeArray();
  });
});

describe('the form\'s hand-written type', () => {
  it('has the props of its props schema, and requires the ones it requires', () => {
    expectTypeOf<keyof typeof FORM_PROPS>().toEqualTypeOf<FormProp>();
    expect(Object.keys(FORM_PROPS).sort()).toEqual(Object.keys(formPropsSchema.properties as object).sort());
    const required: RequiredKeys<OwnProps<FormNode>>[] = ['schema'];
    expect(formPropsSchema.required).toEqual(required);
    expectTypeOf<RequiredKeys<OwnProps<FormNode>>>().toEqualTypeOf<'schema'>();
  });
});
