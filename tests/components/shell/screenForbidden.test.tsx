/**
 * A document one may not see: a screen whose read on load is refused for permission (envelope
 * code 403) shows the 403 state with a way home and back, not an empty layout; a screen whose
 * reads are answered renders as before.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createI18n, i18nProviderOf } from '../../../src/i18n/createI18n';
import { SchemaScreenPage } from '../../../src/shell/pages/SchemaScreenPage';
import { reportRefusedReads } from '../../../src/shell/pages/refusedReads';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { ShellProviders } from './harness';

function renderScreen(answer: () => ReturnType<typeof ok>) {
  const i18n = createI18n('en');
  const env = createTestEnv({ api: answer });
  env.i18n = i18nProviderOf(i18n);
  env.api = reportRefusedReads(env.api);
  render(
    <ShellProviders i18n={i18n} env={env} store={createStore()} path="/pages/notice?id=9">
      <SchemaScreenPage screenId="shell/visitor-notice-detail" />
    </ShellProviders>,
  );
  return env;
}

describe('a screen whose first read is refused', () => {
  it('shows the 403 state with its message, Home and Back', async () => {
    renderScreen(() => ({ code: '403', message: 'No permission', data: null }));
    expect(await screen.findByTestId('screen-403', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('You may not see this page or document with the account you are signed in with. Ask its owner or your administrator if you need it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
    expect(screen.queryByTestId('schema-screen')).toBeNull();
  });

  it('stays on the screen when a read of the shell\'s own (not the document\'s) is refused', async () => {
    const env = renderScreen(() => ok({}));
    expect(await screen.findByTestId('schema-screen')).toBeTruthy();
    // The screen's own read made first (its frame can show before its page node sends it, on a loaded machine).
    await waitFor(() => expect(env.requests.length).toBeGreaterThan(0));
    const denied = { ...createTestEnv({ api: () => ({ code: '403', message: 'No permission', data: null }) }) };
    await act(async () => {
      await reportRefusedReads(denied.api).request({ method: 'get', url: '/eps/sse/workbench/Task/queryTaskCount' }).catch(() => undefined);
    });
    expect(screen.queryByTestId('screen-403')).toBeNull();
    expect(screen.getByTestId('schema-screen')).toBeTruthy();
  });

  it('renders the screen when its reads are answered', async () => {
    renderScreen(() => ok({}));
    expect(await screen.findByTestId('schema-screen')).toBeTruthy();
    expect(screen.queryByTestId('screen-403')).toBeNull();
  });
});
