// The demo sourcing app (`sub-ui`, the buyer's "Sourcing"): a sourcing home
// with the latest sourcing tasks, the list of sourcing projects, and the page
// of one task (`/task/{id}`, where the buyer's to-dos open). Its data is the
// signed-in user's own tasks of the sourcing app (appCode menu_source).
import '../../lib/subapp.css';
import { el, navigatePortal } from '../../lib/portal';
import { startSubApp, taskIdOf } from '../../lib/start';
import { pagedTasks, taskPageView } from '../../lib/taskViews';

const BASE = '/pages/main/sub-ui';
const HOME = `${BASE}/sourcing/home`;
const PROJECTS = `${BASE}/sourcing/projects`;
const TODO = '/pages/main/workbench/todo';
/** The sourcing app's code on its tasks (server/db/seed/workbench.ts). */
const SOURCING = 'menu_source';

startSubApp('sub-ui-root', (path, base) => {
  const env = { ...base, taskPath: (id: number) => `${BASE}/task/${id}` };
  const { t } = env;
  const id = taskIdOf(path);
  if (id !== undefined) return el('div', { class: 'sa-app', 'data-testid': 'sub-ui' }, taskPageView(id, env, TODO));
  const onProjects = /^\/?sourcing\/projects\/?$/.test(path);
  const tab = (label: string, to: string, current: boolean): HTMLElement =>
    el('button', { type: 'button', class: 'sa-button', 'aria-current': current ? 'page' : 'false', onclick: () => navigatePortal(to) }, label);
  return el(
    'div',
    { class: 'sa-app', 'data-testid': 'sub-ui' },
    el('h1', {}, onProjects ? t.projects : t.sourcing),
    el('p', { class: 'sa-intro' }, t.sourcingIntro),
    el('nav', { class: 'sa-nav' }, tab(t.sourcing, HOME, !onProjects), tab(t.projects, PROJECTS, onProjects)),
    ...(onProjects
      ? [pagedTasks(env, { appCode: SOURCING, pageSize: 20, pager: true })]
      : [el('h2', {}, t.recent), pagedTasks(env, { appCode: SOURCING, pageSize: 5, pager: false }), el('p', {}, el('button', { type: 'button', class: 'sa-link', onclick: () => navigatePortal(PROJECTS) }, t.allProjects))]),
  );
});
