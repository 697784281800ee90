// @vitest-environment jsdom
/**
 * The home page document (schemas/home/index.json, spec portal-shell 2.4)
 * rendered with the real registry: the greeting by part of day with the
 * username and tenant, app tiles opening apps through the `openApp` host
 * capability, task counts opening the to-do dialog, and the two news lists
 * (category 2 and 6, five at most) with weekday badges, opening bulletins.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '../../../src/core/env';
import { Scope } from '../../../src/core/scope';
import { SHELL_ENUMS } from '../../../src/shell/constants/enums';
import { renderSchema } from '../../helpers/renderSchema';
import { SEEDED_PERMISSION_URLS } from '../../helpers/seededPermissionUrls';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { preloadRenderers } from '../../components/renderers/preload';
import home from '../../../schemas/home/index.json';

beforeAll(() => preloadRenderers(['list', 'tiles', 'statistic']));
afterEach(() => vi.useRealTimers());

const news = (category: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: category * 100 + i,
    title: `News ${category}-${i}`,
    source: 'Ops',
    // 2026-11-22 is a Sunday.
    modifyTime: `2026-11-${String(22 - i).padStart(2, '0')} 09:00:00`,
  }));

function api(request: ApiRequest) {
  if (request.url === '/eps/sse/workbench/Task/queryTaskCount') return ok({ total: 30, underway: 12, finished: 18 });
  if (request.url === '/eps/config/uc/news/page') {
    const category = Number(request.params?.category);
    return ok({ items: news(category, category === 2 ? 7 : 0), total: 7 });
  }
  throw new Error(`unexpected ${request.url}`);
}

const USER = { username: 'Ann Lee', tenantName: 'East Group', avatar: null };
const APPS = [
  { permissionId: 10, appInfoId: 1, title: 'Sourcing', icon: '', linkType: '0', redirect: '/pages/main/src/a' },
  { permissionId: 20, appInfoId: 2, title: 'Contracts', icon: '', linkType: '1', redirect: null },
];

function renderHome(language = 'en') {
  // The notices and logs go by permission code (p_conifg_news), resolved to the seeded URL.
  const env = createTestEnv({ api, language, permissionUrls: SEEDED_PERMISSION_URLS });
  const opened: unknown[] = [];
  env.host = {
    openApp: async (args) => {
      opened.push(args.permissionId);
      return undefined;
    },
  };
  const dialog = { schemaVersion: 1, type: 'dialog', title: 'To-dos', body: { type: 'text', text: 'All ${counts.total}' } };
  env.screens = { bundled: { 'home/todo-dialog': () => Promise.resolve(dialog) } };
  const scope = new Scope({ user: USER, apps: APPS, enums: SHELL_ENUMS });
  renderSchema(home, { env, scope });
  return { env, opened };
}

describe('home page schema', () => {
  it('greets by the part of the day with the username, and shows the tenant with the tip', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
    renderHome('en');
    expect((await screen.findByTestId('home-greeting')).textContent).toBe('Good morning, Ann Lee');
    expect(screen.getByText('East Group · Have a productive day!')).toBeTruthy();
    expect(screen.getByTestId('home-workbench').querySelector('.ant-avatar .anticon-user')).not.toBeNull();
  });

  it('greets in Chinese in the evening', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 18, 0));
    renderHome('zh-cn');
    expect((await screen.findByTestId('home-greeting')).textContent).toBe('晚上好，Ann Lee');
  });

  it('draws the apps as tiles; a click opens the app by its permission id', async () => {
    const { opened } = renderHome();
    const tiles = await screen.findAllByTestId('home-apps-item');
    expect(tiles.map((tile) => tile.textContent)).toEqual(['Sourcing', 'Contracts']);
    expect(screen.getByTestId('home-apps-search').getAttribute('placeholder')).toBe('Search apps');
    fireEvent.click(tiles[1] as HTMLElement);
    await waitFor(() => expect(opened).toEqual([20]));
  });

  it('shows the task counts; a count or the link opens the to-do dialog with the counts', async () => {
    renderHome();
    const underway = await screen.findByTestId('home-tasks-underway');
    await waitFor(() => expect(underway.textContent).toContain('12'));
    expect(screen.getByTestId('home-tasks-finished').textContent).toContain('18');
    fireEvent.click(screen.getByTestId('home-tasks-finished'));
    expect(await screen.findByText('All 30')).toBeTruthy();
  });

  it('lists five announcements with weekday badges, source and date; a row opens its bulletin; logs show the empty picture', async () => {
    const { env } = renderHome();
    await waitFor(() => expect(screen.getAllByTestId('home-notices-item')).toHaveLength(5));
    const first = screen.getAllByTestId('home-notices-item')[0] as HTMLElement;
    expect(within(first).getByText('Sun')).toBeTruthy();
    expect(first.textContent).toContain('News 2-0');
    expect(first.textContent).toContain('Ops  2026-11-22');
    expect(within(screen.getAllByTestId('home-notices-item')[1] as HTMLElement).getByText('Sat')).toBeTruthy();
    const request = env.requests.find((r) => r.url === '/eps/config/uc/news/page' && r.params?.category === 2);
    expect(request?.params).toEqual({ pageSize: 5, pageNum: 1, category: 2, containExpired: 0 });
    fireEvent.click(within(first).getByText('News 2-0'));
    await waitFor(() => expect(env.navigations).toEqual(['/pages/main/bulletins/detail/200']));
    fireEvent.click(screen.getByTestId('home-notices-more'));
    await waitFor(() => expect(env.navigations[1]).toBe('/pages/main/bulletins?type=2'));

    expect(await within(screen.getByTestId('home-logs')).findByText('No publish logs')).toBeTruthy();
    fireEvent.click(screen.getByTestId('home-logs-more'));
    await act(async () => undefined);
    expect(env.navigations[2]).toBe('/pages/main/bulletins?type=6');
  });
});
