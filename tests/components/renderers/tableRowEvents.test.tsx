/**
 * Table row events (`onRowClick`, `onRowDoubleClick`): the actions run with
 * the row in scope; clicks on a control inside the row are left to it.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['table']));

const rows = [
  { id: 7, title: 'Steel' },
  { id: 9, title: 'Cement' },
];

describe('table row events', () => {
  it('runs onRowDoubleClick with the row in scope, and nothing on a single click', async () => {
    const env = createTestEnv({ api: () => ok({ items: rows, total: 2 }) });
    renderSchema(
      {
        type: 'table',
        api: { url: '/eps/list' },
        pagination: false,
        options: false,
        columns: [{ title: 'Title', dataIndex: 'title' }],
        onRowDoubleClick: { action: 'navigate', to: '/detail/${row.id}?t=${title}' },
      },
      { env },
    );
    const cell = await screen.findByText('Cement');
    fireEvent.click(cell);
    expect(env.navigations).toEqual([]);
    fireEvent.doubleClick(cell);
    await waitFor(() => expect(env.navigations).toEqual(['/detail/9?t=Cement']));
  });

  it('runs onRowClick, but not for a click on a row link', async () => {
    const env = createTestEnv();
    renderSchema({
      type: 'table',
      source: '${rows}',
      pagination: false,
      options: false,
      columns: [
        { title: 'Title', dataIndex: 'title' },
        { title: 'Actions', valueType: 'option', actions: [{ label: 'Open', action: { action: 'toast', message: 'opened ${row.id}' } }] },
      ],
      onRowClick: { action: 'navigate', to: '/row/${row.id}' },
    }, { env, data: { rows } });
    fireEvent.click(await screen.findByText('Steel'));
    await waitFor(() => expect(env.navigations).toEqual(['/row/7']));
    fireEvent.click(screen.getAllByText('Open')[1]!);
    await waitFor(() => expect(env.notices.at(-1)?.message).toBe('opened 9'));
    expect(env.navigations).toEqual(['/row/7']);
  });
});
