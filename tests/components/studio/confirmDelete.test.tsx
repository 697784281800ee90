/**
 * Deleting a tenant's screen from the studio's list asks first: a modal
 * question naming the screen, translated, with the focus on Cancel (so
 * Enter does not delete by accident) and Escape cancelling; only the
 * confirmed question deletes it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../../src/core/env';
import { MenusPanel } from '../../../src/studio/menus/MenusPanel';
import { ScreensList } from '../../../src/studio/screens/ScreensList';
import { ok } from '../../helpers/testEnv';
import { renderShell } from '../shell/harness';

function screensServer(request: ApiRequest) {
  if (request.method === 'get') return ok([{ id: 't/offers', state: 'tenant', hasDraft: true, publishedVersion: 1, drift: false, kind: 'page' }, { id: 'home/todo', state: 'shipped', hasDraft: false, publishedVersion: null, drift: false, kind: 'page' }]);
  return ok(null);
}

const deletes = (requests: readonly ApiRequest[]) => requests.filter((request) => request.method === 'delete');

describe('studio: deleting a screen asks first', () => {
  it('asks with the screen named and the focus on Cancel; Escape and Cancel delete nothing; confirming deletes it', async () => {
    const { env } = renderShell(<ScreensList onOpen={() => undefined} onCreate={() => undefined} />, { api: screensServer });
    const button = await screen.findByRole('button', { name: '删除 t/offers' });
    // Shipped screens have no delete in the list.
    expect(screen.queryByTestId('screen-delete-home/todo')).toBeNull();

    fireEvent.click(button);
    let question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('删除页面 t/offers？');
    await waitFor(() => expect(document.activeElement).toBe(within(question).getByTestId('studio-confirm-cancel')));
    fireEvent.keyDown(question, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(button);
    question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByTestId('studio-confirm-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(env.requests)).toEqual([]);

    fireEvent.click(button);
    question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByTestId('studio-confirm-ok'));
    await waitFor(() => expect(deletes(env.requests)).toHaveLength(1));
    expect(deletes(env.requests)[0]?.url).toBe('/eps/lowcode/screens?id=t%2Foffers');
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: '已删除' }));
  });
});

describe('studio: deleting a menu entry asks first', () => {
  it('names the entry; Cancel deletes nothing, confirming deletes it', async () => {
    const tree = [{ permissionId: 41, parentId: null, type: 1, name: '报价单', uri: 'schema:t/offers', sort: 1, editable: true, children: [] }];
    const { env } = renderShell(<MenusPanel />, { api: (request) => ok(request.method === 'get' && request.url === '/eps/lowcode/menus' ? tree : request.method === 'get' ? [] : null) });
    fireEvent.click(await screen.findByText('报价单'));
    fireEvent.click(screen.getByTestId('menu-delete'));
    let question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('删除菜单项 报价单？');
    fireEvent.click(within(question).getByTestId('studio-confirm-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes(env.requests)).toEqual([]);

    fireEvent.click(screen.getByTestId('menu-delete'));
    question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByTestId('studio-confirm-ok'));
    await waitFor(() => expect(deletes(env.requests).map((request) => request.url)).toEqual(['/eps/lowcode/menus/41']));
  });
});
