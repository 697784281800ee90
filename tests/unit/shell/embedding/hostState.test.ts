/** The host's state machine (spec workflow 4.1): loading → mounted or failed; iframe loaded → revealed. */
import { describe, expect, it } from 'vitest';
import { hostReducer, INITIAL_HOST_STATE, isSettled, isVisible, type HostEvent, type HostState } from '../../../../src/shell/embedding/hostState';

const run = (events: HostEvent[], from: HostState = INITIAL_HOST_STATE) => events.reduce(hostReducer, from);

describe('host state', () => {
  it('a micro-app is loading until mounted, then visible and settled', () => {
    expect(isSettled(INITIAL_HOST_STATE)).toBe(false);
    const state = run([{ type: 'mounted' }]);
    expect(state).toEqual({ status: 'mounted' });
    expect(isSettled(state) && isVisible(state)).toBe(true);
  });

  it('a startup failure settles with its message and a late mount does not hide it', () => {
    const state = run([{ type: 'error', message: 'entry 404' }, { type: 'mounted' }]);
    expect(state).toEqual({ status: 'failed', message: 'entry 404' });
    expect(isSettled(state)).toBe(true);
  });

  it('an error after mount keeps the app mounted', () => {
    expect(run([{ type: 'mounted' }, { type: 'error', message: 'late' }])).toEqual({ status: 'mounted' });
  });

  it('an iframe is hidden when loaded and visible only once revealed', () => {
    const loaded = run([{ type: 'loaded' }]);
    expect(loaded.status).toBe('loaded');
    expect(isVisible(loaded) || isSettled(loaded)).toBe(false);
    expect(run([{ type: 'reveal' }])).toEqual(INITIAL_HOST_STATE);
    expect(isVisible(run([{ type: 'loaded' }, { type: 'reveal' }]))).toBe(true);
  });

  it('a reset starts over (another app)', () => {
    expect(run([{ type: 'mounted' }, { type: 'reset' }])).toEqual(INITIAL_HOST_STATE);
  });
});
