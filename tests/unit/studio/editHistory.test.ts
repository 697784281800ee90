// @vitest-environment node
/** The change list since the last save: the panels' edits after the one that started from the saved text. */
import { describe, expect, it } from 'vitest';
import { changesSinceSave, emptyHistory, recordEdit, undoEdit } from '../../../src/studio/visual/editHistory';

describe('changesSinceSave', () => {
  const h1 = recordEdit(emptyHistory, { before: 'A', after: 'B', label: 'Title' });
  const h2 = recordEdit(h1, { before: 'B', after: 'C', label: 'Column added' });

  it('lists every panel edit since the saved text, oldest first', () => {
    expect(changesSinceSave(h2, 'C', 'A').entries.map((e) => e.label)).toEqual(['Title', 'Column added']);
  });

  it('starts again after a save: only edits from the saved text on', () => {
    const h3 = recordEdit(h2, { before: 'C', after: 'D', label: 'Required' });
    expect(changesSinceSave(h3, 'D', 'C').entries.map((e) => e.label)).toEqual(['Required']);
  });

  it('is empty when the text is the saved one (also after undoing back to it)', () => {
    expect(changesSinceSave(h2, 'A', 'A').entries).toEqual([]);
    const undone = undoEdit(h1, 'B');
    expect(undone && changesSinceSave(undone.history, undone.text, 'A')).toEqual({ entries: [], jsonOnly: false });
  });

  it('says when only the JSON view changed the text', () => {
    expect(changesSinceSave(emptyHistory, 'typed', 'A')).toEqual({ entries: [], jsonOnly: true });
  });
});
