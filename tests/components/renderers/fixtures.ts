/**
 * A tiny in-memory "server" for renderer tests: rows filtered by keyword and
 * status, paged by pageNum/pageSize, answered in the EPS envelope.
 */
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { ok } from '../../helpers/testEnv';

export interface TaskRow {
  id: number;
  taskName: string;
  status: string;
  amount: number;
  createTime: string;
}

export function makeRows(count: number): TaskRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    taskName: `Task ${index + 1}`,
    status: index % 3 === 0 ? '1' : '2',
    amount: 1000 + index,
    createTime: `2024-03-0${(index % 9) + 1}T08:15:30Z`,
  }));
}

/** Answers GET /eps/tasks like the reference server's paged lists. */
export function pagedHandler(rows: readonly TaskRow[]): (request: ApiRequest) => ApiEnvelope {
  return (request) => {
    const params = request.params ?? {};
    const keyword = typeof params.keyword === 'string' ? params.keyword : '';
    const status = params.status;
    const matching = rows.filter(
      (row) => (keyword === '' || row.taskName.includes(keyword)) && (status === undefined || row.status === status),
    );
    const pageNum = Number(params.pageNum ?? 1);
    const pageSize = Number(params.pageSize ?? 20);
    return ok({ items: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: matching.length });
  };
}

/** The platform enums the shell puts in the scope (one source for status colours). */
export const enums = {
  taskStatus: {
    '1': { text: { 'zh-cn': '进行中', en: 'Underway' }, color: 'blue', status: 'processing' },
    '2': { text: { 'zh-cn': '已完成', en: 'Finished' }, color: 'green', status: 'success' },
  },
};
