/**
 * The frame of a workflow edition's page (`/bpm-ui/{name}-ui/...`, spec
 * workflow 2.1, 2.2): what is approved, and the approval bar fixed under it.
 * A query naming a document (barcode, workflowUniqueId or requestId) shows the
 * document screen (`schemas/workflow/document.json`: title, lines, amounts,
 * attachments); otherwise the embedded sub-app. The bar is the screen
 * `schemas/workflow/sign-bar.json` with its dialogs under
 * `schemas/workflow/dialogs/` (a tenant may override each like any shipped
 * screen). The frame gives those screens what only the shell knows: the
 * edition (`engine`), whether the screen is narrow (`narrow`, below antd's
 * md), whether the buttons go to the parent frame (`forward`), the system
 * parameters (`params`), the language (`lang`), and two host capabilities,
 * `leaveApproval` (leavePage.ts) and `forwardButton` (forwardButtons.ts).
 * Its own chunk, loaded only on those routes.
 */
import { Grid, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { HostCapability, PortalEnv } from '../../core/env';
import { EnvOverride, ScreenRenderer, useEnv } from '../../core/react';
import { Scope } from '../../core/scope';
import { StatusView } from '../../../renderers/shared/StatusView';
import { EmbeddedAppPage } from '../pages/EmbeddedAppPage';
import { paramsAtom } from '../routing/portalData';
import { screenSource } from '../screens/bundledScreens';
import { userAtom } from '../session';
import { forwardButton, forwardsButtons } from './forwardButtons';
import { leavePage } from './leavePage';

// The form widgets load the pickers through this chunk: a separate lazy entry for them made the
// build's shared chunks import each other (chunk cycle).
export { MemberPicker } from './MemberPicker';
export { ApproverPanel } from './ApproverPanel';

export type WorkflowEngine = 'bpm' | 'fw' | 'jcy';

export interface WorkflowShellProps {
  engine: WorkflowEngine;
  app: string;
  path: string;
}

/** The query keys that name a document (spec workflow 3, "Workflow query parameters"). */
const DOCUMENT_KEYS = ['barcode', 'workflowUniqueId', 'requestId'] as const;

export function WorkflowShell({ engine, app, path }: WorkflowShellProps): ReactElement {
  const { t, i18n } = useTranslation();
  const env = useEnv();
  const { pathname, search } = useLocation();
  const user = useAtomValue(userAtom);
  const params = useAtomValue(paramsAtom);
  const narrow = Grid.useBreakpoint().md === false;
  const source = env.screens ?? screenSource;
  const scope = useMemo(() => {
    const query = Object.fromEntries(new URLSearchParams(search));
    return new Scope({ engine, narrow, forward: forwardsButtons(query), params, lang: i18n.language, user, route: { path: pathname, params: {}, query } });
  }, [engine, narrow, params, i18n.language, user, pathname, search]);
  const query = scope.get('route') as { query: Record<string, string> };
  const namesDocument = DOCUMENT_KEYS.some((key) => (query.query[key] ?? '') !== '');
  // The shell's part of leaving and forwarding: the bar's documents call them with the `host` action.
  const host = useMemo<Partial<PortalEnv>>(() => {
    const actionOf = (args: Readonly<Record<string, unknown>>): string => (typeof args['action'] === 'string' ? args['action'] : 'back');
    const capabilities: Record<string, HostCapability> = {
      ...env.host,
      leaveApproval: (args) => Promise.resolve(leavePage(actionOf(args))),
      forwardButton: (args) => Promise.resolve(forwardButton(actionOf(args), query.query)),
    };
    return { host: capabilities };
  }, [env.host, query]);
  const screen = (id: string, testId: string): ReactElement => (
    <ScreenRenderer
      id={id}
      source={source}
      scope={scope}
      fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}
      renderError={(error) => <StatusView status="error" title={t('layout.screen.loadFailed')} subTitle={String((error as Error).message ?? error)} data-testid={testId} />}
    />
  );

  return (
    <EnvOverride env={host}>
      <div className="eps-approval-page" style={{ paddingBottom: 72 }}>
        {namesDocument ? screen('workflow/document', 'approval-document-error') : <EmbeddedAppPage app={app} path={path} />}
        <div
          role="toolbar"
          aria-label={t('workflow.bar.label')}
          className="eps-approval-bar"
          // Its look (padding, border) is the bar document's: a bar the document hides leaves no empty strip.
          style={{ position: 'fixed', left: 0, right: 0, bottom: 0, background: 'var(--ant-color-bg-container, #fff)', zIndex: 10 }}
        >
          {screen('workflow/sign-bar', 'sign-bar-error')}
        </div>
      </div>
    </EnvOverride>
  );
}
