/**
 * The studio's menu editor: a group is renamed in place from the keyboard
 * (F2, Enter) in the studio's language; a shipped entry is renamed as the
 * tenant's overlay, Escape sends nothing, and "Restore shipped" removes the
 * overlay; a shipped entry's form sends only what was changed.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import type { MenuNode } from '../../../src/studio/menus/menuMoves';
import { overlayChange } from '../../../src/studio/menus/MenusPanel';
import { MenusPanel } from '../../../src/studio/menus/MenusPanel';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { ShellProviders } from '../shell/harness';

const node = (fields: Partial<MenuNode> & Pick<MenuNode, 'permissionId' | 'name'>) => ({
  parentId: null, type: 1, uri: null, i18nTitle: null, sort: 10, hidden: false, editable: false, deletedAt: null, appRoute: null, overlay: null, children: [], ...fields,
});

function tree(overlaid: boolean) {
  return [
    node({
      permissionId: 1, type: 2, name: '工作台', i18nTitle: { 'zh-cn': '工作台', en: 'Workbench' },
      children: [
        node({
          permissionId: 2, parentId: 1, name: '公告资讯', uri: 'builtin:bulletins', i18nTitle: { 'zh-cn': '公告资讯', en: overlaid ? 'News' : 'Bulletins' },
          overlay: overlaid ? { i18nTitle: { en: 'News' }, sort: null, hidden: null } : null,
        }),
        node({ permissionId: 3, parentId: 1, name: '报表', i18nTitle: { 'zh-cn': '报表', en: 'Reports' }, editable: true, sort: 20, children: [node({ permissionId: 4, parentId: 3, name: 'Page', uri: 'schema:demo/showcase', editable: true })] }),
      ],
    }),
  ];
}

function renderPanel(overlaid = false) {
  const env = createTestEnv({
    api: (request: ApiRequest) => {
      if (request.method === 'get' && request.url === '/eps/lowcode/menus') return ok(tree(overlaid));
      if (request.method === 'get') return ok([]);
      return ok({});
    },
  });
  render(
    <ShellProviders i18n={createI18n('en')} env={env} store={createStore()}>
      <MenusPanel />
    </ShellProviders>,
  );
  return env;
}

const writes = (env: ReturnType<typeof createTestEnv>) => env.requests.filter((r) => r.method !== 'get');

describe('studio menu editor', () => {
  it('renames a group in place from the keyboard, in the studio language', async () => {
    const env = renderPanel();
    const group = await screen.findByTestId('menu-node-3');
    expect(within(group).getByText('Group')).toBeTruthy();
    fireEvent.click(within(group).getByText('Reports'));
    fireEvent.keyDown(screen.getByLabelText('for screen reader'), { key: 'F2' });
    const box = await screen.findByRole('textbox', { name: /New name of Reports/ });
    fireEvent.change(box, { target: { value: 'Monthly reports' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(writes(env)).toHaveLength(1));
    // English studio: the English title only; the name (the Chinese one) stays.
    expect(writes(env)[0]).toMatchObject({ method: 'patch', url: '/eps/lowcode/menus/3', data: { i18nTitle: { 'zh-cn': '报表', en: 'Monthly reports' } } });
    expect((writes(env)[0]?.data as Record<string, unknown>).name).toBeUndefined();
  });

  it('renames a shipped entry as the tenant overlay; Escape sends nothing', async () => {
    const env = renderPanel();
    fireEvent.click(await screen.findByText('Bulletins'));
    fireEvent.click(screen.getByTestId('menu-rename'));
    const cancelled = await screen.findByRole('textbox', { name: /New name of Bulletins/ });
    fireEvent.change(cancelled, { target: { value: 'Not this' } });
    fireEvent.keyDown(cancelled, { key: 'Escape' });
    expect(writes(env)).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: /New name of/ })).toBeNull();

    fireEvent.click(screen.getByTestId('menu-rename'));
    const box = await screen.findByRole('textbox', { name: /New name of Bulletins/ });
    fireEvent.change(box, { target: { value: 'News' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(writes(env)).toHaveLength(1));
    expect(writes(env)[0]).toMatchObject({ method: 'put', url: '/eps/lowcode/menus/2/overlay', data: { i18nTitle: { en: 'News' } } });
  });

  it('marks a changed shipped entry and restores it', async () => {
    const env = renderPanel(true);
    const entry = await screen.findByTestId('menu-node-2');
    expect(within(entry).getByText('Changed')).toBeTruthy();
    fireEvent.click(within(entry).getByText('News'));
    fireEvent.click(await screen.findByTestId('menu-restore-shipped'));
    await waitFor(() => expect(writes(env)).toHaveLength(1));
    expect(writes(env)[0]).toMatchObject({ method: 'delete', url: '/eps/lowcode/menus/2/overlay' });
  });
});

describe('the node form', () => {
  it('starts each opening from what it adds: an app first, then a page under the selected node', async () => {
    renderPanel();
    await screen.findByTestId('menu-node-3');
    fireEvent.click(screen.getByTestId('menu-add'));
    const first = await screen.findByRole('dialog');
    expect(within(first).getByText('Embedded app (11)')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: /Cancel/ }));
    await waitFor(() => expect(screen.queryByText('Embedded app (11)')).toBeNull());

    fireEvent.click(within(screen.getByTestId('menu-node-3')).getByText('Reports'));
    fireEvent.click(screen.getByTestId('menu-add'));
    const second = await screen.findByRole('dialog');
    expect(within(second).getByText('Menu entry (1)')).toBeTruthy();
  });
});

describe('overlayChange', () => {
  const shipped = node({ permissionId: 2, name: '公告资讯', i18nTitle: { 'zh-cn': '公告资讯', en: 'News' }, overlay: { i18nTitle: { en: 'News' }, sort: null, hidden: null } }) as MenuNode;
  const values = { type: 1, name: '公告资讯', titleZh: '公告资讯', titleEn: 'News', uri: 'builtin:bulletins', appRoute: '', sort: 10, hidden: false, iframe: false };

  it('sends only what changed, keeping the overlay’s other titles', () => {
    expect(overlayChange(shipped, values)).toEqual({});
    expect(overlayChange(shipped, { ...values, titleZh: '新闻', hidden: true })).toEqual({ i18nTitle: { en: 'News', 'zh-cn': '新闻' }, hidden: true });
    expect(overlayChange(shipped, { ...values, sort: 5 })).toEqual({ sort: 5 });
  });
});
