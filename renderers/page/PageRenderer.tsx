/**
 * The page renderer: loads `initApi`, gives the body its data, and keeps its
 * named nodes in a registry of its own (a child of the runtime's, so a
 * dialog's confirm still finds the page's table).
 */
import { Button, Space, Spin, theme } from 'antd';
import { useCallback, useContext, useMemo, useState, type ReactElement } from 'react';
import type { RendererProps } from '@core/registry';
import {
  NodeHandlesContext,
  RenderNodes,
  createNodeHandleRegistry,
  useDataSource,
  useNodeHandle,
  useText,
} from '@core/react';
import { rootProps } from '../shared/rootProps';
import { StatusView } from '../shared/StatusView';
import { pageScopeOf } from './pageScope';
import type { PageNode } from './props.schema';

const bodyStyle = { display: 'flex', flexDirection: 'column', gap: 16 } as const;
const headerStyle = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, marginBottom: 16 } as const;

export function PageRenderer({ node, pointer, scope, disabled }: RendererProps<PageNode>): ReactElement {
  const { token } = theme.useToken();
  const parentNodes = useContext(NodeHandlesContext);
  const nodes = useMemo(() => createNodeHandleRegistry(parentNodes ?? undefined), [parentNodes]);
  const loaded = useDataSource(node.initApi, scope);
  // Values a `setValue` action gave the page (a lock after a submission, spec
  // workflow-enterprise-embedding 4.5): over the loaded data, kept across reloads.
  const [local, setLocal] = useState<Readonly<Record<string, unknown>>>({});
  const setValue = useCallback((values: Readonly<Record<string, unknown>>) => setLocal((old) => ({ ...old, ...values })), []);
  // Registered with the parent's registry: this hook runs outside the page's own provider.
  useNodeHandle(node.id, { reload: loaded.reload, setValue });

  const pageScope = useMemo(() => pageScopeOf(scope, node.data, loaded.data, local), [scope, node.data, loaded.data, local]);
  const t = useText(pageScope);

  const waitingFirstLoad = node.initApi !== undefined && loaded.data === undefined;
  let content: ReactElement | null;
  if (waitingFirstLoad && loaded.error !== undefined) {
    content = (
      <StatusView
        status="error"
        title={t('renderers.page.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void loaded.reload()}>
            {t('renderers.page.retry')}
          </Button>
        }
      />
    );
  } else if (waitingFirstLoad) {
    // The body waits for its data, so forms do not start from empty values.
    content = (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin aria-label={t('renderers.page.loading')} />
      </div>
    );
  } else {
    content = (
      <Spin spinning={loaded.loading} delay={200}>
        {/* The page spaces its sections, so schemas need no spacer nodes. */}
        <div className="eps-page-body" style={bodyStyle}>
          <RenderNodes nodes={node.body} pointer={`${pointer}/body`} scope={pageScope} disabled={disabled} />
        </div>
      </Spin>
    );
  }

  const title = node.title === undefined ? '' : t(node.title);
  return (
    <NodeHandlesContext.Provider value={nodes}>
      <div {...rootProps(node, 'eps-page')}>
        {title || node.toolbar !== undefined ? (
          <div className="eps-page-header" style={headerStyle}>
            {title ? (
              // The layout's hidden h1 names the route: a page's title is the next level down
              // (axe heading-order), drawn at level 4's size as before.
              // A plain h2 in antd's heading style: Typography brings its editing and copying parts along.
              <h2 style={{ margin: 0, color: token.colorTextHeading, fontWeight: token.fontWeightStrong, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {node.toolbar !== undefined ? (
              <Space wrap>
                <RenderNodes nodes={node.toolbar} pointer={`${pointer}/toolbar`} scope={pageScope} disabled={disabled} />
              </Space>
            ) : null}
          </div>
        ) : null}
        {content}
      </div>
    </NodeHandlesContext.Provider>
  );
}
