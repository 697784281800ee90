/**
 * The approval layout's other mode (spec workflow 2.2 "another layout forwards
 * button events to the parent window", 3): when the page runs in a frame and
 * its address asks for it (`buttonEvents=parent`), a click on an action button
 * opens no dialog here; the page posts `{ type: 'workflow-button', status:
 * 'pass', params: { action, query } }` to its parent frame (the protocol's
 * parent origin, never `*`) and the parent runs the action.
 */
import { isFramed, postToParent } from '../embedding/protocol';

export const WORKFLOW_BUTTON_MESSAGE = 'workflow-button';

/** The query value that asks for forwarded button events. */
export const FORWARD_QUERY = { name: 'buttonEvents', value: 'parent' } as const;

/** True when this page should forward its buttons: framed, and asked to by its address. */
export function forwardsButtons(query: Readonly<Record<string, string>>, framed: boolean = isFramed()): boolean {
  return framed && query[FORWARD_QUERY.name] === FORWARD_QUERY.value;
}

/** Posts one button event to the parent; false when there is no parent to tell. */
export function forwardButton(action: string, query: Readonly<Record<string, string>>, post: typeof postToParent = postToParent): boolean {
  return post({ type: WORKFLOW_BUTTON_MESSAGE, status: 'pass', params: { action, query } });
}
