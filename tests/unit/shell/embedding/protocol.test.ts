/**
 * The cross-frame protocol: well-formed messages only, origin
 * checked against the app's configured origin (others ignored and logged),
 * request → response to the sender's origin, pass one-way.
 */
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEmbedMessage, listenToFrames, OPAQUE_ORIGIN, postToFrame, postToParent, responseTo, type EmbedMessage } from '../../../../src/shell/embedding/protocol';

const APP_ORIGIN = 'https://app.example.com';

function deliver(target: Window, data: unknown, origin: string, source: Window | null = null): void {
  target.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('embedding protocol', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('recognises only {type, status: request|response|pass}', () => {
    expect(isEmbedMessage({ type: 'context', status: 'request' })).toBe(true);
    expect(isEmbedMessage({ type: 'navigate', status: 'pass', params: { path: '/' } })).toBe(true);
    expect(isEmbedMessage({ type: 'x', status: 'response', params: 1 })).toBe(true);
    expect(isEmbedMessage({ type: 'x', status: 'other' })).toBe(false);
    expect(isEmbedMessage({ type: '', status: 'pass' })).toBe(false);
    expect(isEmbedMessage('context')).toBe(false);
    expect(isEmbedMessage(null)).toBe(false);
  });

  it('answers a request with a response of the same type', () => {
    expect(responseTo({ type: 'context', status: 'request' }, { a: 1 })).toEqual({ type: 'context', status: 'response', params: { a: 1 } });
    expect(responseTo({ type: 'ping', status: 'request' })).toEqual({ type: 'ping', status: 'response' });
  });

  it('acts on messages from the configured origin and answers requests to that origin only', () => {
    const seen: EmbedMessage[] = [];
    const source = { postMessage: vi.fn() } as unknown as Window;
    stop = listenToFrames({ allowedOrigins: () => [`${APP_ORIGIN}/`], onMessage: (m) => (seen.push(m), m.status === 'request' ? 'answer' : undefined) });
    deliver(window, { type: 'context', status: 'request' }, APP_ORIGIN, source);
    deliver(window, { type: 'ready', status: 'pass' }, APP_ORIGIN, source);
    expect(seen.map((m) => `${m.type}:${m.status}`)).toEqual(['context:request', 'ready:pass']);
    expect(source.postMessage).toHaveBeenCalledTimes(1);
    expect(source.postMessage).toHaveBeenCalledWith({ type: 'context', status: 'response', params: 'answer' }, APP_ORIGIN);
  });

  it('ignores and logs a message from any other origin, never acting on it', () => {
    const onMessage = vi.fn();
    const log = vi.fn();
    const source = { postMessage: vi.fn() } as unknown as Window;
    stop = listenToFrames({ allowedOrigins: () => [APP_ORIGIN], onMessage, log });
    deliver(window, { type: 'navigate', status: 'pass', params: { path: '/x' } }, 'https://evil.example.com', source);
    deliver(window, { type: 'context', status: 'request' }, 'https://app.example.com:444', source);
    expect(onMessage).not.toHaveBeenCalled();
    expect(source.postMessage).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toContain('https://evil.example.com');
  });

  it('ignores malformed data silently and messages from another frame of the right origin', () => {
    const onMessage = vi.fn();
    const log = vi.fn();
    const frame = { postMessage: vi.fn() } as unknown as Window;
    const other = { postMessage: vi.fn() } as unknown as Window;
    stop = listenToFrames({ allowedOrigins: () => [APP_ORIGIN], source: () => frame, onMessage, log });
    deliver(window, 'hello', APP_ORIGIN, frame);
    deliver(window, { type: 'ready', status: 'pass' }, APP_ORIGIN, other);
    expect(onMessage).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('an opaque (sandboxed same-origin) frame is heard only from its own window and answered with * to that window', () => {
    const onMessage = vi.fn(() => 'answer');
    const log = vi.fn();
    const frame = { postMessage: vi.fn() } as unknown as Window;
    const stranger = { postMessage: vi.fn() } as unknown as Window;
    stop = listenToFrames({ allowedOrigins: () => [OPAQUE_ORIGIN], source: () => frame, onMessage, log });
    deliver(window, { type: 'context', status: 'request' }, 'null', stranger); // any sandboxed page is "null"
    expect(onMessage).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
    deliver(window, { type: 'context', status: 'request' }, 'null', frame);
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(frame.postMessage).toHaveBeenCalledWith({ type: 'context', status: 'response', params: 'answer' }, '*');
    expect(stranger.postMessage).not.toHaveBeenCalled();
  });

  it('an opaque origin is never accepted without the frame to compare with', () => {
    const onMessage = vi.fn();
    const log = vi.fn();
    stop = listenToFrames({ allowedOrigins: () => [OPAQUE_ORIGIN], source: () => null, onMessage, log });
    deliver(window, { type: 'navigate', status: 'pass', params: { path: '/' } }, 'null', { postMessage: vi.fn() } as unknown as Window);
    expect(onMessage).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('postToFrame names the frame origin, and * only for an opaque frame', () => {
    const frame = { postMessage: vi.fn() } as unknown as Window;
    postToFrame(frame, APP_ORIGIN, { type: 'context', status: 'pass' });
    postToFrame(frame, OPAQUE_ORIGIN, { type: 'context', status: 'pass' });
    expect(vi.mocked(frame.postMessage).mock.calls.map((call) => call[1])).toEqual([APP_ORIGIN, '*']);
  });

  it('stops listening when asked', () => {
    const onMessage = vi.fn();
    listenToFrames({ allowedOrigins: () => [APP_ORIGIN], onMessage })();
    deliver(window, { type: 'ready', status: 'pass' }, APP_ORIGIN);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('postToParent does nothing when the page is not framed', () => {
    const spy = vi.spyOn(window, 'postMessage');
    postToParent({ type: 'approval-done', status: 'pass' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
