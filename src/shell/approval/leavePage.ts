/**
 * Host capability: leave the page after an approval (spec workflow 2.2, 4.3):
 * in a frame, signal the parent; in a window this page opened, close it;
 * otherwise go back in history. One place, so every workflow screen leaves the
 * same way.
 */
import { isFramed, postToParent } from '../embedding/protocol';

/** How the page left. */
export type LeaveOutcome = 'parent' | 'closed' | 'back';

/** What the capability needs from the browser (tests pass their own). */
export interface LeaveHost {
  framed: boolean;
  openedByScript: boolean;
  post(message: { type: string; status: 'request' | 'response' | 'pass'; params?: unknown }): boolean;
  close(): void;
  back(): void;
}

/** The real browser. */
export const browserHost = (): LeaveHost => ({
  framed: isFramed(),
  openedByScript: window.opener !== null && window.opener !== undefined,
  post: postToParent,
  close: () => window.close(),
  back: () => window.history.back(),
});

/** Leaves the page after `action` finished. */
export function leavePage(action: string, host: LeaveHost = browserHost()): LeaveOutcome {
  if (host.framed && host.post({ type: 'workflow-close', status: 'pass', params: { action } })) return 'parent';
  if (host.openedByScript) {
    host.close();
    return 'closed';
  }
  host.back();
  return 'back';
}
