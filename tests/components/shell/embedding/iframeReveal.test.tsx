/**
 * Iframe preload and reveal (spec workflow 4.1): the frame loads hidden and
 * is shown 1500 ms after its load event, not before; the context is posted
 * to it, to its configured origin only, once it has loaded.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useReducer, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostReducer, IFRAME_REVEAL_MS, INITIAL_HOST_STATE, isVisible } from '../../../../src/shell/embedding/hostState';
import { IFRAME_SANDBOX, IframeHost, sandboxOf } from '../../../../src/shell/embedding/IframeHost';
import { subAppConfig } from '../../../../src/shell/embedding/subAppConfig';
import { subAppContext } from '../../../../src/shell/embedding/subAppContext';

const CONFIG = subAppConfig('frame-ui', [{ id: 1, appCode: 'app.frame-ui', type: 0, href: '/pages/main/frame-ui', url: 'https://frame.example.com', isIframe: 1 }], 'http://portal.test');
const SAME_ORIGIN = subAppConfig('frame-ui', [{ id: 1, appCode: 'app.frame-ui', type: 0, href: '/pages/main/frame-ui', isIframe: 1 }], 'http://portal.test');
const CONTEXT = subAppContext(null, 'en');

function Harness({ config = CONFIG }: { config?: typeof CONFIG }): ReactElement {
  const [state, dispatch] = useReducer(hostReducer, INITIAL_HOST_STATE);
  return (
    <>
      <span data-testid="status">{state.status}</span>
      <IframeHost config={config} path="/home" title="frame" visible={isVisible(state)} context={CONTEXT} onEvent={dispatch} onMessage={() => undefined} />
    </>
  );
}

describe('IframeHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden while loading and for 1500 ms after load, then shows', () => {
    render(<Harness />);
    const frame = screen.getByTestId('iframe-app') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://frame.example.com/frame-ui/#/home');
    expect(frame.getAttribute('sandbox')).toBe(IFRAME_SANDBOX);
    expect(IFRAME_SANDBOX).not.toContain('allow-top-navigation');
    expect(frame.style.visibility).toBe('hidden');
    act(() => vi.advanceTimersByTime(5000));
    expect(frame.style.visibility).toBe('hidden'); // no load yet: no reveal

    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    fireEvent.load(frame);
    expect(screen.getByTestId('status').textContent).toBe('loaded');
    expect(post).toHaveBeenCalledWith({ type: 'context', status: 'pass', params: CONTEXT }, 'https://frame.example.com');
    act(() => vi.advanceTimersByTime(IFRAME_REVEAL_MS - 1));
    expect(frame.style.visibility).toBe('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(frame.style.visibility).toBe('visible');
    expect(screen.getByTestId('status').textContent).toBe('mounted');
  });

  it('a same-origin app never gets allow-same-origin with allow-scripts, and its context carries no ticket', () => {
    const signedIn = subAppContext({ userId: 1, account: 'a', username: 'A', tenantId: 2, tenantName: 'T', ticket: 'secret-ticket' } as Parameters<typeof subAppContext>[0], 'en');
    function SameOrigin(): ReactElement {
      const [state, dispatch] = useReducer(hostReducer, INITIAL_HOST_STATE);
      return <IframeHost config={SAME_ORIGIN} path="/" title="frame" visible={isVisible(state)} context={signedIn} onEvent={dispatch} onMessage={() => undefined} />;
    }
    render(<SameOrigin />);
    const frame = screen.getByTestId('iframe-app') as HTMLIFrameElement;
    const tokens = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(tokens).toContain('allow-scripts');
    expect(tokens).not.toContain('allow-same-origin');
    expect(sandboxOf(CONFIG).split(' ')).toContain('allow-same-origin'); // another origin keeps its own cookies
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    fireEvent.load(frame);
    expect(post).toHaveBeenCalledWith({ type: 'context', status: 'pass', params: { ...signedIn, ticket: null } }, '*');
  });
});
