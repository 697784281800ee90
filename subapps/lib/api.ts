// The reference server's task calls as the demo sub-apps read them (same
// origin: the session travels in its HttpOnly cookie; server/routes/workbenchTasks.ts).

/** A task row (the list's and the detail's shape). */
export interface Task {
  id: number;
  appCode: string;
  appName: string;
  taskName: string;
  taskStatus: string;
  startTime: string | null;
  planTime: string | null;
  endTime: string | null;
  moduleUrl: string | null;
}

/** A page of tasks. */
export interface TaskPage {
  list: Task[];
  total: number;
}

/** Why a read failed: the task is not there (or not the user's), the session ended, or anything else. */
export type ReadFailure = 'notFound' | 'signedOut' | 'failed';

export class ReadError extends Error {
  constructor(readonly reason: ReadFailure) {
    super(reason);
    this.name = 'ReadError';
  }
}

const TASKS = '/eps/sse/workbench/Task';

async function read<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new ReadError('failed');
  }
  if (response.status === 404) throw new ReadError('notFound');
  if (response.status === 499) throw new ReadError('signedOut');
  if (!response.ok) throw new ReadError('failed');
  const body = (await response.json().catch(() => null)) as { code?: unknown; data?: unknown } | null;
  if (body?.code === '401') throw new ReadError('signedOut');
  if (body?.code !== '200') throw new ReadError('failed');
  return body.data as T;
}

/** One page of the user's tasks, newest first; `appCode` narrows to one app. */
export function taskPage(pageNum: number, pageSize: number, appCode?: string): Promise<TaskPage> {
  const query = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(pageSize) });
  if (appCode) query.set('appCode', appCode);
  return read<TaskPage>(`${TASKS}/pageWorkbenchTaskList?${query.toString()}`);
}

/** One of the user's tasks. */
export function taskDetail(id: number): Promise<Task> {
  return read<Task>(`${TASKS}/detail?id=${id}`);
}
