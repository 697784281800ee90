/**
 * Opening a new window (src/shell/env/openNewWindow.tsx): refused addresses
 * get the blocked-address notice; a window opened after the click has
 * expired (the browser would block it silently) becomes a notice whose
 * button opens it with a click of its own.
 */
import { App as AntApp } from 'antd';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openNewWindow } from '../../../src/shell/env/openNewWindow';
import { createI18n } from '../../../src/i18n/createI18n';

const i18n = createI18n('en');

function Opener({ url }: { url: string }): ReactElement {
  const { notification } = AntApp.useApp();
  return (
    <button type="button" onClick={() => openNewWindow(url, { notification, t: (key) => i18n.t(key) })}>
      Launch
    </button>
  );
}

function renderOpener(url: string): void {
  render(
    <AntApp>
      <Opener url={url} />
    </AntApp>,
  );
}

let opened: unknown[][];
beforeEach(() => {
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    return null;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'userActivation');
});

const setActivation = (isActive: boolean): void => {
  Object.defineProperty(navigator, 'userActivation', { value: { isActive, hasBeenActive: true }, configurable: true });
};

describe('openNewWindow', () => {
  it('opens at once while the click is fresh, without an opener or referrer', () => {
    setActivation(true);
    renderOpener('https://apps.example.com/sso?ticket=t1');
    fireEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(opened).toEqual([['https://apps.example.com/sso?ticket=t1', '_blank', 'noopener,noreferrer']]);
  });

  it('opens at once in a browser that does not report the click state', () => {
    renderOpener('https://apps.example.com/');
    fireEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(opened).toHaveLength(1);
  });

  it('refuses an address the allow-list refuses, with a notice', async () => {
    setActivation(true);
    renderOpener('javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(await screen.findByText('This address may not be opened')).toBeTruthy();
    expect(opened).toEqual([]);
  });

  it('after the click expired: a notice whose button opens the window, then closes', async () => {
    setActivation(false);
    renderOpener('https://apps.example.com/sso?ticket=t2');
    fireEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(opened).toEqual([]);
    expect(await screen.findByText('Open in a new window')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(opened).toEqual([['https://apps.example.com/sso?ticket=t2', '_blank', 'noopener,noreferrer']]);
    // The notice leaves (jsdom never ends its fade, so it is checked leaving, not gone).
    await waitFor(() => expect(document.querySelector('.ant-notification-notice-wrapper')?.className).toContain('leave'));
  });
});
