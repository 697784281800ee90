/**
 * The to-do dialog's data for both bench pages (bench): 500 task rows
 * over four apps, the app counts of the tabs, and the bench api handler
 * answering the dialog's calls (spec portal-shell 7, Tasks) at once, so the
 * figures are rendering, not the network.
 */
import type { ApiEnvelope, ApiRequest } from '@core/env';

/** Rows on the page (spec portal-shell 9: the to-do page size goes up to 1000; the bench shows 500). */
export const TODO_ROWS = 500;

export const TASKS_URL = '/eps/sse/workbench/Task/pageWorkbenchTaskList';
export const APP_COUNT_URL = '/eps/sse/workbench/Task/queryAppCount';

/** A task row (spec portal-shell 3). */
export interface TodoRow {
  id: number;
  appCode: string;
  appName: string;
  taskName: string;
  taskStatus: string;
  startTime: string;
  planTime: string;
  scReferTime: string | null;
  endTime: string | null;
  moduleUrl: string | null;
}

const APPS = [
  { appCode: 'menu_source', appName: 'Sourcing' },
  { appCode: 'contracts', appName: 'Contracts' },
  { appCode: 'suppliers', appName: 'Suppliers' },
  { appCode: 'invoices', appName: 'Invoices' },
];

const at = (hours: number): string => new Date(Date.UTC(2026, 0, 5) + hours * 3_600_000).toISOString();

export const todoRows: readonly TodoRow[] = Array.from({ length: TODO_ROWS }, (_, index) => {
  const app = APPS[index % APPS.length] ?? APPS[0]!;
  const status = `0${(index % 4) + 1}`;
  const finished = status === '03' || status === '04';
  return {
    id: index + 1,
    ...app,
    taskName: `Approve purchase request PR-${String(20_000 + index)} for the ${app.appName.toLowerCase()} team`,
    taskStatus: status,
    startTime: at(index),
    planTime: at(index + 72),
    scReferTime: app.appCode === 'menu_source' ? at(index + 48) : null,
    endTime: finished ? at(index + 60) : null,
    moduleUrl: index % 7 === 0 ? null : `/pages/main/workbench/task/${index + 1}`,
  };
});

/** The tabs: one per app, with the app's task count. */
export const appCounts = APPS.map((app) => ({ ...app, underwayNum: TODO_ROWS / 8, count: TODO_ROWS / 4 }));

/** The All tab's badge. */
export const todoCounts = { total: TODO_ROWS, underway: TODO_ROWS / 2, finished: TODO_ROWS / 2 };

/** Answers the dialog's calls: the app counts, and a page of rows (pageNum, pageSize). */
export function todoApi(request: ApiRequest): ApiEnvelope {
  if (request.url === APP_COUNT_URL) return { code: '200', data: { total: TODO_ROWS, items: appCounts } };
  if (request.url === TASKS_URL) {
    const pageSize = Number(request.params?.['pageSize'] ?? 20);
    const pageNum = Number(request.params?.['pageNum'] ?? 1);
    return { code: '200', data: { list: todoRows.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: todoRows.length } };
  }
  throw new Error(`bench to-do: no answer for ${request.method} ${request.url}`);
}
