/**
 * The studio's live preview: "preview as" another language changes every
 * text (translation keys of the bundle and of the tenant's texts, renderers'
 * own labels), not only inline two-language pairs, without moving the
 * portal's language; a dialog document is drawn open in the preview pane and
 * can be closed and opened again; a dialog the previewed page opens is drawn
 * in the preview pane; a click in pick mode inside a previewed dialog picks
 * its node.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../renderers';
import type { ApiRequest } from '@core/env';
import { PortalRuntime } from '@core/react';
import { createI18n, i18nProviderOf } from '../../../src/i18n/createI18n';
import { FeedbackProvider } from '../../../src/shell/env/feedback';
import { mergeServerMessages } from '../../../src/shell/routing/language';
import { userAtom } from '../../../src/shell/session';
import { LivePreview, type LivePreviewProps } from '../../../src/studio/preview/LivePreview';
import { defaultPreviewAs, type PreviewAs } from '../../../src/studio/preview/previewAs';
import { createTestEnv, ok } from '../../helpers/testEnv';
import { demoUser } from '../shell/harness';

const TENANT_TEXTS: Readonly<Record<string, Record<string, string>>> = { 'zh-cn': { 't.preview.hello': '租户你好' }, en: { 't.preview.hello': 'Tenant hello' } };

/** The server as far as the preview's texts go: platform texts, the tenant's texts, dictionaries. */
function textServer(request: ApiRequest) {
  const tenant = /i18n-from-config\/3\/cache\/([a-z-]+)/.exec(request.url);
  if (tenant) return ok(Object.entries(TENANT_TEXTS[tenant[1] ?? ''] ?? {}).map(([key, value]) => ({ key, value })));
  return ok(request.url.includes('/dict/') ? [] : {});
}

/**
 * The portal as a browser has it: Chinese shown, the English bundle never loaded into its instance, the tenant's
 * Chinese texts merged.
 */
function renderPreview(props: Omit<LivePreviewProps, 'as'> & { as?: PreviewAs }) {
  const i18n = createI18n('zh-cn');
  i18n.removeResourceBundle('en', 'translation');
  mergeServerMessages(i18n, 'zh-cn', {}, TENANT_TEXTS['zh-cn']);
  const env = createTestEnv({ api: textServer });
  env.i18n = i18nProviderOf(i18n);
  const store = createStore();
  store.set(userAtom, demoUser() as never);
  const view = (as: PreviewAs): ReactElement => (
    <I18nextProvider i18n={i18n}>
      <JotaiProvider store={store}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <FeedbackProvider>
            <MemoryRouter>
              <PortalRuntime registry={registry} env={env}>
                <LivePreview {...props} as={as} />
              </PortalRuntime>
            </MemoryRouter>
          </FeedbackProvider>
        </ConfigProvider>
      </JotaiProvider>
    </I18nextProvider>
  );
  const as = props.as ?? defaultPreviewAs('zh-cn', null, 'ep');
  const result = render(view(as));
  return { ...result, i18n, env, setAs: (next: PreviewAs) => result.rerender(view(next)) };
}

const ZH_SCREENS = '页面';
const text = (document: unknown): string => JSON.stringify(document);

describe('live preview: preview as a language', () => {
  it('shows translation keys (bundled and the tenant’s) and renderers’ own labels in the chosen language, the portal staying Chinese', async () => {
    const page = { schemaVersion: 1, type: 'page', title: 'studio.tabs.screens', body: [{ type: 'text', text: 't.preview.hello' }, { type: 'text', text: { 'zh-cn': '内联', en: 'Inline' } }] };
    const view = renderPreview({ text: text(page) });
    const preview = screen.getByTestId('studio-preview');
    expect(await within(preview).findByText('租户你好')).toBeTruthy();
    expect(within(preview).getByText('内联')).toBeTruthy();
    expect(within(preview).getByText(ZH_SCREENS)).toBeTruthy();

    view.setAs({ ...defaultPreviewAs('zh-cn', null, 'ep'), language: 'en' });
    expect(await within(preview).findByText('Tenant hello')).toBeTruthy();
    expect(within(preview).getByText('Inline')).toBeTruthy();
    expect(within(preview).getByText('Screens')).toBeTruthy();
    expect(preview.getAttribute('data-preview-language')).toBe('en');
    // The portal itself did not move.
    expect(view.i18n.language).toBe('zh-cn');
    expect(view.i18n.t('studio.tabs.screens')).toBe(ZH_SCREENS);
    expect(view.env.requests.some((request) => request.url.endsWith('/i18n-from-config/3/cache/en'))).toBe(true);
  });
});

describe('live preview: dialogs', () => {
  const dialogDocument = {
    schemaVersion: 1,
    type: 'dialog',
    title: { 'zh-cn': '改一下', en: 'Change it' },
    body: [{ type: 'text', text: 't.preview.hello' }],
  };

  it('draws a dialog document open in the preview pane, in the preview’s language; cancelled, it can be opened again', async () => {
    renderPreview({ text: text(dialogDocument), as: { ...defaultPreviewAs('zh-cn', null, 'ep'), language: 'en' } });
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByTestId('studio-preview-layer').contains(dialog)).toBe(true);
    expect(within(dialog).getByText('Change it')).toBeTruthy();
    expect(await within(dialog).findByText('Tenant hello')).toBeTruthy();
    // The dialog's own buttons are the renderer's, in English too.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('preview-dialog-closed')).toBeTruthy();
    // The studio's own words stay in the portal's language.
    expect(screen.getByText('已取消。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('preview-dialog-reopen'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('picks a node inside a previewed dialog in pick mode', async () => {
    const picked: string[] = [];
    renderPreview({ text: text(dialogDocument), pick: { picking: true, selected: undefined, onPick: (pointer) => picked.push(pointer) } });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('租户你好'));
    expect(picked).toEqual(['/body/0']);
  });

  it('draws a dialog the previewed page opens in the preview pane, not over the studio', async () => {
    const page = {
      schemaVersion: 1,
      type: 'page',
      body: [{ type: 'button', label: { 'zh-cn': '打开', en: 'Open' }, action: { action: 'dialog', dialog: { type: 'dialog', title: { 'zh-cn': '表单', en: 'Form' }, body: [] } } }],
    };
    renderPreview({ text: text(page), as: { ...defaultPreviewAs('zh-cn', null, 'ep'), language: 'en' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Form')).toBeTruthy();
    expect(screen.getByTestId('studio-pickable').contains(dialog)).toBe(true);
  });
});
