/**
 * Iframe preload and reveal (spec workflow 4.1): the frame loads hidden and
 * is shown 1500 ms after its load event, not before; the context is posted
 * to it, to its configured origin only, once it has loaded.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useReducer, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostReducer, IFRAME_REVEAL_MS, INITIAL_HOST_STATE, isVisible } from '../../../../src/shell/embedding/hostState';
import { IFRAME_SANDBOX, IframeHost } from '../../../../src/shell/embedding/IframeHost';
import { subAppConfig } from '../../../../src/shell/embedding/subAppConfig';
import { subAppContext } from '../../../../src/shell/embedding/subAppContext';

const CONFIG = subAppConfig('frame-ui', [{ id: 1, appCode: 'app.frame-ui', type: 0, href: '/pages/main/frame-ui', isIframe: 1 }], 'http://portal.test');
const CONTEXT = subAppContext(null, 'en');

function Harness(): ReactElement {
  const [state, dispatch] = useReducer(hostReducer, INITIAL_HOST_STATE);
  return (
    <>
      <span data-testid="status">{state.status}</span>
      <IframeHost config={CONFIG} path="/home" title="frame" visible={isVisible(state)} context={CONTEXT} onEvent={dispatch} onMessage={() => undefined} />
    </>
  );
}

describe('IframeHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden while loading and for 1500 ms after load, then shows', () => {
    render(<Harness />);
    const frame = screen.getByTestId('iframe-app') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('http://portal.test/frame-ui/#/home');
    expect(frame.getAttribute('sandbox')).toBe(IFRAME_SANDBOX);
    expect(IFRAME_SANDBOX).not.toContain('allow-top-navigation');
    expect(frame.style.visibility).toBe('hidden');
    act(() => vi.advanceTimersByTime(5000));
    expect(frame.style.visibility).toBe('hidden'); // no load yet: no reveal

    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    fireEvent.load(frame);
    expect(screen.getByTestId('status').textContent).toBe('loaded');
    expect(post).toHaveBeenCalledWith({ type: 'context', status: 'pass', params: CONTEXT }, 'http://portal.test');
    act(() => vi.advanceTimersByTime(IFRAME_REVEAL_MS - 1));
    expect(frame.style.visibility).toBe('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(frame.style.visibility).toBe('visible');
    expect(screen.getByTestId('status').textContent).toBe('mounted');
  });
});
