/**
 * The router-to-store step of the tabs (spec portal-shell 3): a navigation to a page that already has a
 * tab (side menu, link, back button) makes that tab active as soon as the router moves, before the page
 * has rendered. Closing it then closes it and goes to its neighbour; the page used to open it again.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ViewTabs } from '../../../src/shell/layout/ViewTabs';
import { activateViewOfLocationAtom } from '../../../src/shell/routing/activateOnNavigation';
import { MAIN_APP_ID } from '../../../src/shell/routing/navigationRecord';
import { activePathAtom, viewsAtom } from '../../../src/shell/state/views';
import { grantMainPages, LocationProbe, mainView, renderShellWithDataRouter } from './harness';

const SETTINGS = mainView('user-setting', '用户设置');
const NOTIFICATIONS = mainView('user-notification', '消息通知');
const BULLETINS = mainView('bulletins', '公告资讯');

/** A store with three open tabs, the bulletins one active, and the permissions their pages need. */
function storeWithTabs() {
  const store = createStore();
  grantMainPages(store);
  store.set(viewsAtom, [SETTINGS, NOTIFICATIONS, BULLETINS]);
  store.set(activePathAtom, BULLETINS.path);
  return store;
}

/** The tabs bar under a data router, as in App.tsx; no page renders, so only the router moves the store. */
function renderTabs() {
  const store = storeWithTabs();
  const { router } = renderShellWithDataRouter(
    <>
      <ViewTabs appId={MAIN_APP_ID} />
      <LocationProbe />
    </>,
    { path: BULLETINS.fullPath, store },
  );
  return { store, router };
}

const location = (): string => screen.getByTestId('location').textContent ?? '';

describe('opened views follow the router', () => {
  it('activate the tab of the page a navigation goes to, and leave new pages, mixins and other paths alone', () => {
    const store = storeWithTabs();
    store.set(activateViewOfLocationAtom, { pathname: '/pages/main/user-setting', search: '?tab=2' });
    expect(store.get(activePathAtom)).toBe(SETTINGS.path);
    // No tab yet: MainRoutePage opens it once the page renders (it has the title).
    store.set(activateViewOfLocationAtom, { pathname: '/pages/main/bulletins/detail/5', search: '' });
    expect(store.get(activePathAtom)).toBe(SETTINGS.path);
    for (const pathname of ['/mixin/user-notification', '/login', '/pages/main/home']) {
      store.set(activateViewOfLocationAtom, { pathname, search: '' });
      expect(store.get(activePathAtom)).toBe(SETTINGS.path);
    }
    expect(store.get(viewsAtom)).toEqual([SETTINGS, NOTIFICATIONS, BULLETINS]);
  });

  it('close a tab the side menu went to a moment before (its page not rendered yet) and go to its neighbour', async () => {
    const { store, router } = renderTabs();
    await act(async () => {
      await router.navigate(NOTIFICATIONS.fullPath);
    });
    expect(store.get(activePathAtom)).toBe(NOTIFICATIONS.path);
    const tab = screen.getByText('消息通知', { selector: '[data-testid="view-tab"]' }).closest('.ant-tabs-tab') as HTMLElement;
    fireEvent.click(tab.querySelector('.ant-tabs-tab-remove') as HTMLElement);
    expect(store.get(viewsAtom).map((v) => v.path)).toEqual([SETTINGS.path, BULLETINS.path]);
    await waitFor(() => expect(location()).toBe(BULLETINS.fullPath));
    expect(store.get(activePathAtom)).toBe(BULLETINS.path);
  });
});
