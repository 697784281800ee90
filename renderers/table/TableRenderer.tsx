/**
 * The table renderer: a `plain` table (a small read-only list) is drawn as
 * an HTML table by PlainTableRenderer; every other table by antd's Table
 * (AntdTableRenderer), whose code loads only then. antd's Table brings its
 * pagination, select, tree filter, checkbox and radio along, ~110 KB brotli:
 * the login page's visitor lists paid that for a few rows each (issue 15).
 */
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { useEnv } from '../../src/core/react';
import type { RendererProps } from '../../src/core/registry';
import PlainTableRenderer from './PlainTableRenderer';
import type { TableNode } from './props.schema';

type TableComponent = ComponentType<RendererProps<TableNode>>;

let antdTable: TableComponent | undefined;
let antdLoading: Promise<TableComponent> | undefined;

/** Loads antd's table once; a failed load is forgotten so the next mount tries again. */
function loadAntdTable(): Promise<TableComponent> {
  antdLoading ??= import('./AntdTableRenderer').then(
    (module) => (antdTable = module.default),
    (error: unknown) => {
      antdLoading = undefined;
      throw error;
    },
  );
  return antdLoading;
}

/**
 * antd's table once its code is here: a placeholder until then. State, not
 * `React.lazy`, for the reason the core's split renderers give
 * (SchemaRenderer: React 19 holds a revealed Suspense boundary back ~300 ms).
 */
function FullTable(props: RendererProps<TableNode>): ReactElement {
  const env = useEnv();
  const [loaded, setLoaded] = useState<{ component?: TableComponent; error?: Error }>(() => (antdTable ? { component: antdTable } : {}));
  useEffect(() => {
    if (loaded.component || loaded.error) return undefined;
    let live = true;
    loadAntdTable().then(
      (component) => live && setLoaded({ component }),
      (error: unknown) => {
        console.error('The table code failed to load', error);
        if (live) setLoaded({ error: new Error(env.i18n.t('core.rendererLoadFailed', { type: 'table' })) });
      },
    );
    return () => {
      live = false;
    };
  }, [loaded, env.i18n]);
  // The node's error boundary shows the translated message.
  if (loaded.error) throw loaded.error;
  const Component = loaded.component;
  return Component ? <Component {...props} /> : <div className="eps-table eps-table-loading" aria-busy="true" />;
}

export default function TableRenderer(props: RendererProps<TableNode>): ReactElement {
  return props.node.plain === true ? <PlainTableRenderer {...props} /> : <FullTable {...props} />;
}
