/**
 * The top bar's my-apps popover: its button opens the cascader of the user's apps and their menus, with the
 * search box; choosing a menu entry goes to its route.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { permissionNodesAtom } from '../../../src/shell/routing/portalData';
import { MyAppsPopover } from '../../../src/shell/workbench/MyAppsPopover';
import { permissionNode } from '../../helpers/permissionNodes';
import { LocationProbe, renderShell } from './harness';

describe('my-apps popover', () => {
  it('opens on its button with the search box and the apps, and a menu entry goes to its route', async () => {
    const store = createStore();
    store.set(permissionNodesAtom, [
      permissionNode({ permissionId: 1, type: 11, name: '寻源应用', appRoute: 'sourcing', uri: 'sourcing' }),
      permissionNode({ permissionId: 2, parentId: 1, type: 1, name: '询价单', appRoute: 'rfq', uri: 'sourcing/rfq' }),
    ]);
    await act(async () => {
      renderShell(
        <>
          <MyAppsPopover />
          <LocationProbe />
        </>,
        { store, path: '/pages/main/home' },
      );
    });
    expect(screen.queryByTestId('my-apps-popover')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('fast-apps'));
    });
    expect(await screen.findByTestId('my-apps-popover')).toBeTruthy();
    expect(screen.getByTestId('my-apps-search')).toBeTruthy();
    // The cascader's code arrives after the popover: the app, then its menu on hover.
    const app = await screen.findByText('寻源应用', {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.mouseEnter(app);
      fireEvent.click(app);
    });
    const entry = await screen.findByText('询价单');
    const before = screen.getByTestId('location').textContent;
    await act(async () => {
      fireEvent.click(entry);
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toBe(before));
  });
});
