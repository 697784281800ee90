/**
 * The camunda-style flow calls (spec workflow 4.4, 7 "Camunda flow"), under
 * /eps/flow/engine/: history, nodes and active node by barcode; the allowed
 * actions (`{ buttonCode, buttonName }`); start (processTheme) and run
 * (operateCode, currentActivityId, comment, extra joined by ';',
 * targetActivityId). The body's tenantId and empNo must be the session's.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { workflowActions } from '../db/schema';
import { scopeOf, type TenantScope } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { badRequest, permissionError } from '../http/errors';
import { translate } from '../http/messages';
import { allowedOperations, type Operation } from './rules';
import { actorOf, applyAction, approversOf, factsOf, findDocument, refused, type Actor } from './store';
import { splitPeople } from './signRoutes';

/** spec workflow 3: the camunda action codes (start and back are the page's own; recall and upgrade are sign-engine actions). */
const CAMUNDA_CODES: readonly Operation[] = ['start', 'agree', 'reject', 'transfer', 'additionUser', 'resubmit', 'terminate', 'transmit'];
/** spec workflow 9: the action version is fixed. */
export const ACTION_VERSION = '0.0.1';

const barcodeQuery = { type: 'object', required: ['barcode'], properties: { barcode: { type: 'string', minLength: 1, maxLength: 64 } } } as const;
const DAY_MS = 86_400_000;
const isoDay = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' } as const;
/** The start (UTC) of calendar day `text`; a day that does not exist (2026-02-30) is a 400. */
function dayStart(text: string, field: string): Date {
  const date = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) throw badRequest('errors.badValue', { field });
  return date;
}
const historyQuery = { ...barcodeQuery, properties: { ...barcodeQuery.properties, from: isoDay, to: isoDay } } as const;
const bodyProps = {
  tenantId: { type: 'integer' },
  empNo: { type: 'string', maxLength: 64 },
  barcode: { type: 'string', minLength: 1, maxLength: 64 },
  businessKey: { type: 'string', maxLength: 64 },
  pageType: { type: 'string', maxLength: 64 },
  processDefinitionKey: { type: 'string', maxLength: 64 },
  activityId: { type: 'string', maxLength: 64 },
  version: { type: 'string', const: ACTION_VERSION },
  processTheme: { type: 'string', maxLength: 500 },
  operateCode: { type: 'string', enum: CAMUNDA_CODES.filter((c) => c !== 'start') },
  currentActivityId: { type: 'string', maxLength: 64 },
  comment: { type: 'string', maxLength: 2000 },
  extra: { type: 'string', maxLength: 20000 },
  notifyType: { type: 'string', maxLength: 64 },
  targetActivityId: { type: 'string', maxLength: 64 },
  variables: { type: 'object' },
} as const;

interface FlowBody {
  tenantId?: number;
  empNo: string;
  barcode: string;
  operateCode?: Operation;
  currentActivityId?: string;
  comment?: string;
  extra?: string;
  targetActivityId?: string;
}

/** The actor, after checking the body names the session's tenant and employee. */
async function bodyActor(ctx: RouteOptions['ctx'], request: FastifyRequest, body: FlowBody): Promise<{ scope: TenantScope; actor: Actor }> {
  const scope = scopeOf(request);
  if (body.tenantId !== undefined) scope.assertSame(body.tenantId);
  const actor = await actorOf(ctx.db, scope);
  if (body.empNo !== actor.userNo) throw permissionError();
  return { scope, actor };
}

/** Routes of this module, registered under /eps. */
export const camundaRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerFlowReads(app, ctx);
  registerFlowActions(app, ctx);
};

/** What a document's flow shows: its history, its nodes with their approvers, its active node. */
function registerFlowReads(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { barcode: string; from?: string; to?: string } }>('/flow/engine/history', { config: { screen: 'read' }, schema: { querystring: historyQuery } }, async (request) => {
    const doc = await findDocument(ctx.db, scopeOf(request), request.query);
    const { from, to } = request.query;
    // A date filter (spec 9's date pickers): whole days, `to` included.
    const within = [
      eq(workflowActions.documentId, doc.id),
      ...(from ? [gte(workflowActions.createdAt, dayStart(from, 'from'))] : []),
      ...(to ? [lt(workflowActions.createdAt, new Date(dayStart(to, 'to').getTime() + DAY_MS))] : []),
    ];
    const rows = await ctx.db.select().from(workflowActions).where(and(...within)).orderBy(asc(workflowActions.id));
    return ok(
      rows.map((a) => ({
        activityName: a.nodeName,
        assigneeName: a.actorName,
        operateTypeName: translate(request.lang, `workflow.operations.${a.action}`),
        operateCode: a.action,
        startTime: a.createdAt.toISOString(),
        comment: a.comment,
        target: a.target,
      })),
    );
  });

  app.get<{ Querystring: { barcode: string } }>('/flow/engine/nodes', { config: { screen: 'read' }, schema: { querystring: barcodeQuery } }, async (request) => {
    const doc = await findDocument(ctx.db, scopeOf(request), request.query);
    const { nodes } = await factsOf(ctx.db, doc);
    const approvers = await approversOf(ctx.db, nodes);
    return ok(
      nodes.map((n) => ({
        activityId: n.activityId,
        activityName: n.activityName,
        expirationTime: n.expirationTime?.toISOString() ?? null,
        assigneeList: (approvers.get(n.id) ?? []).map((a) => ({ assigneeName: a.username, userno: a.userNo })),
      })),
    );
  });

  app.get<{ Querystring: { barcode: string } }>('/flow/engine/activeNode', { config: { screen: 'read' }, schema: { querystring: barcodeQuery } }, async (request) => {
    const doc = await findDocument(ctx.db, scopeOf(request), request.query);
    const { nodes } = await factsOf(ctx.db, doc);
    const active = nodes.find((n) => n.seq === doc.currentNode);
    return ok({
      activityId: active?.activityId ?? null,
      activityName: active?.activityName ?? null,
      index: active?.seq ?? -1,
      status: doc.status,
      inProcess: doc.status === 'running',
      title: doc.title,
      processDefinitionKey: doc.processKey,
    });
  });
}

/** The actions the signed-in employee may take, and starting and running the flow. */
function registerFlowActions(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: FlowBody }>(
    '/flow/engine/actions',
    { config: { screen: 'read' }, schema: { body: { type: 'object', required: ['empNo', 'barcode', 'version'], properties: bodyProps } } },
    async (request) => {
      const { scope, actor } = await bodyActor(ctx, request, request.body);
      const doc = await findDocument(ctx.db, scope, request.body);
      const { facts } = await factsOf(ctx.db, doc);
      const codes = allowedOperations(facts, actor.userNo).filter((op) => CAMUNDA_CODES.includes(op));
      return ok(codes.map((code) => ({ buttonCode: code, buttonName: translate(request.lang, `workflow.operations.${code}`) })));
    },
  );

  app.post<{ Body: FlowBody }>(
    '/flow/engine/start',
    { config: { screen: 'product' }, schema: { body: { type: 'object', required: ['empNo', 'barcode'], properties: bodyProps } } },
    async (request) => {
      const { scope, actor } = await bodyActor(ctx, request, request.body);
      const doc = await applyAction(ctx.db, scope, request.body, actor, { op: 'start', label: 'start', comment: '', people: [] });
      return ok({ status: doc.status, version: doc.version }, translate(request.lang, 'workflow.done'));
    },
  );

  app.post<{ Body: FlowBody }>(
    '/flow/engine/run',
    { config: { screen: 'product' }, schema: { body: { type: 'object', required: ['empNo', 'barcode', 'operateCode'], properties: bodyProps } } },
    async (request) => {
      const { scope, actor } = await bodyActor(ctx, request, request.body);
      const op = request.body.operateCode!;
      if (op === 'reject' && request.body.targetActivityId === undefined) throw refused('workflow.targetRequired');
      const doc = await applyAction(ctx.db, scope, request.body, actor, {
        op,
        label: op,
        comment: (request.body.comment ?? '').trim(),
        people: splitPeople(request.body.extra),
        targetActivityId: request.body.targetActivityId,
        currentActivityId: request.body.currentActivityId,
      });
      return ok({ status: doc.status, version: doc.version }, translate(request.lang, 'workflow.done'));
    },
  );
}
