/**
 * The approval bar and its dialogs (src/shell/approval; spec workflow 2.2,
 * 4.3, 5) and the member picker (2.5, 9), on real antd with a small api.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { registry } from '../../../renderers';
import { PortalRuntime } from '../../../src/core/react';
import type { ApiEnvelope, ApiRequest } from '../../../src/core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import { ApprovalLayout } from '../../../src/shell/approval/ApprovalLayout';
import { MemberPicker } from '../../../src/shell/approval/MemberPicker';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';

const actionlist = [
  { action: 'Approve', actiondispname: 'Approve' },
  { action: 'Submit', actiondispname: 'Submit' },
  { action: 'DOAReject', actiondispname: 'Reject' },
  { action: 'Transfer', actiondispname: 'Transfer' },
];
const members = Array.from({ length: 45 }, (_, i) => ({ userId: i, username: `Member ${i}`, userno: `E${2000 + i}`, position: 'p', orgname: 'o', deptname: 'd' }));

function wrap(env: TestEnv, node: ReactElement): ReactElement {
  return (
    <I18nextProvider i18n={createI18n('en')}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <PortalRuntime registry={registry} env={env}>
          <MemoryRouter initialEntries={['/bpm-ui/demo-ui/doc?barcode=PO-1']}>{node}</MemoryRouter>
        </PortalRuntime>
      </ConfigProvider>
    </I18nextProvider>
  );
}

function api(answers: { agree?: ApiEnvelope } = {}) {
  return (request: ApiRequest): ApiEnvelope => {
    if (request.url.endsWith('/getButton')) return ok({ data: { actionlist, version: 3 } });
    if (request.url.endsWith('/queryUserByUc')) {
      const { pageNum = 1, pageSize = 20, keyword = '' } = request.params as { pageNum?: number; pageSize?: number; keyword?: string };
      const found = members.filter((m) => m.username.includes(keyword));
      return ok({ items: found.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: found.length });
    }
    return answers.agree ?? ok({ status: 'running' });
  };
}

describe('approval bar', () => {
  it('shows one button per action plus Return, hides Submit, makes only Approve primary', async () => {
    const env = createTestEnv({ api: api() });
    render(wrap(env, <ApprovalLayout engine="bpm" narrow={false} onLeave={() => undefined}><p>page</p></ApprovalLayout>));
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    await within(bar).findByRole('button', { name: 'Approve' });
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject', 'Transfer', 'Return']);
    expect(within(bar).getByRole('button', { name: 'Approve' }).className).toContain('ant-btn-primary');
    expect(within(bar).getByRole('button', { name: 'Reject' }).className).not.toContain('ant-btn-primary');
    expect(env.requests[0]).toMatchObject({ url: '/eps/eps-api/signBpm/getButton', params: { barcode: 'PO-1' } });
  });

  it('offers only Approve and Reject on a narrow screen', async () => {
    const env = createTestEnv({ api: api() });
    render(wrap(env, <ApprovalLayout engine="bpm" narrow onLeave={() => undefined}><p>page</p></ApprovalLayout>));
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    await within(bar).findByRole('button', { name: 'Approve' });
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject', 'Return']);
  });

  it('requires the comment, submits with businessid 12 and the version, refreshes the buttons and leaves', async () => {
    const left: string[] = [];
    const env = createTestEnv({ api: api() });
    render(wrap(env, <ApprovalLayout engine="bpm" narrow={false} onLeave={(a) => left.push(a)}><p>page</p></ApprovalLayout>));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter a comment')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'budget too high' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(left).toEqual(['DOAReject']));
    const call = env.requests.find((r) => r.url.endsWith('/reject'))!;
    expect(call.params).toMatchObject({ barcode: 'PO-1', comment: 'budget too high', businessid: '12', version: 3 });
    expect(env.requests.filter((r) => r.url.endsWith('/getButton'))).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open with the server message on a non-success answer', async () => {
    const env = createTestEnv({ api: api({ agree: { code: '409', message: 'The document has changed', data: null } }) });
    const left: string[] = [];
    render(wrap(env, <ApprovalLayout engine="bpm" narrow={false} onLeave={(a) => left.push(a)}><p>page</p></ApprovalLayout>));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    // Approve is prefilled with its default comment.
    expect((within(dialog).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Agreed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'The document has changed');
    expect(left).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('needs exactly one person to transfer', async () => {
    const env = createTestEnv({ api: api() });
    render(wrap(env, <ApprovalLayout engine="bpm" narrow={false} onLeave={() => undefined}><p>page</p></ApprovalLayout>));
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'yours' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please choose one person')).toBeTruthy();
    expect(env.requests.some((r) => r.url.endsWith('/transfer'))).toBe(false);
  });

  it('in the forwarding layout, sends each button (and Return) to the parent and opens no dialog', async () => {
    const env = createTestEnv({ api: api() });
    const forwarded: string[] = [];
    const left = vi.fn();
    render(wrap(env, <ApprovalLayout engine="bpm" narrow={false} forward onForward={(action, query) => forwarded.push(`${action}:${query['barcode']}`)} onLeave={left}><p>page</p></ApprovalLayout>));
    const bar = await screen.findByRole('toolbar', { name: 'Approval actions' });
    fireEvent.click(await within(bar).findByRole('button', { name: 'Approve' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Return' }));
    expect(forwarded).toEqual(['Approve:PO-1', 'back:PO-1']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(left).not.toHaveBeenCalled();
  });
});

describe('member picker', () => {
  // A generous timeout: a table of 20 rows on a loaded 2-core machine.
  it('searches after the 180 ms debounce, pages by 20 and chooses user numbers', { timeout: 90_000 }, async () => {
    const env = createTestEnv({ api: api() });
    const chosen: string[][] = [];
    render(wrap(env, <MemberPicker multiple onChange={(nos) => chosen.push(nos)} />));
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Member 0');
    expect(env.requests.at(-1)!.params).toMatchObject({ pageNum: 1, pageSize: 20, keyword: '' });
    expect(within(dialog).getByTitle('3')).toBeTruthy(); // 45 members: three pages of 20
    const searches = env.requests.length;
    fireEvent.change(within(dialog).getByLabelText('Search by name, number or department'), { target: { value: 'Member 1' } });
    fireEvent.change(within(dialog).getByLabelText('Search by name, number or department'), { target: { value: 'Member 12' } });
    // One request for the settled keyword, none for the intermediate one.
    await waitFor(() => expect(env.requests.slice(searches).map((r) => (r.params as { keyword: string }).keyword)).toEqual(['Member 12']));
    await waitFor(() => expect(within(dialog).queryByText('Member 0')).toBeNull());
    fireEvent.click(within(dialog).getAllByRole('checkbox')[1]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(chosen.at(-1)).toEqual(['E2012']));
  });
});
