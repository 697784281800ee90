/**
 * The people side of the workflow (spec workflow 2.5, 3, 7, 9): the member
 * search of the member picker (`queryUserByUc`, pages up to 1000), the
 * approver lookup of the upgrade dialog (by action type) and the approver
 * nodes of the approver panel (`/config/flow/node/search` by flowCode and
 * flowType). All within the session's tenant.
 */
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import type { Db } from '../db/client';
import { workflowMembers, workflowNodeConfigs } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { approversOf, findDocument, nodesOf, type DocumentKey } from './store';

/** spec workflow 9: member picker page sizes go up to 1000. */
export const MEMBER_PAGE_MAX = 1000;
/** spec workflow 3, 9: the upgrade dialog's approver action types. */
export const UPGRADE_TYPES = ['UpgradeReportTo', 'GetAllFormApprover', 'UpgradeCEO'] as const;
export type UpgradeType = (typeof UPGRADE_TYPES)[number];

const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One row of the member search (spec workflow 3, Member); `userId` is null for a directory member who is no portal user. */
export interface MemberItem {
  userId: number | null;
  username: string;
  account: string | null;
  email: string | null;
  userno: string;
  position: string | null;
  orgname: string;
  deptname: string | null;
  department: string | null;
}

/**
 * The member search of `queryUserByUc` (spec workflow 7, 2.5): the tenant's
 * portal users first (as before the directory existed), then its member directory (people
 * the approval flows name who have no portal account), one ordered list paged
 * in SQL. A directory entry with the number of a portal user is that user.
 */
export async function searchMembers(db: Db, scope: TenantScope, keyword: string, page: { pageNum: number; pageSize: number }): Promise<{ items: MemberItem[]; total: number }> {
  const like = likePattern(keyword);
  const all = keyword === '';
  const tenant = scope.tenantId;
  const union = sql`
    SELECT u.id AS "userId", u.username, u.account, u.email, coalesce(u.emp_no, '') AS userno, ut.position, t.name AS orgname, ut.department AS deptname, 0 AS src, u.id AS ord
      FROM users u JOIN user_tenants ut ON ut.user_id = u.id JOIN tenants t ON t.id = ut.tenant_id
     WHERE ut.tenant_id = ${tenant} AND (${all} OR u.username ILIKE ${like} OR u.account ILIKE ${like} OR u.emp_no ILIKE ${like})
    UNION ALL
    SELECT NULL, m.username, NULL, NULL, m.user_no, m.position, m.orgname, m.deptname, 1, m.id
      FROM workflow_members m
     WHERE m.tenant_id = ${tenant} AND (${all} OR m.username ILIKE ${like} OR m.user_no ILIKE ${like} OR m.deptname ILIKE ${like})
       AND NOT EXISTS (SELECT 1 FROM users u2 JOIN user_tenants ut2 ON ut2.user_id = u2.id WHERE ut2.tenant_id = ${tenant} AND u2.emp_no = m.user_no)`;
  const counted = await db.execute(sql`SELECT count(*)::int AS n FROM (${union}) AS matches`);
  const rows = await db.execute(sql`SELECT * FROM (${union}) AS matches ORDER BY src, ord LIMIT ${page.pageSize} OFFSET ${(page.pageNum - 1) * page.pageSize}`);
  const list = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
  const items = list(rows).map((r) => ({
    userId: r['userId'] === null ? null : Number(r['userId']),
    username: String(r['username']),
    account: (r['account'] as string | null) ?? null,
    email: (r['email'] as string | null) ?? null,
    userno: String(r['userno']),
    position: (r['position'] as string | null) ?? null,
    orgname: String(r['orgname']),
    deptname: (r['deptname'] as string | null) ?? null,
    department: (r['deptname'] as string | null) ?? null,
  }));
  return { items, total: Number(list(counted)[0]?.['n'] ?? 0) };
}

/**
 * Who an upgrade may go to: report-to (managers), the CEO, or anyone
 * (GetAllFormApprover: the dialog lets the user pick with the member picker).
 */
export async function approverCandidates(db: Db, scope: TenantScope, type: UpgradeType) {
  const filter =
    type === 'UpgradeCEO' ? eq(workflowMembers.position, 'CEO') : type === 'UpgradeReportTo' ? ilike(workflowMembers.position, '%经理%') : undefined;
  const rows = await db.select().from(workflowMembers).where(scope.own(workflowMembers, filter)).orderBy(asc(workflowMembers.userNo)).limit(MEMBER_PAGE_MAX);
  return rows.map((m) => ({ userId: m.id, username: m.username, userno: m.userNo, empid: m.userNo }));
}

/** The approvers of a document's nodes by node code (activityId), for the panel's userList. */
type NodeUser = { userId: null; username: string; userno: string };
async function documentApprovers(db: Db, scope: TenantScope, key: DocumentKey): Promise<Map<string, NodeUser[]>> {
  const doc = await findDocument(db, scope, key);
  const nodes = await nodesOf(db, doc.id);
  const approvers = await approversOf(db, nodes);
  return new Map(nodes.map((n) => [n.activityId, (approvers.get(n.id) ?? []).map((a) => ({ userId: null, username: a.username, userno: a.userNo }))]));
}

interface NodeSearchQuery extends DocumentKey {
  flowCode: string;
  flowType: string;
}

/** Routes of this module, registered under /eps. */
export const directoryRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // spec workflow 3, 7: the approver nodes of a flow; with a document (its barcode, workflowUniqueId or
  // requestId, which the sign shells merge into every call) each node's userList is that document's approvers.
  app.get<{ Querystring: NodeSearchQuery }>(
    '/config/flow/node/search',
    { config: { screen: 'read' },
      schema: {
        querystring: {
          type: 'object',
          required: ['flowCode', 'flowType'],
          properties: {
            flowCode: { type: 'string', minLength: 1, maxLength: 64 },
            flowType: { type: 'string', minLength: 1, maxLength: 64 },
            barcode: { type: 'string', maxLength: 64 },
            workflowUniqueId: { type: 'string', maxLength: 64 },
            requestId: { type: 'integer', minimum: 0, maximum: 2147483647 },
          },
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { flowCode, flowType, barcode, workflowUniqueId, requestId } = request.query;
      const rows = await ctx.db
        .select()
        .from(workflowNodeConfigs)
        .where(scope.own(workflowNodeConfigs, and(eq(workflowNodeConfigs.flowCode, flowCode), eq(workflowNodeConfigs.flowType, flowType))))
        .orderBy(asc(workflowNodeConfigs.sort));
      const named = barcode || workflowUniqueId || requestId !== undefined;
      const users: Map<string, NodeUser[]> = named ? await documentApprovers(ctx.db, scope, { barcode, workflowUniqueId, requestId }) : new Map();
      // A disabled node takes no approvers (spec workflow 5: only enabled nodes are checked).
      return ok(rows.map((n) => ({ nodeCode: n.nodeCode, nodeName: n.nodeName, disable: n.disable, maxPerson: n.maxPerson, userList: n.disable ? [] : (users.get(n.nodeCode) ?? []) })));
    },
  );
};
