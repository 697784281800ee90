/**
 * The member picker (spec workflow 2.5, 9): keyword search after the 180 ms
 * debounce, pages of 20, and the chosen user numbers.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { registry } from '../../../renderers';
import { PortalRuntime } from '@core/react';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import { MemberPicker } from '../../../src/shell/approval/MemberPicker';
import { createTestEnv, ok, type TestEnv } from '../../helpers/testEnv';

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

function api() {
  return (request: ApiRequest): ApiEnvelope => {
    const { pageNum = 1, pageSize = 20, keyword = '' } = request.params as { pageNum?: number; pageSize?: number; keyword?: string };
    const found = members.filter((m) => m.username.includes(keyword));
    return ok({ items: found.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: found.length });
  };
}

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
