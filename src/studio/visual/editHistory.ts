/**
 * Undo and redo of the panels' edits of the draft text. Each entry is the
 * text before and after one edit; typing in one field is one entry (edits
 * with the same `mergeKey` in a row merge), so undo takes back a whole
 * label, not one letter. Pure: the editor page holds it in state.
 */

export interface EditEntry {
  before: string;
  after: string;
  /** What changed, for the undo button's tooltip. */
  label: string;
  mergeKey?: string;
}

export interface EditHistory {
  undo: readonly EditEntry[];
  redo: readonly EditEntry[];
}

export const emptyHistory: EditHistory = { undo: [], redo: [] };

/** Keeps the last this-many edits. */
const LIMIT = 200;

/** Records an edit from `before` to `after`; a new edit drops what could be redone. */
export function recordEdit(history: EditHistory, entry: EditEntry): EditHistory {
  if (entry.before === entry.after) return history;
  const last = history.undo[history.undo.length - 1];
  if (last && entry.mergeKey !== undefined && last.mergeKey === entry.mergeKey && last.after === entry.before) {
    return { undo: [...history.undo.slice(0, -1), { ...last, after: entry.after }], redo: [] };
  }
  return { undo: [...history.undo, entry].slice(-LIMIT), redo: [] };
}

/**
 * Takes back the last edit: the text it goes back to and the new history.
 * Text typed in the JSON view since that edit is kept on the redo side, so
 * redo brings it back.
 */
export function undoEdit(history: EditHistory, current: string): { text: string; history: EditHistory } | undefined {
  const last = history.undo[history.undo.length - 1];
  if (!last) return undefined;
  return { text: last.before, history: { undo: history.undo.slice(0, -1), redo: [...history.redo, { ...last, after: current }] } };
}

/** Makes the last undone edit again. */
export function redoEdit(history: EditHistory, current: string): { text: string; history: EditHistory } | undefined {
  const next = history.redo[history.redo.length - 1];
  if (!next) return undefined;
  return { text: next.after, history: { undo: [...history.undo, { ...next, before: current }], redo: history.redo.slice(0, -1) } };
}

/**
 * The panels' edits since the draft was last saved, oldest first: those after the last edit that started
 * from the saved text (none when the text is the saved one). Edits typed in the JSON view are not listed
 * (that view keeps its own undo); `jsonOnly` says the text differs from the saved one without a panel edit.
 */
export function changesSinceSave(history: EditHistory, current: string, saved: string): { entries: readonly EditEntry[]; jsonOnly: boolean } {
  if (current === saved) return { entries: [], jsonOnly: false };
  let start = -1;
  for (let i = history.undo.length - 1; i >= 0; i -= 1) {
    if (history.undo[i]?.before === saved) {
      start = i;
      break;
    }
  }
  const entries = start < 0 ? history.undo : history.undo.slice(start);
  return { entries, jsonOnly: entries.length === 0 };
}
