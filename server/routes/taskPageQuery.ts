/**
 * The to-do list's page read (`pageWorkbenchTaskList`, the home page's task list and the to-do
 * dialog) as prepared statements: the page of the user's tasks and their total in one query (one
 * pooled connection for one round trip, where db/paging.ts selectPage holds two at once), its SQL
 * built once per database and list shape (which filters are given, which sort) instead of on every
 * request, and named, so PostgreSQL parses it once per pooled connection. Under load
 * (`npm run bench:server`) counting the user's tasks for the total and drizzle building the SQL
 * were most of the read's cost past the session query; the unfiltered total is now one row kept by
 * triggers (migration 0015). The values (tenant, user, filters, page) are the statement's
 * parameters; the tenant and the user come from the request's TenantScope (db/tenantScope.ts), as
 * scope.own would put them. Each page statement also reads the owner's task version (migration 0016) in the
 * same snapshot as its rows: the version a page is kept under (taskPageCache.ts).
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { containsPattern } from '../db/likePattern';
import { taskOwnerCounts, tasks } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';

/** The fields the task list sorts by (its table's sortable columns). */
export const TASK_SORT_COLUMNS = { startTime: tasks.startTime, planTime: tasks.planTime, scReferTime: tasks.scReferTime, endTime: tasks.endTime, taskName: tasks.taskName };

type SortField = keyof typeof TASK_SORT_COLUMNS;

/** What the list asks for: the filters (absent or empty = not filtered), the sort and the page. */
export interface TaskPageQuery {
  appCode?: string | undefined;
  taskStatus?: string | undefined;
  taskName?: string | undefined;
  orderBy?: string | undefined;
  orderDir?: 'asc' | 'desc' | undefined;
  pageNum: number;
  pageSize: number;
}

/** The parts of a list query that change its SQL (each filter given or not, the sort). */
interface Shape {
  appCode: boolean;
  taskStatus: boolean;
  taskName: boolean;
  orderBy: SortField | undefined;
  orderDir: 'asc' | 'desc';
}

const p = sql.placeholder;

/** The user's own tasks in the tenant, narrowed by the shape's filters, all as parameters. */
function ownerWhere(shape: Shape): SQL {
  return and(
    eq(tasks.tenantId, p('tenantId')),
    eq(tasks.userId, p('userId')),
    shape.appCode ? eq(tasks.appCode, p('appCode')) : undefined,
    shape.taskStatus ? eq(tasks.taskStatus, p('taskStatus')) : undefined,
    shape.taskName ? ilike(tasks.taskName, p('taskName')) : undefined,
  ) as SQL;
}

/** A statement name unique to the shape: node-postgres refuses one name for two texts. */
const statementName = (shape: Shape): string =>
  `eps_task_page_${shape.appCode ? 'a' : ''}${shape.taskStatus ? 's' : ''}${shape.taskName ? 'n' : ''}_${shape.orderBy ?? 'default'}_${shape.orderDir}`;

const unfiltered = (shape: Shape): boolean => !shape.appCode && !shape.taskStatus && !shape.taskName;

/**
 * How many tasks match, as SQL: unfiltered (the home page's list), the owner's row of task_owner_counts,
 * which triggers keep in step with every write to tasks (migration 0015), one row read however many tasks
 * the user has; filtered (the to-do dialog's tabs and search), a count of the matching rows.
 */
function totalOf(db: Db, shape: Shape): SQL {
  if (unfiltered(shape)) {
    const kept = db
      .select({ n: taskOwnerCounts.n })
      .from(taskOwnerCounts)
      .where(and(eq(taskOwnerCounts.tenantId, p('tenantId')), eq(taskOwnerCounts.userId, p('userId'))));
    return sql`coalesce((${kept}), 0)`;
  }
  return sql`(${db.select({ n: count() }).from(tasks).where(ownerWhere(shape))})`;
}

/** The owner's task version (migration 0016), as SQL: null while the owner has never had a task. */
function versionOf(db: Db): SQL {
  const kept = db
    .select({ version: taskOwnerCounts.version })
    .from(taskOwnerCounts)
    .where(and(eq(taskOwnerCounts.tenantId, p('tenantId')), eq(taskOwnerCounts.userId, p('userId'))));
  return sql`(${kept})`;
}

/** The owner's version alone: what a read asks before it looks for a kept page (taskPageCache.ts). */
const versionStatements = new WeakMap<Db, ReturnType<typeof versionStatement>>();
function versionStatement(db: Db) {
  return db
    .select({ version: sql<string | null>`${versionOf(db)}::text` })
    .from(sql`(select 1) as one`)
    .prepare('eps_task_owner_version');
}

/** The version of the scope's user's tasks in the scope's tenant, or null when there is none yet. */
export async function readTaskOwnerVersion(db: Db, scope: TenantScope): Promise<string | null> {
  let statement = versionStatements.get(db);
  if (!statement) versionStatements.set(db, (statement = versionStatement(db)));
  const [row] = await statement.execute({ tenantId: scope.tenantId, userId: scope.session.userId });
  return row?.version ?? null;
}

/** The page and its total in one query (the total an uncorrelated scalar subquery PostgreSQL runs once). */
function pageStatement(db: Db, shape: Shape) {
  const where = ownerWhere(shape);
  // The list's default order (newest start first, then id) is read in order from tasks_owner_start_idx
  // (migration 0014); an asked sort comes first, with the default as its tie-breaker, so pages stay stable.
  const fallback = [desc(tasks.startTime), desc(tasks.id)];
  const column = shape.orderBy ? TASK_SORT_COLUMNS[shape.orderBy] : undefined;
  const order = column ? [shape.orderDir === 'asc' ? asc(column) : desc(column), ...fallback] : fallback;
  return db
    .select({ row: getTableColumns(tasks), total: sql<number>`${totalOf(db, shape)}`.mapWith(Number), version: sql<string | null>`${versionOf(db)}::text` })
    .from(tasks)
    .where(where)
    .orderBy(...order)
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare(statementName(shape));
}

/** The total alone, for a page past the end (no row to carry it). */
function countStatement(db: Db, shape: Shape) {
  return db
    .select({ n: sql<number>`${totalOf(db, shape)}`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare(`${statementName(shape)}_count`);
}

interface Statements {
  page: ReturnType<typeof pageStatement>;
  count: ReturnType<typeof countStatement>;
}

/** Each database's statements by shape: at most 2 x 2 x 2 filter sets x (5 x 2 sorts + the default). */
const prepared = new WeakMap<Db, Map<string, Statements>>();

function statementsFor(db: Db, shape: Shape): Statements {
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  const name = statementName(shape);
  let statements = byShape.get(name);
  if (!statements) byShape.set(name, (statements = { page: pageStatement(db, shape), count: countStatement(db, shape) }));
  return statements;
}

/** A page of tasks, how many match in all, and the owner's version read in the same snapshot as the rows. */
export interface TaskPage {
  rows: (typeof tasks.$inferSelect)[];
  total: number;
  version: string | null;
}

/** A page of the scope's user's tasks in the scope's tenant and how many match in all. */
export async function readTaskPage(db: Db, scope: TenantScope, query: TaskPageQuery): Promise<TaskPage> {
  const appCode = query.appCode ? query.appCode.trim() : undefined;
  const taskName = query.taskName?.trim();
  const orderBy = query.orderBy !== undefined && Object.hasOwn(TASK_SORT_COLUMNS, query.orderBy) ? (query.orderBy as SortField) : undefined;
  const shape: Shape = { appCode: appCode !== undefined, taskStatus: Boolean(query.taskStatus), taskName: Boolean(taskName), orderBy, orderDir: query.orderDir === 'asc' ? 'asc' : 'desc' };
  const values = {
    tenantId: scope.tenantId,
    userId: scope.session.userId,
    appCode,
    taskStatus: query.taskStatus,
    taskName: taskName ? containsPattern(taskName) : undefined,
  };
  const statements = statementsFor(db, shape);
  const found = await statements.page.execute({ ...values, limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize });
  if (found.length === 0 && query.pageNum > 1) {
    const [counted] = await statements.count.execute(values);
    // Not the page statement's snapshot: a task written between the two would be kept under a version whose page
    // it is missing from, so a page past the end goes unversioned (answered, never kept).
    return { rows: [], total: counted?.n ?? 0, version: null };
  }
  // An empty first page has no row to carry the version: unversioned too, for the same reason.
  return { rows: found.map((f) => f.row), total: found[0]?.total ?? 0, version: found[0]?.version ?? null };
}
