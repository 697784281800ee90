/**
 * The studio's drift notice: when the shipped file an override
 * was based on changed, it shows the three documents (old shipped, new
 * shipped, the tenant's) and carries the configurator's document over to
 * the new shipped version: the draft is saved with `rebase=true`, the screen
 * reloads without drift, and the notice goes.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '@core/env';
import { createI18n } from '../../../src/i18n/createI18n';
import { DriftNotice } from '../../../src/studio/editor/DriftNotice';
import { useScreenDraft } from '../../../src/studio/editor/useScreenDraft';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { ShellProviders } from '../shell/harness';

const ID = 'home/todo';
const page = (title: string) => ({ schemaVersion: 1, type: 'page', title, body: [] });
const OLD_SHIPPED = page('old-shipped-title');
const NEW_SHIPPED = page('new-shipped-title');
const TENANT = page('tenant-title');

/** The low-code server as far as one screen goes: drift until a draft is saved with rebase=true. */
function lowcodeServer() {
  let rebased = false;
  return (request: ApiRequest) => {
    if (request.method === 'put') {
      rebased = request.url.includes('rebase=true');
      return ok({ version: 2, state: 'draft' });
    }
    return ok({
      id: ID,
      shipped: { document: NEW_SHIPPED, hash: 'new' },
      published: { version: 1, document: TENANT },
      draft: rebased ? { version: 2, document: TENANT } : null,
      drift: rebased ? null : { version: 1, basedOnHash: 'old', shippedHash: 'new', basedOnDocument: OLD_SHIPPED },
    });
  };
}

function Editor(): ReactElement | null {
  const draft = useScreenDraft(ID);
  return draft.load.status === 'ready' ? <DriftNotice detail={draft.load.detail} draft={draft} /> : null;
}

describe('studio drift notice', () => {
  it('shows the three documents and carries the draft over with rebase=true, after which it goes', async () => {
    const env = createTestEnv({ api: lowcodeServer() });
    render(
      <ShellProviders i18n={createI18n('en')} env={env} store={createStore()}>
        <Editor />
      </ShellProviders>,
    );
    const notice = await screen.findByTestId('studio-drift');
    fireEvent.click(within(notice).getByRole('button', { name: 'Show the three documents' }));
    const dialog = await screen.findByRole('dialog');
    const panes: ReadonlyArray<readonly [string, string]> = [['Old shipped file', 'old-shipped-title'], ['New shipped file', 'new-shipped-title'], ["This tenant's version", 'tenant-title']];
    for (const [title, text] of panes) {
      const pane = within(dialog).getByRole('heading', { name: title }).parentElement as HTMLElement;
      expect(pane.textContent).toContain(text);
    }

    fireEvent.click(within(dialog).getByTestId('studio-drift-carry-modal'));
    await waitFor(() => expect(screen.queryByTestId('studio-drift')).toBeNull());
    const put = env.requests.find((request) => request.method === 'put');
    expect(put?.url).toBe(`/eps/lowcode/screens/draft?id=${encodeURIComponent(ID)}&rebase=true`);
    expect(put?.data).toEqual(TENANT);
    expect(env.notices).toContainEqual({ level: 'success', message: 'Your draft is now based on the new shipped file' });
  });
});
