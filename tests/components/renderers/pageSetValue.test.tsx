/**
 * A page takes values from a `setValue` action (the enterprise page's lock
 * after a submission, spec workflow-enterprise-embedding 4.5): they lie over
 * the loaded data and stay through a reload.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['page', 'button', 'text']));

describe('page setValue', () => {
  it('hides what the set value turns off, over the data, through a reload', async () => {
    let loads = 0;
    renderSchema(
      {
        type: 'page',
        id: 'p',
        initApi: { url: '/eps/x' },
        body: [
          { type: 'text', text: 'name: ${name}' },
          {
            type: 'button',
            label: 'Lock',
            visibleOn: '!locked',
            action: [
              { action: 'setValue', target: 'p', value: { locked: true } },
              { action: 'reload', target: 'p' },
            ],
          },
        ],
      },
      {
        api: () => {
          loads += 1;
          return ok({ name: `load ${loads}`, locked: false });
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(screen.getByText('name: load 2')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
  });
});
