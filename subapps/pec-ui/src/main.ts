// The demo supplier collaboration app (`pec-ui`, the supplier's "Supplier
// collaboration" and the top bar's pec icon): the supplier's tasks from its
// customers, paged, and the page of one task (`/task/{id}`, where the
// supplier's to-dos open).
import '../../lib/subapp.css';
import { el } from '../../lib/portal';
import { startSubApp, taskIdOf } from '../../lib/start';
import { pagedTasks, taskPageView } from '../../lib/taskViews';

const BASE = '/pages/main/pec-ui';
const TODO = '/pages/main/workbench/todo';

startSubApp('pec-ui-root', (path, base) => {
  const env = { ...base, taskPath: (id: number) => `${BASE}/task/${id}` };
  const { t } = env;
  const id = taskIdOf(path);
  if (id !== undefined) return el('div', { class: 'sa-app', 'data-testid': 'pec-ui' }, taskPageView(id, env, TODO));
  return el(
    'div',
    { class: 'sa-app', 'data-testid': 'pec-ui' },
    el('h1', {}, t.collaboration),
    el('p', { class: 'sa-intro' }, t.collaborationIntro),
    el('h2', {}, t.myTasks),
    pagedTasks(env, { pageSize: 10, pager: true }),
  );
});
