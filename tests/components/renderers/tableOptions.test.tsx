/**
 * The table's own toolbar (antd's Table under our bar, in place of
 * ProTable's): title, reload, density and column settings; `options: false`
 * leaves them out.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { enums, makeRows, pagedHandler } from './fixtures';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table']));

const table = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 'table',
  api: { url: '/eps/tasks' },
  title: 'Tasks',
  columns: [
    { title: 'Name', dataIndex: 'taskName' },
    { title: 'Amount', dataIndex: 'amount' },
  ],
  ...extra,
});

describe('table toolbar', () => {
  it('shows the title and reloads the current page from the reload icon', async () => {
    const { env } = renderSchema(table(), { api: pagedHandler(makeRows(3)), data: { enums } });
    await screen.findByText('Task 1');
    expect(screen.getByText('Tasks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(env.requests).toHaveLength(2));
  });

  it('hides a column from the column settings and shows it again', async () => {
    renderSchema(table(), { api: pagedHandler(makeRows(3)), data: { enums } });
    await screen.findByText('Task 1');
    expect(screen.getByText('1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const amount = await screen.findByRole('checkbox', { name: 'Amount' });
    fireEvent.click(amount);
    await waitFor(() => expect(screen.queryByText('1000')).toBeNull());
    expect(screen.getByText('Task 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Amount' }));
    expect(await screen.findByText('1000')).toBeTruthy();
  });

  it('changes the density from the density menu', async () => {
    const { container } = renderSchema(table(), { api: pagedHandler(makeRows(3)), data: { enums } });
    await screen.findByText('Task 1');
    expect(container.querySelector('.ant-table-small')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Density' }));
    fireEvent.click(await screen.findByText('Compact'));
    await waitFor(() => expect(container.querySelector('.ant-table-small')).toBeTruthy());
  });

  it('leaves the options out with options: false, and the bar out when it would be empty', async () => {
    const { container } = renderSchema(table({ options: false, title: undefined }), { api: pagedHandler(makeRows(3)), data: { enums } });
    await screen.findByText('Task 1');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(container.querySelector('.eps-table-toolbar')).toBeNull();
  });
});
