/**
 * The renderers' props types are derived from their props JSON Schemas
 * (src/core/schema/propsOf.ts): what the schema refuses, the type refuses
 * too. Checked by tsc (each `@ts-expect-error` fails the build when the
 * line compiles); the runtime part only keeps vitest counting the file.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Action } from '../../../src/core/actions/types';
import type { DataSource, LocalizedText } from '../../../src/core/schema/types';
import type { ButtonNode } from '../../../renderers/button/props.schema';
import type { TableColumn, TableNode } from '../../../renderers/table/props.schema';
import type { TabsNode } from '../../../renderers/tabs/props.schema';
import type { GridNode } from '../../../renderers/grid/props.schema';

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
