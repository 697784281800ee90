/**
 * The approval components' test frame: real i18next (en), real antd without
 * motion, the portal runtime with a small api, a router at a bpm/fw document
 * URL, and a jotai store (for the preloaded system parameters).
 */
import { ConfigProvider } from 'antd';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { registry } from '../../../renderers';
import { PortalRuntime } from '../../../src/core/react';
import { createI18n } from '../../../src/i18n/createI18n';
import { paramsAtom } from '../../../src/shell/routing/portalData';
import type { TestEnv } from '../../helpers/testEnv';

/** `node` inside the frame; `params` are the system parameters the preload would have loaded. */
export function approvalFrame(env: TestEnv, node: ReactElement, options: { url?: string; params?: Record<string, string> } = {}): ReactElement {
  const store = createStore();
  store.set(paramsAtom, options.params ?? {});
  return (
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('en')}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <PortalRuntime registry={registry} env={env}>
            <MemoryRouter initialEntries={[options.url ?? '/bpm-ui/demo-ui/doc?barcode=PO-1']}>{node}</MemoryRouter>
          </PortalRuntime>
        </ConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
