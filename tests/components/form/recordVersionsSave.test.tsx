/**
 * A form saves the version of the copy it shows: the record versions of the answer that filled it (initApi)
 * go with its save as `ifMatch`, so the api client sends those instead of a newer version another part of
 * the page read meanwhile (src/api/rules/recordVersions.ts), and the server refuses the stale save.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ApiRequest } from '@core/env';
import { renderSchema } from '../../helpers/renderSchema';
import { ok } from '../../helpers/testEnv';

const profileForm = (initApi: boolean): Record<string, unknown> => ({
  type: 'form',
  schema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
  ...(initApi ? { initApi: { url: '/eps/user/profile' } } : {}),
  api: { method: 'put', url: '/eps/user/profile' },
});

it('sends the versions of the answer that filled it with its save', async () => {
  const requests: ApiRequest[] = [];
  renderSchema(profileForm(true), {
    api: (request) => {
      requests.push(request);
      return request.method === 'get' ? { ...ok({ name: 'Ann' }), recordVersions: '"user:3:5"' } : ok(null);
    },
  });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]).toMatchObject({ method: 'put', url: '/eps/user/profile', ifMatch: '"user:3:5"' });
});

it('a second save of the same copy sends the version its first save was answered with', async () => {
  const requests: ApiRequest[] = [];
  let saves = 0;
  renderSchema(profileForm(true), {
    api: (request) => {
      requests.push(request);
      if (request.method === 'get') return { ...ok({ name: 'Ann' }), recordVersions: '"user:3:5"' };
      saves += 1;
      return { ...ok(null), recordVersions: `"user:3:${5 + saves}"` };
    },
  });
  await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ann'));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(requests).toHaveLength(2));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(requests).toHaveLength(3));
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(requests).toHaveLength(4));
  expect(requests[2]?.ifMatch).toBe('"user:3:6"');
  expect(requests[3]?.ifMatch).toBe('"user:3:7"');
});

it('a form filled by no read sends no versions of its own (the client sends the latest it holds)', async () => {
  const requests: ApiRequest[] = [];
  renderSchema(profileForm(false), {
    api: (request) => {
      requests.push(request);
      return ok(null);
    },
  });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bo' } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]?.ifMatch).toBeUndefined();
});
