/**
 * The platform's value enums, put into every screen's scope as `enums` so a
 * schema names them (`"valueEnum": "taskStatus"`) instead of repeating the
 * codes (ARCHITECTURE: one source for each fact).
 */
import type { ValueEnum } from '../../../renderers/shared/enums';

/**
 * spec portal-shell 3 and 4: task filter codes 01 underway normal (blue),
 * 02 underway delayed (orange), 03 finished on time (green), 04 finished
 * delayed (red).
 */
export const TASK_STATUS: ValueEnum = {
  '01': { text: 'workbench.taskStatus.01', color: 'blue', status: 'processing' },
  '02': { text: 'workbench.taskStatus.02', color: 'orange', status: 'warning' },
  '03': { text: 'workbench.taskStatus.03', color: 'green', status: 'success' },
  '04': { text: 'workbench.taskStatus.04', color: 'red', status: 'error' },
};

/** spec portal-shell 3: a message's `type`, '0' unread, otherwise read. */
export const MESSAGE_READ_STATE: ValueEnum = {
  '0': { text: 'workbench.messages.unread', color: 'orange', status: 'warning' },
  '1': { text: 'workbench.messages.read', color: 'default', status: 'default' },
};

/** Statuses whose row action is 'handle' (spec portal-shell 4); the others are 'view'. */
export const HANDLE_STATUSES: readonly string[] = ['01', '02'];

/** The row action of a task: 'handle' for 01/02, 'view' for 03/04, disabled without a target URL. */
export function taskRowAction(task: { taskStatus: string; moduleUrl?: string | null }): { kind: 'handle' | 'view'; disabled: boolean } {
  return { kind: HANDLE_STATUSES.includes(task.taskStatus) ? 'handle' : 'view', disabled: !task.moduleUrl };
}

/** Every enum of the shell, by the name schemas use. */
export const SHELL_ENUMS: Readonly<Record<string, ValueEnum>> = {
  taskStatus: TASK_STATUS,
  messageReadState: MESSAGE_READ_STATE,
};
