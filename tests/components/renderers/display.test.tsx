import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiEnvelope } from '@core/env';
import { ok } from '../../helpers/testEnv';
import { enums } from './fixtures';
import { preloadRenderers } from './preload';
import { renderSchema } from '../../helpers/renderSchema';

beforeAll(() => preloadRenderers(['descriptions', 'timeline', 'image']));

describe('descriptions renderer', () => {
  it('shows fields and templates from the scope, formatted, and hides items by visibleOn', async () => {
    const { container } = renderSchema(
      {
        type: 'descriptions',
        title: { 'zh-cn': '企业信息', en: 'Enterprise' },
        column: 3,
        bordered: true,
        items: [
          { label: { 'zh-cn': '名称', en: 'Name' }, field: 'data.name' },
          { label: 'Address', value: '${data.province} ${data.city}' },
          { label: 'Capital', field: 'data.capital', valueType: 'money' },
          { label: 'Registered', field: 'data.registeredAt', valueType: 'date' },
          { label: 'State', field: 'data.state', valueType: 'tag', valueEnum: 'taskStatus' },
          { label: 'Secret', field: 'data.secret', visibleOn: 'user.admin' },
          { label: 'Missing', field: 'data.nothing' },
          { label: 'Badge', body: { type: 'tag', text: 'VIP', color: 'gold' } },
        ],
      },
      {
        data: {
          enums,
          user: { admin: false },
          data: { name: 'ACME', province: 'Zhejiang', city: 'Hangzhou', capital: 1234567.5, registeredAt: '2020-05-06T10:00:00Z', state: '2', secret: 'x' },
        },
      },
    );
    expect(await screen.findByText('Enterprise')).toBeTruthy();
    expect(screen.getByText('ACME')).toBeTruthy();
    expect(screen.getByText('Zhejiang Hangzhou')).toBeTruthy();
    expect(screen.getByText('1,234,567.50')).toBeTruthy();
    expect(screen.getByText('2020-05-06')).toBeTruthy();
    expect(screen.getByText('Finished').classList.contains('ant-tag-green')).toBe(true);
    expect(screen.queryByText('Secret')).toBeNull();
    expect(screen.getByText('Missing').closest('th')?.nextElementSibling?.textContent).toBe('-');
    expect(screen.getByText('VIP').classList.contains('ant-tag-gold')).toBe(true);
    expect(container.querySelector('.ant-descriptions-bordered')).toBeTruthy();
  });
});

describe('timeline renderer', () => {
  it('draws records from the scope with colours from a named enum', async () => {
    const { container } = renderSchema(
      {
        type: 'timeline',
        source: '${data.logs}',
        item: { title: '${operator}', label: '${time}', color: '${status}', colorEnum: 'taskStatus', content: { type: 'text', text: '${item.comment}' } },
      },
      {
        data: {
          enums,
          data: { logs: [
            { operator: 'Ann', time: '09:00', status: '1', comment: 'Submitted' },
            { operator: 'Bob', time: '10:00', status: '2', comment: 'Approved' },
          ] },
        },
      },
    );
    expect(await screen.findByText('Ann')).toBeTruthy();
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('10:00')).toBeTruthy();
    const items = [...container.querySelectorAll('.ant-timeline-item-head')];
    expect(items[0]?.classList.contains('ant-timeline-item-head-blue')).toBe(true);
    expect(items[1]?.classList.contains('ant-timeline-item-head-green')).toBe(true);
  });

  it('loads records from an api, and shows an empty state without any', async () => {
    const { env } = renderSchema(
      { type: 'timeline', api: { url: '/eps/history', params: { id: '${id}' } }, item: { title: '${step}' } },
      { api: () => ok([{ step: 'Created' }, { step: 'Signed' }]), data: { id: 3 } },
    );
    expect(await screen.findByText('Signed')).toBeTruthy();
    expect(env.requests[0]?.params).toEqual({ id: 3 });

    renderSchema({ type: 'timeline', items: [], empty: { 'zh-cn': '暂无记录', en: 'No history' } });
    expect(await screen.findByText('No history')).toBeTruthy();
  });
});

describe('small renderers', () => {
  it('render a card with grid columns, alert, text, tag, empty, divider, image and an actions bar', async () => {
    const { container } = renderSchema(
      {
        type: 'card',
        title: 'Overview',
        extra: { type: 'button', label: 'Edit', icon: 'edit', level: 'link' },
        body: [
          {
            type: 'grid',
            gutter: 24,
            columns: [
              { span: 12, body: { type: 'alert', level: 'warning', message: { 'zh-cn': '注意', en: 'Careful' }, description: 'Check ${user.name}' } },
              { span: 12, xs: 12, body: { type: 'text', tag: 'h3', text: 'Hello ${user.name}' } },
            ],
          },
          { type: 'tag', enum: 'taskStatus', value: '${state}' },
          { type: 'empty', description: { 'zh-cn': '空空如也', en: 'Nothing here' } },
          { type: 'divider', text: 'Section' },
          { type: 'image', src: '/eps/file/${user.avatarId}', alt: { 'zh-cn': '头像', en: 'Avatar' } },
          { type: 'actions', align: 'right', items: [{ type: 'button', label: 'A' }, { type: 'button', label: 'B', level: 'danger' }] },
        ],
      },
      { data: { enums, state: 1, user: { name: 'Ann', avatarId: 42 } } },
    );
    expect(await screen.findByText('Overview')).toBeTruthy();
    expect(screen.getByText('Edit').closest('button')?.querySelector('.anticon-edit')).toBeTruthy();
    expect(container.querySelector('.ant-alert-warning')?.textContent).toContain('Check Ann');
    expect(screen.getByText('Hello Ann').tagName).toBe('H3');
    const cols = container.querySelectorAll('.eps-grid > .ant-col');
    expect(cols[0]?.className).toMatch(/ant-col-xs-24/);
    expect(cols[0]?.className).toMatch(/ant-col-md-12/);
    expect(cols[1]?.className).toMatch(/ant-col-xs-12/);
    expect(screen.getByText('Underway').classList.contains('ant-tag-blue')).toBe(true);
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.getByText('Section')).toBeTruthy();
    const image = await screen.findByAltText('Avatar');
    expect(image.getAttribute('src')).toBe('/eps/file/42');
    const bar = container.querySelector<HTMLElement>('.eps-actions');
    expect(bar?.style.justifyContent).toBe('flex-end');
    expect(screen.getByText('B').closest('button')?.classList.contains('ant-btn-dangerous')).toBe(true);
  });

  it('a button asks confirmText first, shows loading while its chain runs, and ignores clicks meanwhile', async () => {
    let finish!: (envelope: ApiEnvelope) => void;
    const { env } = renderSchema(
      {
        type: 'button',
        label: 'Delete',
        confirmText: { 'zh-cn': '确定删除${name}？', en: 'Delete ${name}?' },
        action: [{ action: 'ajax', api: { method: 'delete', url: '/eps/item/${id}' } }, { action: 'toast', message: 'Deleted' }],
      },
      {
        api: () =>
          new Promise<ApiEnvelope>((resolve) => {
            finish = resolve;
          }),
        data: { id: 5, name: 'Pump' },
      },
    );
    const button = (await screen.findByText('Delete')).closest('button') as HTMLButtonElement;
    env.confirmAnswer = false;
    fireEvent.click(button);
    await act(async () => {});
    expect(env.requests).toHaveLength(0);

    env.confirmAnswer = true;
    fireEvent.click(button);
    await waitFor(() => expect(env.requests).toHaveLength(1));
    expect(env.requests[0]).toMatchObject({ method: 'delete', url: '/eps/item/5' });
    expect(button.classList.contains('ant-btn-loading')).toBe(true);
    fireEvent.click(button);
    await act(async () => {});
    expect(env.requests).toHaveLength(1);
    await act(async () => finish(ok(null)));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'Deleted' }));
    expect(button.classList.contains('ant-btn-loading')).toBe(false);
  });

  it('a disabledOn button cannot run', async () => {
    const { env } = renderSchema({ type: 'button', label: 'Go', disabledOn: 'locked', action: { action: 'navigate', to: '/x' } }, { data: { locked: true } });
    const button = (await screen.findByText('Go')).closest('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    await act(async () => {});
    expect(env.navigations).toEqual([]);
  });

  it('an icon-only button is named by its translated ariaLabel', async () => {
    renderSchema({ type: 'button', icon: 'edit', ariaLabel: { 'zh-cn': '编辑', en: 'Edit' } }, { language: 'zh-cn' });
    expect(await screen.findByRole('button', { name: '编辑' })).toBeTruthy();
  });
});
