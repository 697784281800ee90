/**
 * The approval components' test frame: real i18next (en), real antd without
 * motion, the portal runtime with a small api, a router at a bpm/fw document
 * URL, and a jotai store (for the preloaded system parameters).
 */
import { ConfigProvider } from 'antd';
import { createStore, Provider } from 'jotai';
import { readdirSync, readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { registry } from '../../../renderers';
import { PortalRuntime } from '@core/react';
import { createI18n } from '../../../src/i18n/createI18n';
import { paramsAtom } from '../../../src/shell/routing/portalData';
import type { TestEnv } from '../../helpers/testEnv';
import { FormWidgetsProvider } from '../../../renderers/form/widgets/provider';
import { approvalFormWidgets } from '../../../src/shell/approval/memberPickerWidget';
import { WorkflowShell } from '../../../src/shell/approval/WorkflowShell';

/** `node` inside the frame; `params` are the system parameters the preload would have loaded. */
export function approvalFrame(env: TestEnv, node: ReactElement, options: { url?: string; params?: Record<string, string> } = {}): ReactElement {
  const store = createStore();
  store.set(paramsAtom, options.params ?? {});
  return (
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('en')}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          {/* As the shell's RuntimeHost: the pickers reach every form, the dialogs' too. */}
          <FormWidgetsProvider widgets={approvalFormWidgets}>
            <PortalRuntime registry={registry} env={env}>
              <MemoryRouter initialEntries={[options.url ?? '/bpm-ui/demo-ui/doc?barcode=PO-1']}>{node}</MemoryRouter>
            </PortalRuntime>
          </FormWidgetsProvider>
        </ConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** The shipped workflow documents the sign shells render: the bar, the document view and every dialog. */
export const SIGN_SCREENS: Readonly<Record<string, unknown>> = {
  'workflow/sign-bar': read('schemas/workflow/sign-bar.json'),
  'workflow/document': read('schemas/workflow/document.json'),
  ...Object.fromEntries(readdirSync('schemas/workflow/dialogs').map((f) => [`workflow/dialogs/${f.replace(/\.json$/, '')}`, read(`schemas/workflow/dialogs/${f}`)])),
};

/** Renders the sign shell of `engine` on document PO-1 with the shipped documents; `override` holds a tenant's published ones. */
export function renderSignShell(env: TestEnv, options: { engine?: 'bpm' | 'fw' | 'jcy'; params?: Record<string, string>; override?: Record<string, unknown> } = {}): void {
  const override = options.override ?? {};
  env.screens = {
    bundled: Object.fromEntries(Object.entries(SIGN_SCREENS).map(([id, doc]) => [id, () => Promise.resolve(doc)])),
    fetchOverride: (id: string) => Promise.resolve(override[id]),
  };
  const engine = options.engine ?? 'bpm';
  render(
    approvalFrame(env, <WorkflowShell engine={engine} app="demo-ui" path="/approval" />, {
      url: `/${engine}-ui/demo-ui/approval?barcode=PO-1`,
      params: options.params ?? {},
    }),
  );
}
