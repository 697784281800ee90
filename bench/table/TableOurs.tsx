/**
 * Ours: a 1000 x 8 table schema through the table renderer with the real
 * registry, fed by a local ApiProvider that answers at once with every row
 * (pageSize 1000), so the figure is rendering, not the network. Its code
 * is loaded the way the portal loads a screen's (preloadRenderers, as
 * ScreenRenderer does once the document is known; FormOurs does the same):
 * the table renderer and the antd Table it needs, at once, and its first
 * page asked for meanwhile (prefetchScreenData, as ScreenRenderer does).
 */
import type { ReactElement } from 'react';
import { registry } from '../../renderers';
import { PortalRuntime, SchemaRenderer, preloadRenderers } from '@core/react';
import { prefetchScreenData } from '@core/prefetchScreenData';
import { Scope } from '@core/scope';
import { createBenchEnv } from '../benchEnv';
import { ROW_COUNT, rows, statusEnum } from './rows';

const tableNode = {
  type: 'table',
  api: { url: '/bench/tasks' },
  pageSize: ROW_COUNT,
  columns: [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: 'Task', dataIndex: 'taskName' },
    { title: 'App', dataIndex: 'appName' },
    { title: 'Status', dataIndex: 'status', valueType: 'tag', valueEnum: 'taskStatus' },
    { title: 'Amount', dataIndex: 'amount', valueType: 'money' },
    { title: 'Created', dataIndex: 'createTime', valueType: 'dateTime' },
    { title: 'Applicant', dataIndex: 'applicant' },
    { title: 'Remark', dataIndex: 'remark' },
  ],
};

const env = createBenchEnv(() => ({ code: '200', data: { items: rows, total: rows.length } }));
const scope = new Scope({ enums: { taskStatus: statusEnum } });

/** Settles when the table's code is here (bench/main.tsx renders after it). */
export const ready = preloadRenderers(tableNode, registry);
prefetchScreenData(tableNode, scope, registry, env);

export default function TableOurs(): ReactElement {
  return (
    <PortalRuntime registry={registry} env={env}>
      <SchemaRenderer node={tableNode} pointer="" scope={scope} />
    </PortalRuntime>
  );
}
