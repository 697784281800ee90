import { describe, expect, it } from 'vitest';
import { createConfigVersionTracker } from '../../../src/shell/routing/configVersion';

describe('config version tracker', () => {
  it('the first read only sets the version; a later different one is a change', () => {
    const tracker = createConfigVersionTracker(5000);
    expect(tracker.observe('3', 0)).toBe(false);
    expect(tracker.observe('3', 10_000)).toBe(false);
    expect(tracker.observe('4', 20_000)).toBe(true);
    expect(tracker.observe('4', 30_000)).toBe(false);
  });
  it('reads closer together than the gap are not due, failures included', () => {
    const tracker = createConfigVersionTracker(5000);
    expect(tracker.due(0)).toBe(true);
    tracker.observe('1', 1000);
    expect(tracker.due(3000)).toBe(false);
    expect(tracker.due(6000)).toBe(true);
    tracker.failed(6000);
    expect(tracker.due(8000)).toBe(false);
  });
});
