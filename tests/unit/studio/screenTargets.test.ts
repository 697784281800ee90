/**
 * One rule for what a menu or a `screenDialog` may name (
 * src/core/schema/screenTargets.ts): shipped or published, not deleted. The
 * studio's lint and menu picker read it from the screens list, so they do
 * not pass a draft-only `t/` screen the server then refuses.
 */
import { describe, expect, it } from 'vitest';
import { targetKindOf } from '@core/schema/screenTargets';
import { screenKindsOf } from '../../../src/studio/editor/useScreenKinds';
import { toScreenEntry, type ScreenListEntry } from '../../../src/studio/lowcodeApi';

/** Rows as GET /eps/lowcode/screens answers them. */
const ROWS = [
  { id: 't/draft-only', state: 'tenant', kind: 'dialog', hasDraft: true, publishedVersion: null, targetKind: null },
  { id: 't/published', state: 'tenant', kind: 'dialog', hasDraft: false, publishedVersion: 1, targetKind: 'dialog' },
  { id: 't/gone', state: 'deleted', kind: 'page', hasDraft: false, publishedVersion: 2, targetKind: null },
  // A draft that turns a shipped page into a dialog: references still resolve to the page until it is published.
  { id: 'home/todo', state: 'shipped', kind: 'dialog', hasDraft: true, publishedVersion: null, targetKind: 'page' },
];

describe('screen targets', () => {
  it('a screen is a target when shipped or published, not deleted; of the kind that renders', () => {
    expect(targetKindOf({ deleted: false })).toBeUndefined();
    expect(targetKindOf({ shippedKind: 'page', deleted: false })).toBe('page');
    expect(targetKindOf({ shippedKind: 'page', publishedKind: 'dialog', deleted: false })).toBe('dialog');
    expect(targetKindOf({ publishedKind: 'page', deleted: true })).toBeUndefined();
  });

  it("the studio's screen kinds follow the server's targetKind: a draft-only t/ screen is no target", () => {
    const entries = ROWS.map(toScreenEntry).filter((e): e is ScreenListEntry => e !== undefined);
    const kinds = screenKindsOf(entries);
    expect(kinds.has('t/draft-only')).toBe(false);
    expect(kinds.has('t/gone')).toBe(false);
    expect(kinds.get('t/published')).toBe('dialog');
    expect(kinds.get('home/todo')).toBe('page');
  });
});
