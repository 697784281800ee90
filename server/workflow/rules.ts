/**
 * What a user may do with a document, and what each action does to it
 * (spec workflow 4.3, 4.4, 6). Pure: no database, no engine; the
 * store applies the outcome. One set of rules serves every engine adapter.
 */

/** Operations of the reference engine (camunda codes; the sign engines map theirs onto them). */
export const OPERATIONS = ['start', 'agree', 'reject', 'transfer', 'additionUser', 'resubmit', 'terminate', 'transmit', 'recall', 'upgrade', 'recommend'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** draft: a camunda document not yet in a process. */
export type DocumentStatus = 'draft' | 'running' | 'approved' | 'rejected' | 'recalled' | 'terminated';

/** The facts the rules look at. */
export interface DocumentFacts {
  status: DocumentStatus;
  applicantNo: string;
  /** Seq of the active node while running. */
  currentNode: number | null;
  /** User numbers of the active node's approvers. */
  currentApprovers: readonly string[];
}

/** The operations `userNo` may run now, in display order. */
export function allowedOperations(doc: DocumentFacts, userNo: string): Operation[] {
  const isApplicant = doc.applicantNo === userNo;
  switch (doc.status) {
    case 'draft':
      return isApplicant ? ['start'] : [];
    case 'running': {
      const ops: Operation[] = doc.currentApprovers.includes(userNo) ? ['agree', 'reject', 'transfer', 'additionUser', 'transmit', 'upgrade', 'terminate', 'recommend'] : [];
      if (isApplicant) ops.push('recall');
      return ops;
    }
    case 'rejected':
    case 'recalled':
      return isApplicant ? ['resubmit'] : [];
    default:
      return [];
  }
}

/** What an operation needs besides the comment: people (how many), a target node. */
export interface OperationInput {
  /** User numbers named by the action (toempid, maindata, extra). */
  people: readonly string[];
  /** Seq of the node a reject returns to; null returns to the applicant. */
  targetNode: number | null;
}

/** The effect of an operation, applied by the store. */
export type Outcome =
  | { kind: 'route'; to: { node: number } | 'approved' | 'stopped'; status: DocumentStatus }
  | { kind: 'restart' }
  | { kind: 'approvers'; replace: 'actor' | 'all' | 'none'; add: readonly string[] }
  | { kind: 'record' };

/** A refusal: the message key (area `server`, under `workflow.`) and its variables. */
export class RuleError extends Error {
  constructor(
    readonly key: string,
    readonly vars: Readonly<Record<string, string | number>> = {},
  ) {
    super(key);
    this.name = 'RuleError';
  }
}

/** The outcome of `op` by `userNo`, or a RuleError saying why it is refused. */
export function outcomeOf(doc: DocumentFacts, nodeCount: number, userNo: string, op: Operation, input: OperationInput): Outcome {
  if (!allowedOperations(doc, userNo).includes(op)) throw new RuleError('workflow.notAllowed', { action: op });
  const current = doc.currentNode ?? 0;
  switch (op) {
    case 'start':
    case 'resubmit':
      return { kind: 'restart' };
    case 'agree':
      // spec workflow 7 (agreePost with maindata): the approver named for the next node replaces its approvers.
      if (input.people.length > 1) throw new RuleError('workflow.onePerson');
      if (input.people.length === 1 && current + 1 >= nodeCount) throw new RuleError('workflow.lastNode');
      return { kind: 'route', to: current + 1 < nodeCount ? { node: current + 1 } : 'approved', status: current + 1 < nodeCount ? 'running' : 'approved' };
    case 'reject':
      if (input.targetNode === null) return { kind: 'route', to: 'stopped', status: 'rejected' };
      // spec workflow 4.4: the target is one of the earlier nodes.
      if (input.targetNode < 0 || input.targetNode >= current) throw new RuleError('workflow.badTarget');
      return { kind: 'route', to: { node: input.targetNode }, status: 'running' };
    case 'terminate':
      return { kind: 'route', to: 'stopped', status: 'terminated' };
    case 'recall':
      return { kind: 'route', to: 'stopped', status: 'recalled' };
    case 'transfer':
      // spec workflow 5: transfer requires exactly one person.
      if (input.people.length !== 1) throw new RuleError('workflow.onePerson');
      if (input.people[0] === userNo) throw new RuleError('workflow.notYourself');
      return { kind: 'approvers', replace: 'actor', add: input.people };
    case 'additionUser':
      if (input.people.length === 0) throw new RuleError('workflow.personRequired');
      return { kind: 'approvers', replace: 'none', add: input.people };
    case 'upgrade':
      if (input.people.length !== 1) throw new RuleError('workflow.onePerson');
      // Upgrading to oneself would keep the node and drop its co-approvers: refused as a transfer to oneself is.
      if (input.people[0] === userNo) throw new RuleError('workflow.notYourself');
      return { kind: 'approvers', replace: 'all', add: input.people };
    case 'transmit':
      if (input.people.length === 0) throw new RuleError('workflow.personRequired');
      return { kind: 'record' };
    case 'recommend':
      // spec workflow 2.5, 5: an approver's recommendation with its comment, kept in the history; the node stays.
      return { kind: 'record' };
  }
}
