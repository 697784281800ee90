/**
 * Reads the editor's text as JSON for the live preview: the value, or where
 * the syntax breaks (line and column), so the preview keeps the last good
 * document and says where the text is broken.
 */
import { lineColumnOf } from '../editor/pointerPosition';

export type DraftParse = { ok: true; value: unknown } | { ok: false; message: string; offset: number; line: number; column: number };

/** The offset a JSON.parse error names (V8 says "at position N" or "(line L column C)"). */
function offsetOf(text: string, message: string): number {
  const position = /position (\d+)/.exec(message);
  if (position?.[1]) return Number(position[1]);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn?.[1] && lineColumn[2]) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  return text.length;
}

/** Parses the draft text. */
export function parseDraft(text: string): DraftParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = Math.min(offsetOf(text, message), text.length);
    return { ok: false, message, offset, ...lineColumnOf(text, offset) };
  }
}
