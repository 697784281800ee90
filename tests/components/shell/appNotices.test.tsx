/**
 * The app notice panel (spec portal-shell 2.3 "notice panel (multi-step
 * dialog with an attachment download)", 4 "App notices"): the real
 * schemas/shell/app-notices.json opened by AppNoticesHost from the pending
 * notices; one notice per step, each marked read as it is shown, the
 * attachment downloaded through the file call, Done closes. Real antd,
 * jotai and i18next.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import appNoticesDocument from '../../../schemas/shell/app-notices.json';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { AppNoticesHost } from '../../../src/shell/workbench/AppNoticesHost';
import { appNoticePanel, type AppNotice } from '../../../src/shell/apps/appNotices';
import { ok } from '../../helpers/testEnv';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';
import { preloadRenderers } from '../renderers/preload';
import { renderShell } from './harness';

beforeAll(() => preloadRenderers(['dialog', 'steps', 'text', 'html', 'button']));

const NOTICES: AppNotice[] = [
  { id: 7, title: '寻源采购模块升级', content: '<p>新增<b>批量比价</b>功能。</p><script>window.hacked = 1</script>', attachment: null },
  { id: 8, title: '操作手册更新', content: '<p>请下载新版手册。</p>', attachment: { attachmentId: 'att-manual', filename: '操作手册.txt' } },
];

function api(request: ApiRequest): ApiEnvelope {
  if (request.url === '/eps/config/file/oss/ids/att-manual') return ok([{ attachmentId: 'att-manual', downloadUrl: '/eps/config/file/oss/download/att-manual' }]);
  return ok(null);
}

function open() {
  const harness = renderShell(<AppNoticesHost />, { api, path: '/pages/main/home', permissionUrls: SEEDED_PERMISSION_URLS });
  harness.env.screens = { bundled: { 'shell/app-notices': () => Promise.resolve(appNoticesDocument) } };
  // Mounted, the host is the registered panel; the launcher hands notices to it.
  const panel = appNoticePanel();
  expect(panel).toBeDefined();
  act(() => panel?.(NOTICES));
  return harness;
}

const reads = (requests: readonly ApiRequest[]): string[] => requests.map((r) => r.url).filter((u) => u.includes('setAppMsgRed'));

describe('app notice panel', () => {
  it('shows the notices one per step, marks each read as shown, downloads the attachment, and closes on Done', async () => {
    const { env, unmount } = open();
    const item = await screen.findByTestId('app-notices-steps-item');
    expect(item.querySelector('h3')?.textContent).toBe('寻源采购模块升级');
    // Sanitised HTML content: markup kept, script gone.
    expect(item.querySelector('b')?.textContent).toBe('批量比价');
    expect(item.querySelector('script')).toBeNull();
    expect(screen.queryByTestId('app-notice-attachment')).toBeNull();
    expect(screen.getByText('应用公告')).toBeTruthy();
    await waitFor(() => expect(reads(env.requests)).toEqual(['/eps/usercenter/appMsg/setAppMsgRed/7']));

    fireEvent.click(screen.getByTestId('app-notices-steps-next'));
    expect(screen.getByTestId('app-notices-steps-item').querySelector('h3')?.textContent).toBe('操作手册更新');
    await waitFor(() => expect(reads(env.requests)).toEqual(['/eps/usercenter/appMsg/setAppMsgRed/7', '/eps/usercenter/appMsg/setAppMsgRed/8']));

    const download = screen.getByTestId('app-notice-attachment');
    expect(download.textContent).toContain('操作手册.txt');
    fireEvent.click(download);
    await waitFor(() => expect(env.windows).toEqual(['/eps/config/file/oss/download/att-manual']));

    fireEvent.click(screen.getByTestId('app-notices-steps-prev'));
    fireEvent.click(screen.getByTestId('app-notices-steps-next'));
    fireEvent.click(screen.getByTestId('app-notices-steps-done'));
    await waitFor(() => expect(screen.queryByTestId('app-notices-steps')).toBeNull());
    // Each notice was marked once.
    expect(reads(env.requests)).toHaveLength(2);
    unmount();
    expect(appNoticePanel()).toBeUndefined();
  });
});
