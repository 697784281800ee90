import { afterEach, describe, expect, it, vi } from 'vitest';
import { installKeystrokeProbe } from '../../../bench/keystrokeProbe';

// The keystroke benches' work figure (bench/run/bench.mjs): one entry per key that changes a field, from its
// keydown to the end of its input event, taken after every other listener of the event has run.
describe('the keystroke probe', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('times a key from its keydown to the end of the input it caused, after the other listeners', () => {
    stop = installKeystrokeProbe();
    const input = document.createElement('input');
    document.body.append(input);
    const clock = vi.spyOn(performance, 'now');
    clock.mockReturnValue(100);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    // A field's own handler (React's, on its root) runs before the probe's, which listens on window.
    input.addEventListener('input', () => clock.mockReturnValue(107.5));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(window.__keyWork).toEqual([7.5]);
  });

  it('counts one entry per key, and none for an input no key caused', () => {
    stop = installKeystrokeProbe();
    const input = document.createElement('input');
    document.body.append(input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(window.__keyWork).toEqual([]);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(window.__keyWork).toHaveLength(1);
  });
});
