/**
 * The state machine of one sub-app host (spec workflow 4.1): loading until
 * the engine reports the app mounted, then mounted or failed; an iframe app
 * is loaded hidden and revealed 1500 ms after its load event. Pure, so it is
 * tested without a DOM.
 */

/** spec 4.1: an iframe app is shown this long after it has loaded. */
export const IFRAME_REVEAL_MS = 1500;

export type HostState =
  | { status: 'loading' }
  | { status: 'loaded' } // iframe loaded, still hidden until revealed
  | { status: 'mounted' }
  | { status: 'failed'; message: string };

export type HostEvent =
  | { type: 'mounted' } // micro-app mounted, or a kept-alive app shown again
  | { type: 'loaded' } // iframe load event
  | { type: 'reveal' } // the reveal timer fired
  | { type: 'error'; message: string }
  | { type: 'reset' }; // another app or entry

export const INITIAL_HOST_STATE: HostState = { status: 'loading' };

/** The next state; events that make no sense in a state leave it unchanged. */
export function hostReducer(state: HostState, event: HostEvent): HostState {
  switch (event.type) {
    case 'reset':
      return INITIAL_HOST_STATE;
    case 'error':
      // A failure after mount (a later script error) does not tear the app down.
      return state.status === 'loading' || state.status === 'loaded' ? { status: 'failed', message: event.message } : state;
    case 'mounted':
      return state.status === 'failed' ? state : { status: 'mounted' };
    case 'loaded':
      return state.status === 'loading' ? { status: 'loaded' } : state;
    case 'reveal':
      return state.status === 'loaded' ? { status: 'mounted' } : state;
  }
}

/** True once the attempt is over: the moment `app-mounted` is broadcast (after success or failure). */
export function isSettled(state: HostState): boolean {
  return state.status === 'mounted' || state.status === 'failed';
}

/** Whether the sub-app's content is visible (iframes stay hidden while loading and loaded). */
export function isVisible(state: HostState): boolean {
  return state.status === 'mounted';
}
