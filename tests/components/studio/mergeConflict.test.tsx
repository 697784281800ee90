/**
 * Two configurators on one screen, as the editor shows it: a save or
 * publish refused with 409 (someone else saved since) opens both versions
 * side by side, theirs and mine. Keep mine saves mine again after reading
 * theirs (so it is checked against their version); take theirs reloads the
 * editor with their version; the choices are translated.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiCallError, type ApiRequest } from '@core/env';
import { createI18n, i18nProviderOf } from '../../../src/i18n/createI18n';
import { ScreenEditorPage } from '../../../src/studio/editor/ScreenEditorPage';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { ShellProviders } from '../shell/harness';

// jsdom lays nothing out: the preview's selection frame measures a Range, which it lacks.
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

/** The editor's first render compiles the document validator and loads antd and the renderers: slow on a loaded 2-core machine. */
const FIRST_RENDER = { timeout: 90_000 };
const ID = 't/merge';
const page = (title: string) => ({ schemaVersion: 1, type: 'page', title, body: [] });

/** The low-code server with another editor: their draft replaces ours after our first read; the first write of ours is stale. */
function twoEditors(refuse: 'put' | 'publish') {
  let reads = 0;
  let refused = false;
  const log: string[] = [];
  const handler = (request: ApiRequest) => {
    log.push(`${request.method} ${request.url.split('?')[0] ?? ''}`);
    if (request.url === '/eps/lowcode/screens/one') {
      reads += 1;
      return ok({ id: ID, shipped: null, published: null, draft: { version: reads, document: page(reads === 1 ? 'mine-title' : 'their-title') } });
    }
    const isRefused = refuse === 'put' ? request.method === 'put' : request.url.startsWith('/eps/lowcode/screens/publish');
    if (isRefused && !refused) {
      refused = true;
      throw new ApiCallError('Someone else changed this', { status: 409, code: 409 });
    }
    return ok(request.url.includes('/screens') && request.method !== 'get' ? { version: 9, state: 'draft' } : []);
  };
  return { handler, log };
}

async function renderEditor(refuse: 'put' | 'publish', language = 'en') {
  const server = twoEditors(refuse);
  const i18n = createI18n(language);
  const env = createTestEnv({ api: server.handler, language });
  env.i18n = i18nProviderOf(i18n);
  // In act: the editor suspends once on its validator (React's use), and the retry runs in act's queue.
  await act(async () => {
    render(
    <ShellProviders i18n={i18n} env={env} store={createStore()}>
      {/* The studio's page is a lazy chunk under the shell's Suspense; the editor suspends until its validator is compiled. */}
      <Suspense fallback={null}>
        <ScreenEditorPage id={ID} onBack={() => undefined} />
      </Suspense>
    </ShellProviders>,
    );
  });
  return { env, log: server.log };
}

const writes = (log: readonly string[]) => log.filter((line) => !line.startsWith('get') || line.endsWith('/screens/one'));

describe('studio: a save that meets someone else’s', { timeout: 180_000 }, () => {

  it('shows theirs and mine side by side; keep mine saves mine over theirs', async () => {
    const { env, log } = await renderEditor('put');
    fireEvent.click(await screen.findByTestId('studio-save', {}, FIRST_RENDER));
    const merge = await screen.findByRole('dialog', { name: 'Someone else saved this screen since you opened it' });
    await waitFor(() => expect(within(merge).getByTestId('studio-merge-panes').textContent).toContain('their-title'));
    expect(within(merge).getByTestId('studio-merge-panes').textContent).toContain('mine-title');
    expect(within(merge).getByRole('button', { name: 'Save the merged version' })).toHaveProperty('disabled', true);

    fireEvent.click(within(merge).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(env.notices).toContainEqual({ level: 'success', message: 'Saved over their version' }));
    // Refused, theirs read (their version becomes the base), then mine stored.
    expect(writes(log).slice(1)).toEqual(['put /eps/lowcode/screens/draft', 'get /eps/lowcode/screens/one', 'put /eps/lowcode/screens/draft']);
    const puts = env.requests.filter((request) => request.method === 'put');
    expect(puts[1]?.data).toEqual(page('mine-title'));
    await waitFor(() => expect(screen.queryByTestId('studio-merge-panes')).toBeNull());
  });

  it('take theirs reloads the editor with their version; a refused publish opens the same choice, in Chinese', async () => {
    const { log } = await renderEditor('publish', 'zh-cn');
    fireEvent.click(await screen.findByTestId('studio-publish', {}, FIRST_RENDER));
    const publishDialog = await screen.findByRole('dialog');
    fireEvent.click(within(publishDialog).getByRole('button', { name: /发\s*布/ }));
    const merge = await screen.findByRole('dialog', { name: '在您发布前，已有他人修改了此页面' });
    fireEvent.click(within(merge).getByRole('button', { name: '采用他人版本' }));
    await waitFor(() => expect(log.filter((line) => line === 'get /eps/lowcode/screens/one')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByTestId('studio-merge-panes')).toBeNull());
    expect(log.filter((line) => line.startsWith('put'))).toEqual([]);
  });
});
