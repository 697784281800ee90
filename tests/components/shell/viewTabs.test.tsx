/**
 * The tabs bar (spec portal-shell 2.3): a clicked tab is the active view at once, before its page
 * has rendered, so closing it right away closes the view and goes to its neighbour (shell.spec.ts
 * met the page reopening a tab closed while it was still loading).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ViewTabs } from '../../../src/shell/layout/ViewTabs';
import { activePathAtom, viewsAtom, type OpenedView } from '../../../src/shell/state/views';
import { LocationProbe, renderShell } from './harness';

const view = (name: string, title: string): OpenedView => ({
  appId: 'workbench',
  appName: '工作台',
  path: `/pages/main/workbench/${name}`,
  fullPath: `/pages/main/workbench/${name}`,
  routePath: name,
  title,
});
const TODO = view('todo', '待办事项');
const BULLETINS = view('bulletins', '公告资讯');
const REPORTS = view('east-reports', '东方采购报表');

function renderTabs() {
  const store = createStore();
  store.set(viewsAtom, [TODO, BULLETINS, REPORTS]);
  store.set(activePathAtom, REPORTS.path);
  // No page renders here: the views change only through the tabs, as while a page is still loading.
  const result = renderShell(
    <>
      <ViewTabs appId="workbench" />
      <LocationProbe />
    </>,
    { path: REPORTS.fullPath, store },
  );
  return { ...result, store };
}

const tab = (title: string): HTMLElement => screen.getByText(title, { selector: '[data-testid="view-tab"]' });
const location = (): string => screen.getByTestId('location').textContent ?? '';

describe('view tabs', () => {
  it('make a clicked tab the active view at once and go to its page', async () => {
    const { store } = renderTabs();
    fireEvent.click(tab('公告资讯'));
    expect(store.get(activePathAtom)).toBe(BULLETINS.path);
    await waitFor(() => expect(location()).toBe(BULLETINS.fullPath));
  });

  it('close a tab clicked a moment before (its page not rendered yet) and go to its neighbour', async () => {
    const { store } = renderTabs();
    fireEvent.click(tab('公告资讯'));
    const bulletinsTab = tab('公告资讯').closest('.ant-tabs-tab') as HTMLElement;
    fireEvent.click(bulletinsTab.querySelector('.ant-tabs-tab-remove') as HTMLElement);
    expect(store.get(viewsAtom).map((v) => v.path)).toEqual([TODO.path, REPORTS.path]);
    await waitFor(() => expect(location()).toBe(REPORTS.fullPath));
    expect(store.get(activePathAtom)).toBe(REPORTS.path);
  });
});
