/**
 * Documents under approval in the database, and the one place actions change
 * them. An action runs in one transaction: it claims the document
 * by bumping its version (optimistic concurrency: a request that read an older
 * version, or that names one, gets "the document has changed"), applies the
 * rules' outcome, steps the process on bpmn-engine, saves the engine state,
 * and records the action in the history.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, workflowActions, workflowApprovers, workflowDocuments, workflowMembers, workflowNodes, workflowProcesses } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { AppError, permissionError } from '../http/errors';
import { API_CODES } from '../http/codes';
import { advanceProcess, END_APPROVED, END_STOPPED, startProcess } from './bpmnProcess';
import { checkNodeApprovers, type NodeApprovers } from './nodeApprovers';
import type { DocumentFacts, DocumentStatus, Operation, OperationInput } from './rules';
import { outcomeOf, RuleError } from './rules';

export type DocumentRow = typeof workflowDocuments.$inferSelect;
export type NodeRow = typeof workflowNodes.$inferSelect;

/** How a call names its document: barcode (camunda, sign) or the sign engines' ids. */
export interface DocumentKey {
  barcode?: string | undefined;
  workflowUniqueId?: string | undefined;
  requestId?: number | undefined;
}

/** The signed-in actor: user number (empNo) and name. */
export interface Actor {
  userNo: string;
  username: string;
}

/** "the document has changed": another action won the race (HTTP 409, the envelope says so). */
export const documentChanged = (): AppError => new AppError(409, API_CODES.BAD_REQUEST, 'workflow.changed');

/** A rule refusal as the envelope the portal shows (HTTP 200, business outcome). */
export const refused = (key: string, vars: Readonly<Record<string, string | number>> = {}): AppError =>
  new AppError(200, API_CODES.PERMISSION_ERROR, key, vars);

/** The actor of the session: their user number is the employee number. */
export async function actorOf(db: Db, scope: TenantScope): Promise<Actor> {
  const [user] = await db.select({ empNo: users.empNo, username: users.username }).from(users).where(eq(users.id, scope.session.userId));
  if (!user?.empNo) throw permissionError();
  return { userNo: user.empNo, username: user.username };
}

/** The scope's document named by `key`; a document of another tenant is not found (403, as the isolation matrix expects). */
export async function findDocument(db: Db, scope: TenantScope, key: DocumentKey): Promise<DocumentRow> {
  const by: SQL | undefined = key.barcode
    ? eq(workflowDocuments.barcode, key.barcode)
    : key.workflowUniqueId
      ? eq(workflowDocuments.workflowUniqueId, key.workflowUniqueId)
      : key.requestId !== undefined
        ? eq(workflowDocuments.requestId, key.requestId)
        : undefined;
  if (!by) throw refused('workflow.documentRequired');
  const [doc] = await db.select().from(workflowDocuments).where(scope.own(workflowDocuments, by)).limit(1);
  if (!doc) throw refused('workflow.documentUnknown');
  return doc;
}

/** The nodes of a document, in order. */
export function nodesOf(db: Db, documentId: number): Promise<NodeRow[]> {
  return db.select().from(workflowNodes).where(eq(workflowNodes.documentId, documentId)).orderBy(asc(workflowNodes.seq));
}

/** Approvers by node id. */
export async function approversOf(db: Db, nodes: readonly NodeRow[]): Promise<Map<number, { userNo: string; username: string }[]>> {
  const byNode = new Map<number, { userNo: string; username: string }[]>(nodes.map((n) => [n.id, []]));
  if (nodes.length === 0) return byNode;
  const rows = await db.select().from(workflowApprovers).where(inArray(workflowApprovers.nodeId, nodes.map((n) => n.id))).orderBy(asc(workflowApprovers.id));
  for (const row of rows) byNode.get(row.nodeId)?.push({ userNo: row.userNo, username: row.username });
  return byNode;
}

/** The facts the rules need. */
export async function factsOf(db: Db, doc: DocumentRow): Promise<{ facts: DocumentFacts; nodes: NodeRow[] }> {
  const nodes = await nodesOf(db, doc.id);
  const approvers = await approversOf(db, nodes);
  const current = nodes.find((n) => n.seq === doc.currentNode);
  const facts: DocumentFacts = {
    status: doc.status as DocumentStatus,
    applicantNo: doc.applicantNo,
    currentNode: doc.currentNode,
    currentApprovers: current ? (approvers.get(current.id) ?? []).map((a) => a.userNo) : [],
  };
  return { facts, nodes };
}

/** Members of the scope's tenant by user number; an unknown number is refused. */
async function membersNamed(db: Db, scope: TenantScope, userNos: readonly string[]): Promise<{ userNo: string; username: string }[]> {
  if (userNos.length === 0) return [];
  const rows = await db.select({ userNo: workflowMembers.userNo, username: workflowMembers.username }).from(workflowMembers).where(scope.own(workflowMembers, inArray(workflowMembers.userNo, [...userNos])));
  const found = new Map(rows.map((r) => [r.userNo, r]));
  return userNos.map((no) => {
    const member = found.get(no);
    if (!member) throw refused('workflow.unknownPerson', { userNo: no });
    return member;
  });
}

/** One action request. */
export interface ActionRequest {
  op: Operation;
  /** The history label (e.g. the sign engine's action name). */
  label: string;
  comment: string;
  people: readonly string[];
  /** activityId of the reject target; '' or undefined returns to the applicant. */
  targetActivityId?: string | undefined;
  /** The version the caller saw, if it says. */
  version?: number | undefined;
  /** The active node the caller saw (camunda currentActivityId), if it says. */
  currentActivityId?: string | undefined;
  /** Resubmit: the approvers chosen per node (the approver panel); other nodes keep theirs. */
  nodeApprovers?: readonly NodeApprovers[] | undefined;
}

/** Applies an action; returns the document after it. */
export async function applyAction(db: Db, scope: TenantScope, key: DocumentKey, actor: Actor, request: ActionRequest): Promise<DocumentRow> {
  return db.transaction(async (tx) => {
    const doc = await findDocument(tx, scope, key);
    if (request.version !== undefined && request.version !== doc.version) throw documentChanged();
    const { facts, nodes } = await factsOf(tx, doc);
    const active = nodes.find((n) => n.seq === doc.currentNode);
    if (request.currentActivityId && request.currentActivityId !== active?.activityId) throw documentChanged();
    const target = request.targetActivityId ? nodes.find((n) => n.activityId === request.targetActivityId) : undefined;
    if (request.targetActivityId && !target) throw refused('workflow.badTarget');
    const input: OperationInput = { people: request.people, targetNode: target ? target.seq : null };
    let outcome;
    try {
      outcome = outcomeOf(facts, nodes.length, actor.userNo, request.op, input);
      if (outcome.kind === 'restart' && request.nodeApprovers) await checkNodeApprovers(tx, scope, { flowCode: doc.processKey, flowType: doc.engine }, request.nodeApprovers);
    } catch (error) {
      if (error instanceof RuleError) throw refused(error.key, error.vars);
      throw error;
    }
    const people = await membersNamed(tx, scope, request.people);
    const chosen = outcome.kind === 'restart' ? await chosenApprovers(tx, scope, nodes, request.nodeApprovers ?? []) : [];
    // Claim first: of two requests that read the same version, exactly one updates a row.
    const claimed = await tx
      .update(workflowDocuments)
      .set({ version: sql`${workflowDocuments.version} + 1`, updatedAt: new Date() })
      .where(and(eq(workflowDocuments.id, doc.id), eq(workflowDocuments.version, doc.version)))
      .returning({ version: workflowDocuments.version });
    if (claimed.length === 0) throw documentChanged();

    const change: Partial<DocumentRow> = {};
    if (outcome.kind === 'restart') {
      const [process] = await tx.select().from(workflowProcesses).where(scope.own(workflowProcesses, eq(workflowProcesses.processKey, doc.processKey)));
      if (!process) throw refused('workflow.noProcess');
      const step = await startProcess(doc.processKey, process.bpmnXml);
      Object.assign(change, { status: 'running', currentNode: seqOf(nodes, step.activeId), engineState: step.state });
      for (const { node, members } of chosen) {
        await tx.delete(workflowApprovers).where(eq(workflowApprovers.nodeId, node.id));
        await tx.insert(workflowApprovers).values(members.map((m) => ({ nodeId: node.id, userNo: m.userNo, username: m.username })));
      }
    } else if (outcome.kind === 'route') {
      const to = outcome.to === 'approved' ? END_APPROVED : outcome.to === 'stopped' ? END_STOPPED : nodes[outcome.to.node]!.activityId;
      const step = await advanceProcess(doc.processKey, doc.engineState, active!.activityId, to);
      Object.assign(change, { status: outcome.status, currentNode: seqOf(nodes, step.activeId), engineState: step.state });
      // Approve naming the next approver: that node's approvers become the one named.
      const next = typeof outcome.to === 'object' ? nodes[outcome.to.node] : undefined;
      if (request.op === 'agree' && next && people.length > 0) {
        await tx.delete(workflowApprovers).where(eq(workflowApprovers.nodeId, next.id));
        await tx.insert(workflowApprovers).values(people.map((p) => ({ nodeId: next.id, userNo: p.userNo, username: p.username })));
      }
    } else if (outcome.kind === 'approvers' && active) {
      if (outcome.replace === 'all') await tx.delete(workflowApprovers).where(eq(workflowApprovers.nodeId, active.id));
      if (outcome.replace === 'actor') await tx.delete(workflowApprovers).where(and(eq(workflowApprovers.nodeId, active.id), eq(workflowApprovers.userNo, actor.userNo)));
      const present = new Set(outcome.replace === 'all' ? [] : facts.currentApprovers);
      const added = people.filter((p) => !present.has(p.userNo));
      if (added.length > 0) await tx.insert(workflowApprovers).values(added.map((p) => ({ nodeId: active.id, userNo: p.userNo, username: p.username })));
    }
    if (Object.keys(change).length > 0) await tx.update(workflowDocuments).set(change).where(eq(workflowDocuments.id, doc.id));
    await tx.insert(workflowActions).values({
      documentId: doc.id,
      nodeName: active?.activityName ?? '',
      actorNo: actor.userNo,
      actorName: actor.username,
      action: request.label,
      comment: request.comment,
      target: target ? target.activityName : people.length > 0 ? people.map((p) => p.username).join(';') : null,
    });
    const [after] = await tx.select().from(workflowDocuments).where(eq(workflowDocuments.id, doc.id));
    return after!;
  });
}

/** The document's nodes named by the panel, with their members (unknown numbers refused); nodes of the flow the document lacks are skipped. */
async function chosenApprovers(db: Db, scope: TenantScope, nodes: readonly NodeRow[], list: readonly NodeApprovers[]) {
  const out: { node: NodeRow; members: { userNo: string; username: string }[] }[] = [];
  for (const entry of list) {
    const node = nodes.find((n) => n.activityId === entry.nodeCode);
    if (node && entry.userNos.length > 0) out.push({ node, members: await membersNamed(db, scope, entry.userNos) });
  }
  return out;
}

const seqOf = (nodes: readonly NodeRow[], activityId: string | null): number | null =>
  activityId === null ? null : (nodes.find((n) => n.activityId === activityId)?.seq ?? null);
