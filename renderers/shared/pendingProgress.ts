/**
 * The creeping progress bar of a call or chain under way, shared by the
 * service renderer's load bar and the tiles' launch bars: it starts low,
 * creeps towards 90 % while pending, jumps to 100 % when done, then fades.
 */

/** How long the finished bar takes to fade out (ms); the CSS transitions match it. */
export const PROGRESS_FADE_MS = 300;
/** How often the pending bar advances (ms). */
export const PROGRESS_TICK_MS = 120;
/** Where a pending bar starts. */
export const PROGRESS_START_PERCENT = 8;
/** What a pending bar never passes before the call ends. */
const PENDING_CAP = 90;

/** The next pending percent: a tenth of the remaining way to the cap, so it slows down and never arrives. */
export function nextPendingPercent(percent: number): number {
  return Math.min(PENDING_CAP, percent + Math.max(0.5, (PENDING_CAP - percent) / 10));
}
