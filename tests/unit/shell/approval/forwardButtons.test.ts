/** Forwarded button events (spec workflow 2.2, 3): only framed pages asked to, as one protocol message each. */
import { describe, expect, it, vi } from 'vitest';
import { forwardButton, forwardsButtons, WORKFLOW_BUTTON_MESSAGE } from '../../../../src/shell/approval/forwardButtons';

describe('forwardButtons', () => {
  it('forwards only in a frame whose address asks for it', () => {
    expect(forwardsButtons({ buttonEvents: 'parent' }, true)).toBe(true);
    expect(forwardsButtons({ buttonEvents: 'parent' }, false)).toBe(false); // a window of its own has no parent to tell
    expect(forwardsButtons({}, true)).toBe(false);
    expect(forwardsButtons({ buttonEvents: 'other' }, true)).toBe(false);
  });
  it('posts {type, status: pass, params: {action, query}} through the protocol', () => {
    const post = vi.fn(() => true);
    expect(forwardButton('Approve', { barcode: 'PO-1' }, post)).toBe(true);
    expect(post).toHaveBeenCalledWith({ type: WORKFLOW_BUTTON_MESSAGE, status: 'pass', params: { action: 'Approve', query: { barcode: 'PO-1' } } });
  });
});
