/**
 * The sign engines' calls (spec workflow 7 "Workflow (sign engines)"), reached
 * under /eps-sign4bpm/, /eps-sycBpm/ and /eps-sign/ (rewritten to /eps/ by the
 * app): getButton answers `data.data.actionlist` of `{ action, actiondispname }`
 * for the document and user; each action is a GET with the comment,
 * `businessid` 12 and the route query (barcode, workflowUniqueId, requestId);
 * agreePost and the jcy `commercial/info/sdk/*` calls take a body.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { translate } from '../http/messages';
import { parseNodeApprovers, type NodeApprovers } from './nodeApprovers';
import { allowedOperations, RuleError, type Operation } from './rules';
import { actorOf, applyAction, factsOf, findDocument, refused, type DocumentKey } from './store';
import { approverCandidates, UPGRADE_TYPES, type UpgradeType } from './directory';

/** Sign-engine action names and the operation each runs (Submit: the mobile approve, hidden on desktop). */
export const SIGN_ACTIONS: Readonly<Record<string, Operation>> = {
  Approve: 'agree',
  Submit: 'agree',
  DOAReject: 'reject',
  Transfer: 'transfer',
  Transmit: 'transmit',
  AdditionUser: 'additionUser',
  Upgrade: 'upgrade',
  Terminate: 'terminate',
  Recall: 'recall',
  Resubmit: 'resubmit',
  Recommend: 'recommend',
};

/** The action list for the allowed operations, in the bar's order. */
function actionList(ops: readonly Operation[], lang: Parameters<typeof translate>[0]): { action: string; actiondispname: string }[] {
  return Object.entries(SIGN_ACTIONS)
    .filter(([, op]) => ops.includes(op))
    .map(([action]) => ({ action, actiondispname: translate(lang, `workflow.actions.${action}`) }));
}

/** Query and body fields every action call may carry (the route query passes through; unknown keys are ignored). */
export const actionFields = {
  comment: { type: 'string', maxLength: 2000 },
  remark: { type: 'string', maxLength: 2000 },
  businessid: { type: 'string', maxLength: 32 },
  barcode: { type: 'string', maxLength: 64 },
  workflowUniqueId: { type: 'string', maxLength: 64 },
  requestId: { type: 'integer', minimum: 0, maximum: 2147483647 },
  version: { type: 'integer', minimum: 0, maximum: 2147483647 },
  toempid: { type: 'string', maxLength: 20000 },
  maindata: { type: 'string', maxLength: 20000 },
  isemail: { type: 'string', enum: ['0', '1'] },
  forward: { type: 'string', maxLength: 4 },
  actiontype: { type: 'string', enum: [...UPGRADE_TYPES] },
  targetActivityId: { type: 'string', maxLength: 64 },
  approvers: { type: 'string', maxLength: 20000 },
} as const;

export interface ActionFields {
  comment?: string;
  remark?: string;
  barcode?: string;
  workflowUniqueId?: string;
  requestId?: number;
  version?: number;
  toempid?: string;
  maindata?: string;
  actiontype?: UpgradeType;
  targetActivityId?: string;
  /** Resubmit: the approver panel's choice, JSON of [{ nodeCode, userNos }]. */
  approvers?: string;
}

export const objectOf = (properties: object) => ({ type: 'object', properties }) as const;
const keyOf = (f: ActionFields): DocumentKey => ({ barcode: f.barcode, workflowUniqueId: f.workflowUniqueId, requestId: f.requestId });
/** toempid / maindata: user numbers joined by ';' (spec workflow 3). */
export const splitPeople = (joined: string | undefined): string[] =>
  (joined ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Runs sign-engine `action` (a key of SIGN_ACTIONS) on the document `fields` name, for the session's user. */
export async function runSignAction(ctx: RouteOptions['ctx'], request: FastifyRequest, action: string, fields: ActionFields) {
  const scope = scopeOf(request);
  const actor = await actorOf(ctx.db, scope);
  const op = SIGN_ACTIONS[action]!;
  // maindata names the upgrade's approver, or on approve (agreePost) the next node's.
  const people = op === 'upgrade' || op === 'agree' ? splitPeople(fields.maindata) : splitPeople(fields.toempid);
  let nodeApprovers: NodeApprovers[] | undefined;
  try {
    nodeApprovers = op === 'resubmit' ? parseNodeApprovers(fields.approvers) : undefined;
  } catch (error) {
    if (error instanceof RuleError) throw refused(error.key, error.vars);
    throw error;
  }
  const doc = await applyAction(ctx.db, scope, keyOf(fields), actor, {
    op,
    label: action,
    comment: (fields.comment ?? fields.remark ?? '').trim(),
    people,
    targetActivityId: fields.targetActivityId,
    version: fields.version,
    nodeApprovers,
  });
  return ok({ status: doc.status, version: doc.version }, translate(request.lang, 'workflow.done'));
}

/** Routes of this module, registered under /eps. */
export const signRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const run = (request: FastifyRequest, action: string, fields: ActionFields) => runSignAction(ctx, request, action, fields);

  app.get<{ Querystring: ActionFields }>('/eps-api/signBpm/getButton', { config: { screen: 'read' }, schema: { querystring: objectOf(actionFields) } }, async (request) => {
    const scope = scopeOf(request);
    const actor = await actorOf(ctx.db, scope);
    const doc = await findDocument(ctx.db, scope, keyOf(request.query));
    const { facts } = await factsOf(ctx.db, doc);
    const ops = allowedOperations(facts, actor.userNo);
    const actionlist = actionList(ops, request.lang);
    // spec workflow 4.3: only users able to resubmit see the resubmit dialog's user selector, which
    // lists the approver nodes of this flow (flowCode / flowType of /config/flow/node/search).
    const resubmit = { canResubmit: ops.includes('resubmit'), flowCode: doc.processKey, flowType: doc.engine };
    // The three keys of the document: an engine whose own button method names it by all three (fw) sends them back.
    const keys = { barcode: doc.barcode, workflowUniqueId: doc.workflowUniqueId, requestId: doc.requestId };
    return ok({ data: { actionlist, version: doc.version, status: doc.status, title: doc.title, ...keys, ...resubmit } });
  });

  const getActions: [string, string][] = [
    ['agree', 'Approve'],
    ['reject', 'DOAReject'],
    ['terminate', 'Terminate'],
    ['sdk/resend', 'Resubmit'],
    ['recall', 'Recall'],
    ['transmit', 'Transmit'],
    ['transfer', 'Transfer'],
    ['additionUser', 'AdditionUser'],
    ['upgradeReportTo', 'Upgrade'],
    ['upgradeOther', 'Upgrade'],
    ['upgradeCEO', 'Upgrade'],
    ['recommend', 'Recommend'],
  ];
  for (const [path, action] of getActions) {
    // Each of these GETs acts on a document: refused cross-site like any write (server/http/crossSite.ts).
    app.get<{ Querystring: ActionFields }>(
      `/eps-api/signBpm/${path}`,
      { schema: { querystring: objectOf(actionFields) }, config: { changesState: true, screen: 'product' } },
      (request) => run(request, action, request.query),
    );
  }

  // spec workflow 7: params plus a body with maindata (the next approver chosen on approve).
  app.post<{ Querystring: ActionFields; Body: ActionFields }>(
    '/eps-api/signBpm/agreePost',
    { config: { screen: 'product' }, schema: { querystring: objectOf(actionFields), body: objectOf(actionFields) } },
    (request) => run(request, 'Approve', { ...request.query, ...request.body, toempid: '' }),
  );

  // Approver lookup by actiontype: data[0].bpmUsers.
  // A lookup that changes nothing: a read, so a tenant's override of the upgrade dialog may still list the candidates.
  app.get<{ Querystring: ActionFields }>('/eps-api/signBpm/approve', { config: { screen: 'read' }, schema: { querystring: { ...objectOf(actionFields), required: ['actiontype'] } } }, async (request) => {
    const scope = scopeOf(request);
    return ok([{ bpmUsers: await approverCandidates(ctx.db, scope, request.query.actiontype!) }]);
  });

  // The jcy engine (spec workflow 7): POST with a body; forward is the transmit (forward flag 3).
  const jcy: [string, string][] = [
    ['agree', 'Approve'],
    ['reject', 'DOAReject'],
    ['recall', 'Recall'],
    ['forward', 'Transmit'],
    ['additionUser', 'AdditionUser'],
  ];
  for (const [path, action] of jcy) {
    app.post<{ Querystring: ActionFields; Body: ActionFields }>(
      `/eps-api/commercial/info/sdk/${path}`,
      { schema: { querystring: objectOf(actionFields), body: objectOf(actionFields) }, config: { screen: 'product' } },
      (request) => run(request, action, { ...request.query, ...request.body }),
    );
  }
};
