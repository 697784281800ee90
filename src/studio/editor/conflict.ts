/**
 * A write refused because someone else changed the screen since this copy
 * was read: the server answers 409 (its Record-Versions check), and the
 * studio shows both versions to choose from (MergeModal).
 */
import type { ScreenDetail } from '../lowcodeApi';

export interface Conflict {
  /** What was refused: saving the draft, or publishing it. */
  origin: 'save' | 'publish';
  /** The text this editor tried to store. */
  mine: string;
  /** Their version as the editor would open it now (their draft, else the published one, else the shipped file). */
  theirs: string;
  /** The screen as the server holds it now. */
  detail: ScreenDetail;
}

/** Whether a refused call was a 409 (stale copy), by status or the envelope's code. */
export function isStaleWrite(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 409 || code === 409 || code === '409';
}
