// @vitest-environment jsdom
/**
 * spec portal-shell 4: "Sign-out in another tab (stored user info becomes
 * null) reloads the page." The browser tells other tabs through `storage`
 * events; these are what it sends when another tab signs out, signs in again,
 * or writes something else.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, watchOtherTabs } from '../../../../src/shell/session';

const stored = JSON.stringify({ userId: 7, account: 'buyer', ticket: '', type: 0 });

function storageEvent(init: StorageEventInit): StorageEvent {
  return new StorageEvent('storage', { storageArea: window.localStorage, ...init });
}

describe('watchOtherTabs', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('calls back when another tab removes the stored user info', () => {
    const reload = vi.fn();
    stop = watchOtherTabs(reload);
    window.dispatchEvent(storageEvent({ key: SESSION_KEY, oldValue: stored, newValue: null }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('calls back when another tab clears the whole storage', () => {
    const reload = vi.fn();
    stop = watchOtherTabs(reload);
    window.dispatchEvent(storageEvent({ key: null, oldValue: null, newValue: null }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not call back when the user info is rewritten, written first, or another key changes', () => {
    const reload = vi.fn();
    stop = watchOtherTabs(reload);
    // Another tab refreshed the same session (session-info, e-mail change...).
    window.dispatchEvent(storageEvent({ key: SESSION_KEY, oldValue: stored, newValue: stored.replace('buyer', 'buyer2') }));
    // Another tab signed in while this one had nothing stored.
    window.dispatchEvent(storageEvent({ key: SESSION_KEY, oldValue: null, newValue: stored }));
    window.dispatchEvent(storageEvent({ key: 'message_push_7', oldValue: '{"tab":"a"}', newValue: null }));
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening once unsubscribed', () => {
    const reload = vi.fn();
    watchOtherTabs(reload)();
    window.dispatchEvent(storageEvent({ key: SESSION_KEY, oldValue: stored, newValue: null }));
    expect(reload).not.toHaveBeenCalled();
  });
});
