/**
 * The studio's texts table: search by key, an English-only edit
 * sends `{ key, lang: 'en', value }` and shows the tenant's text in the en
 * column while zh-cn keeps the bundled one; Escape cancels; reset deletes
 * the override of that language only. A write names the version of the copy
 * it was made on; one refused as stale says so and shows the other's text.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import { TextsTable } from '../../../src/studio/texts/TextsTable';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { ShellProviders } from '../shell/harness';

const KEY = 'workbench.todo.columns.taskName';

function renderTable() {
  const overrides: Array<{ key: string; lang: string; value: string }> = [];
  const env = createTestEnv({
    api: (request: ApiRequest) => {
      if (request.method === 'get') return ok([...overrides]);
      if (request.method === 'put') {
        const body = request.data as { key: string; lang: string; value: string };
        overrides.push(body);
        return ok(body);
      }
      const params = request.params as { key: string; lang: string };
      overrides.splice(overrides.findIndex((o) => o.key === params.key && o.lang === params.lang), 1);
      return ok(null);
    },
  });
  render(
    <ShellProviders i18n={createI18n('en')} env={env} store={createStore()}>
      <TextsTable />
    </ShellProviders>,
  );
  return { env, overrides };
}

describe('studio texts table', () => {
  it('relabels one language in place, cancels with Escape and resets to the bundled text', async () => {
    const { env, overrides } = renderTable();
    fireEvent.change(screen.getByTestId('texts-search').querySelector('input') ?? screen.getByTestId('texts-search'), { target: { value: KEY } });
    const en = await screen.findByTestId(`text-en-${KEY}`);
    expect(en.textContent).toBe('Task');
    expect(screen.getByTestId(`text-zh-cn-${KEY}`).textContent).toBe('任务名称');

    // Escape: nothing is sent.
    fireEvent.click(en);
    const cancelled = screen.getByRole('textbox', { name: new RegExp(`${KEY}.*en`) });
    fireEvent.change(cancelled, { target: { value: 'Not this' } });
    fireEvent.keyDown(cancelled, { key: 'Escape' });
    expect(env.requests.filter((r) => r.method === 'put')).toHaveLength(0);

    fireEvent.click(screen.getByTestId(`text-en-${KEY}`));
    const input = screen.getByRole('textbox', { name: new RegExp(`${KEY}.*en`) });
    fireEvent.change(input, { target: { value: 'Task to do' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId(`text-en-${KEY}`).textContent).toBe('Task to do'));
    expect(overrides).toEqual([{ key: KEY, lang: 'en', value: 'Task to do' }]);
    expect(screen.getByTestId(`text-zh-cn-${KEY}`).textContent).toBe('任务名称');

    const row = screen.getByTestId(`text-en-${KEY}`).closest('td') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /original text/i }));
    await waitFor(() => expect(screen.getByTestId(`text-en-${KEY}`).textContent).toBe('Task'));
    expect(env.requests.at(-2)).toMatchObject({ method: 'delete', params: { key: KEY, lang: 'en' } });
    expect(overrides).toEqual([]);
  });

  it('sends the version it edited; a stale write is told and the table shows the text someone else saved', async () => {
    const theirs = { key: KEY, lang: 'en', value: 'Their task', version: 'v2' };
    let current: typeof theirs | undefined;
    const env = createTestEnv({
      api: (request: ApiRequest) => {
        if (request.method === 'get') return ok(current ? [current] : []);
        // Someone else saved while this table showed no override: the server refuses the copy made on "none".
        current = theirs;
        return { code: '409', message: 'Someone else changed this since you opened it; nothing was saved.', data: null };
      },
    });
    render(
      <ShellProviders i18n={createI18n('en')} env={env} store={createStore()}>
        <TextsTable />
      </ShellProviders>,
    );
    fireEvent.change(screen.getByTestId('texts-search').querySelector('input') ?? screen.getByTestId('texts-search'), { target: { value: KEY } });
    fireEvent.click(await screen.findByTestId(`text-en-${KEY}`));
    const input = screen.getByRole('textbox', { name: new RegExp(`${KEY}.*en`) });
    fireEvent.change(input, { target: { value: 'Mine' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId(`text-en-${KEY}`).textContent).toBe('Their task'));
    expect(env.requests.find((r) => r.method === 'put')).toMatchObject({ ifMatch: `"text:${KEY}@en:none"` });
    expect(env.notices).toContainEqual({ level: 'error', message: expect.stringMatching(/Someone else changed this/) });
  });
});
