// @vitest-environment jsdom
/**
 * spec portal-shell 7, call rules: "After a successful call flagged for
 * messaging the message listener starts." session-info is the flagged call;
 * ending the session puts the listener back to waiting.
 */
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@core/env';
import { endSessionAtom, fetchSessionInfo } from '../../../../src/shell/routing/sessionLifecycle';
import { messagingStartedAtom } from '../../../../src/shell/state/messaging';

describe('messaging start', () => {
  it('session-info is flagged for messaging', async () => {
    const sent: ApiRequest[] = [];
    const user = { userId: 7, account: 'buyer', ticket: '', type: 0 };
    await fetchSessionInfo({
      request: <T,>(request: ApiRequest) => {
        sent.push(request);
        return Promise.resolve({ code: '200', data: user as T });
      },
    });
    expect(sent.map((r) => [r.url, r.sse])).toEqual([['/eps/auth/cas/session-info', true]]);
  });

  it('ending the session stops the listener until the next flagged call', () => {
    const store = createStore();
    store.set(messagingStartedAtom, true);
    store.set(endSessionAtom, 'forced');
    expect(store.get(messagingStartedAtom)).toBe(false);
  });
});
