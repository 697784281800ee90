/**
 * The tabs bar (spec portal-shell 2.3): a clicked tab is the active view as soon as the router moves,
 * before its page has rendered, so closing it right away closes the view and goes to its neighbour
 * (shell.spec.ts met the page reopening a tab closed while it was still loading). A navigation held
 * back (unsaved work asks first, useBlocker) leaves the active tab where the page is.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { useBlocker } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ViewTabs } from '../../../src/shell/layout/ViewTabs';
import { MAIN_APP_ID } from '../../../src/shell/routing/navigationRecord';
import { activePathAtom, viewsAtom } from '../../../src/shell/state/views';
import { grantMainPages, LocationProbe, mainView, renderShellWithDataRouter } from './harness';

const SETTINGS = mainView('user-setting', '用户设置');
const BULLETINS = mainView('bulletins', '公告资讯');
const NOTIFICATIONS = mainView('user-notification', '消息通知');

/** Holds every navigation back, as the studio editor does with unsaved work (DirtyGuard). */
function HoldEveryNavigation(): ReactElement {
  const blocker = useBlocker(true);
  return (
    <>
      <output data-testid="blocker">{blocker.state}</output>
      <button type="button" onClick={() => blocker.reset?.()}>
        stay
      </button>
    </>
  );
}

function renderTabs(options: { blocked?: boolean } = {}) {
  const store = createStore();
  grantMainPages(store);
  store.set(viewsAtom, [SETTINGS, BULLETINS, NOTIFICATIONS]);
  store.set(activePathAtom, NOTIFICATIONS.path);
  // No page renders here: the views change only through the tabs and the router, as while a page is still loading.
  const result = renderShellWithDataRouter(
    <>
      <ViewTabs appId={MAIN_APP_ID} />
      <LocationProbe />
      {options.blocked ? <HoldEveryNavigation /> : null}
    </>,
    { path: NOTIFICATIONS.fullPath, store },
  );
  return { ...result, store };
}

const tab = (title: string): HTMLElement => screen.getByText(title, { selector: '[data-testid="view-tab"]' });
const location = (): string => screen.getByTestId('location').textContent ?? '';

describe('view tabs', () => {
  it('make a clicked tab the active view at once and go to its page', async () => {
    const { store } = renderTabs();
    fireEvent.click(tab('公告资讯'));
    await waitFor(() => expect(location()).toBe(BULLETINS.fullPath));
    expect(store.get(activePathAtom)).toBe(BULLETINS.path);
  });

  it('close a tab clicked a moment before (its page not rendered yet) and go to its neighbour', async () => {
    const { store } = renderTabs();
    fireEvent.click(tab('公告资讯'));
    await waitFor(() => expect(store.get(activePathAtom)).toBe(BULLETINS.path));
    const bulletinsTab = tab('公告资讯').closest('.ant-tabs-tab') as HTMLElement;
    fireEvent.click(bulletinsTab.querySelector('.ant-tabs-tab-remove') as HTMLElement);
    expect(store.get(viewsAtom).map((v) => v.path)).toEqual([SETTINGS.path, NOTIFICATIONS.path]);
    await waitFor(() => expect(location()).toBe(NOTIFICATIONS.fullPath));
    expect(store.get(activePathAtom)).toBe(NOTIFICATIONS.path);
  });

  it('leave the active tab on the page when the navigation is held back', async () => {
    const { store } = renderTabs({ blocked: true });
    // Twice: the person stays on the page after the first ask, then tries again.
    for (const title of ['公告资讯', '用户设置']) {
      fireEvent.click(tab(title));
      await waitFor(() => expect(screen.getByTestId('blocker').textContent).toBe('blocked'));
      expect(location()).toBe(NOTIFICATIONS.fullPath);
      expect(store.get(activePathAtom)).toBe(NOTIFICATIONS.path);
      fireEvent.click(screen.getByText('stay'));
      await waitFor(() => expect(screen.getByTestId('blocker').textContent).toBe('unblocked'));
    }
  });

  const order = (store: ReturnType<typeof renderTabs>['store']): string[] => store.get(viewsAtom).map((v) => v.path);

  it('move a focused tab with Ctrl+Shift+arrows, and not past the ends', () => {
    const { store } = renderTabs();
    const settings = tab('用户设置').closest('[role="tab"]') as HTMLElement;
    fireEvent.keyDown(settings, { key: 'ArrowRight', ctrlKey: true, shiftKey: true });
    expect(order(store)).toEqual([BULLETINS.path, SETTINGS.path, NOTIFICATIONS.path]);
    fireEvent.keyDown(tab('用户设置').closest('[role="tab"]') as HTMLElement, { key: 'ArrowRight', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(tab('用户设置').closest('[role="tab"]') as HTMLElement, { key: 'ArrowRight', ctrlKey: true, shiftKey: true });
    expect(order(store)).toEqual([BULLETINS.path, NOTIFICATIONS.path, SETTINGS.path]);
    // A plain arrow is antd's own: it moves the focus, not the tab.
    fireEvent.keyDown(tab('公告资讯').closest('[role="tab"]') as HTMLElement, { key: 'ArrowRight' });
    expect(order(store)).toEqual([BULLETINS.path, NOTIFICATIONS.path, SETTINGS.path]);
  });

  it('reorder by dragging a tab onto another once the pointer moved 10 px, and the drop does not open it', async () => {
    const { store } = renderTabs();
    const settings = tab('用户设置');
    const notifications = tab('消息通知');
    // jsdom lays nothing out: the point under the pointer is the notifications tab.
    const elementFromPoint = document.elementFromPoint;
    document.elementFromPoint = () => notifications;
    try {
      fireEvent.pointerDown(settings, { button: 0, clientX: 100, clientY: 10 });
      // A wobble under the threshold is still a click.
      fireEvent.pointerMove(window, { clientX: 105, clientY: 12 });
      expect(order(store)).toEqual([SETTINGS.path, BULLETINS.path, NOTIFICATIONS.path]);
      fireEvent.pointerMove(window, { clientX: 300, clientY: 12 });
      expect(order(store)).toEqual([BULLETINS.path, NOTIFICATIONS.path, SETTINGS.path]);
      fireEvent.pointerUp(window);
      fireEvent.click(settings);
      expect(location()).toBe(NOTIFICATIONS.fullPath);
    } finally {
      document.elementFromPoint = elementFromPoint;
    }
  });
});
