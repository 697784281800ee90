/**
 * Whether the message listener may run (spec portal-shell 7, call rules:
 * "After a successful call flagged for messaging the message listener
 * starts"). The api client's `onMessagingStart` sets it after a call flagged
 * `sse` (session-info) succeeds; ending the session clears it, so the next
 * session's listener waits for its own session-info. The bell polls only
 * while it is set.
 */
import { atom } from 'jotai';

export const messagingStartedAtom = atom(false);
