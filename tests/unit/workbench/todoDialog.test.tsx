// @vitest-environment jsdom
/**
 * The to-do dialog schema (spec portal-shell 2.3, 4) with the tabs renderer's
 * `itemsSource`: tabs per app from queryAppCount with count badges after All,
 * each tab's table asking for its app; the status filter from the shell's
 * `taskStatus` enum; 'handle' / 'view' by status, disabled without moduleUrl.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiRequest } from '../../../src/core/env';
import { Scope } from '../../../src/core/scope';
import { SHELL_ENUMS } from '../../../src/shell/constants/enums';
import { renderSchema } from '../../helpers/renderSchema';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';
import { preloadRenderers } from '../../components/renderers/preload';
import todoDialog from '../../../schemas/home/todo-dialog.json';

const TASKS = [
  { id: 1, appCode: 'menu_source', appName: '寻源采购', taskName: '询价单审批 0001', taskStatus: '01', startTime: '2026-01-01T00:00:00Z', scReferTime: '2026-01-02T00:00:00Z', moduleUrl: '/pages/main/x' },
  { id: 2, appCode: 'contract', appName: '合同管理', taskName: '合同会签 0002', taskStatus: '03', startTime: '2026-01-01T00:00:00Z', moduleUrl: null },
];

function api(request: ApiRequest) {
  if (request.url.endsWith('/queryAppCount')) {
    return { code: '200', data: { total: 2, items: [{ appCode: 'menu_source', appName: '寻源采购', underwayNum: 2, count: 7 }, { appCode: 'contract', appName: '合同管理', underwayNum: 1, count: 3 }] } };
  }
  const params = request.params ?? {};
  const rows = TASKS.filter((t) => (!params['appCode'] || t.appCode === params['appCode']) && (!params['taskStatus'] || t.taskStatus === params['taskStatus']));
  return { code: '200', data: { list: rows, total: rows.length } };
}

// The split-out renderers are imported once up front (tests/components/renderers/preload.ts):
// a cold import of the table renderer takes longer than findBy's wait on a busy machine.
beforeAll(() => preloadRenderers(['tabs', 'table']), 120_000);

describe('to-do dialog schema', () => {
  it('builds app tabs with underway-count badges and filters each tab by app and status', async () => {
    const scope = new Scope({ enums: SHELL_ENUMS, counts: { total: 120, underway: 4 } });
    const { env } = renderSchema((todoDialog as { body: unknown }).body, { api, scope, language: 'en' });
    const contractTab = await screen.findByRole('tab', { name: /合同管理/ });
    // Badges count the underway tasks (01 and 02), not every task of the app (spec 3: per-app underwayNum).
    expect(contractTab.querySelector('sup[title="1"]')).not.toBeNull();
    expect(contractTab.querySelector('sup[title="3"]')).toBeNull();
    expect(screen.getByRole('tab', { name: /All/ }).querySelector('sup[title="4"]')).not.toBeNull();
    expect(await screen.findByText('询价单审批 0001')).toBeTruthy();
    // 01 -> Handle, enabled; 03 without moduleUrl -> View, disabled.
    const handle = screen.getByText('Handle');
    expect(handle.closest('button,a')?.hasAttribute('disabled') ?? false).toBe(false);
    const view = screen.getByText('View');
    expect(view.closest('[disabled], .ant-typography-disabled, [aria-disabled="true"]')).not.toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Done on time' }));
    await waitFor(() => expect(env.requests.some((r) => r.url.endsWith('pageWorkbenchTaskList') && r.params?.['taskStatus'] === '03')).toBe(true));

    fireEvent.click(contractTab);
    await waitFor(() => expect(env.requests.some((r) => r.params?.['appCode'] === 'contract')).toBe(true));
  }, 30_000);
});

describe('bulletins list schema', () => {
  it('selects the dictionary tab the type route parameter names once the tabs arrive', async () => {
    const { default: bulletins } = await import('../../../schemas/bulletins/list.json');
    const handler = (request: ApiRequest) =>
      request.url.endsWith('/dict/list')
        ? { code: '200', data: [{ dictCode: 'dict_news_type', subset: [{ dictValue: '2', dictLabel: 'System announcements' }, { dictValue: '6', dictLabel: 'Publish logs' }] }] }
        : { code: '200', data: { items: [{ id: 1, title: `news of ${String(request.params?.['category'] ?? 'all')}`, source: 's', modifyTime: '2026-01-01T00:00:00Z' }], total: 1 } };
    const scope = new Scope({ enums: SHELL_ENUMS, route: { params: {}, query: { type: '6' } } });
    renderSchema(bulletins, { api: handler, scope, language: 'en', permissionUrls: SEEDED_PERMISSION_URLS });
    const logs = await screen.findByRole('tab', { name: 'Publish logs' });
    await waitFor(() => expect(logs.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText('news of 6')).toBeTruthy();
  }, 30_000);
});
