// The task views the demo sub-apps share: a paged task table (loading, empty,
// failure with retry) and one task's page. Opening a row asks the portal to
// go to the task's own address, so the portal's tab and history follow.
import { ReadError, taskDetail, taskPage, type Task } from './api';
import { el, navigatePortal, type Language } from './portal';
import { fill, type Texts } from './texts';

/** What a view needs: the texts and language, where a task opens, and whether it is still shown. */
export interface ViewEnv {
  t: Texts;
  language: Language;
  /** The portal address of a task's page in this app. */
  taskPath: (id: number) => string;
  /** False once another page replaced this one: a late answer is dropped. */
  current: () => boolean;
}

function formatTime(value: string | null, env: ViewEnv): string {
  if (!value) return env.t.none;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return env.t.none;
  return new Intl.DateTimeFormat(env.language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The app a task belongs to, by its code in the reader's language; the stored name otherwise. */
export function appLabel(task: Task, t: Texts): string {
  return t.apps[task.appCode] ?? task.appName;
}

function statusTag(task: Task, t: Texts): HTMLElement {
  return el('span', { class: `sa-tag sa-status-${task.taskStatus}` }, t.statuses[task.taskStatus] ?? task.taskStatus);
}

/** A message in place of content while loading or when there is nothing. */
function notice(text: string, testId: 'sa-loading' | 'sa-empty'): HTMLElement {
  return el('div', { class: 'sa-notice', 'data-testid': testId, role: testId === 'sa-loading' ? 'status' : 'note' }, text);
}

function failureText(error: unknown, t: Texts): string {
  const reason = error instanceof ReadError ? error.reason : 'failed';
  return reason === 'notFound' ? t.notFound : reason === 'signedOut' ? t.signedOut : t.failed;
}

function failure(error: unknown, env: ViewEnv, retry: () => void): HTMLElement {
  return el(
    'div',
    { class: 'sa-notice sa-error', role: 'alert', 'data-testid': 'sa-error' },
    failureText(error, env.t),
    ' ',
    el('button', { type: 'button', class: 'sa-button', onclick: retry }, env.t.retry),
  );
}

function taskTable(tasks: readonly Task[], env: ViewEnv): HTMLElement {
  const { t } = env;
  const head = el('tr', {}, ...[t.task, t.app, t.status, t.start, t.plan, ''].map((label) => el('th', { scope: 'col' }, label)));
  const rows = tasks.map((task) =>
    el(
      'tr',
      { 'data-testid': 'sa-task-row' },
      el('td', {}, task.taskName),
      el('td', {}, appLabel(task, t)),
      el('td', {}, statusTag(task, t)),
      el('td', {}, formatTime(task.startTime, env)),
      el('td', {}, formatTime(task.planTime, env)),
      el('td', {}, el('button', { type: 'button', class: 'sa-link', onclick: () => navigatePortal(env.taskPath(task.id)) }, t.open)),
    ),
  );
  return el('table', { class: 'sa-table' }, el('thead', {}, head), el('tbody', {}, ...rows));
}

/** A paged table of the user's tasks (of one app when `appCode` is given). */
export function pagedTasks(env: ViewEnv, options: { appCode?: string; pageSize: number; pager: boolean }): HTMLElement {
  const holder = el('div', { class: 'sa-tasks' });
  const load = (pageNum: number): void => {
    holder.replaceChildren(notice(env.t.loading, 'sa-loading'));
    taskPage(pageNum, options.pageSize, options.appCode).then(
      (page) => {
        if (!env.current()) return;
        if (page.list.length === 0) {
          holder.replaceChildren(notice(env.t.empty, 'sa-empty'));
          return;
        }
        const pages = Math.max(1, Math.ceil(page.total / options.pageSize));
        const parts: HTMLElement[] = [taskTable(page.list, env)];
        if (options.pager && pages > 1) {
          const previous = el('button', { type: 'button', class: 'sa-button', onclick: () => load(pageNum - 1) }, env.t.previous);
          const next = el('button', { type: 'button', class: 'sa-button', onclick: () => load(pageNum + 1) }, env.t.next);
          if (pageNum <= 1) previous.setAttribute('disabled', '');
          if (pageNum >= pages) next.setAttribute('disabled', '');
          parts.push(el('nav', { class: 'sa-pager' }, previous, el('span', {}, fill(env.t.pageOf, { page: pageNum, pages })), next));
        }
        holder.replaceChildren(...parts);
      },
      (error: unknown) => {
        if (env.current()) holder.replaceChildren(failure(error, env, () => load(pageNum)));
      },
    );
  };
  load(1);
  return holder;
}

/** One task's page: what it is, its state and dates, and the way back to the portal's to-do list. */
export function taskPageView(id: number, env: ViewEnv, todoPath: string): HTMLElement {
  const { t } = env;
  const holder = el('section', { class: 'sa-page', 'data-testid': 'sa-task' });
  const back = (): HTMLElement => el('button', { type: 'button', class: 'sa-button', onclick: () => navigatePortal(todoPath) }, t.back);
  const load = (): void => {
    holder.replaceChildren(el('h2', {}, fill(t.taskTitle, { id })), notice(t.loading, 'sa-loading'));
    taskDetail(id).then(
      (task) => {
        if (!env.current()) return;
        const facts: [string, Node | string][] = [
          [t.app, appLabel(task, t)],
          [t.status, statusTag(task, t)],
          [t.start, formatTime(task.startTime, env)],
          [t.plan, formatTime(task.planTime, env)],
          [t.end, formatTime(task.endTime, env)],
        ];
        holder.replaceChildren(
          el('h2', { 'data-testid': 'sa-task-name' }, task.taskName),
          el('dl', { class: 'sa-facts' }, ...facts.flatMap(([label, value]) => [el('dt', {}, label), el('dd', {}, value)])),
          el('p', { class: 'sa-hint' }, t.handledHere),
          back(),
        );
      },
      (error: unknown) => {
        if (env.current()) holder.replaceChildren(el('h2', {}, fill(t.taskTitle, { id })), failure(error, env, load), back());
      },
    );
  };
  load();
  return holder;
}
