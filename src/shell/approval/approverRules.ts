/**
 * The approver panel's rules (spec workflow 2.5, 3, 5): a node with
 * `maxPerson` takes at most that many people; on submit every enabled node
 * needs at least one approver. Pure; messages are keys with variables.
 */

/** An approver node (spec workflow 3). */
export interface ApproverNode {
  nodeCode: string;
  nodeName: string;
  disable: boolean;
  maxPerson: number | null;
  userList: { userId: number | null; username: string; userno?: string }[];
}

/** A problem: message key and variables. */
export interface RuleProblem {
  key: string;
  vars: Record<string, string | number>;
}

/** spec workflow 5: the pick of `count` people for `node`, or the maxPerson problem. */
export function pickProblem(node: ApproverNode, count: number): RuleProblem | undefined {
  if (node.maxPerson !== null && node.maxPerson > 0 && count > node.maxPerson) return { key: 'workflow.rules.maxPerson', vars: { max: node.maxPerson } };
  return undefined;
}

/** spec workflow 5: the first enabled node without an approver, as "the node name cannot be empty". */
export function verifyApprovers(nodes: readonly ApproverNode[]): RuleProblem | undefined {
  const empty = nodes.find((n) => !n.disable && n.userList.length === 0);
  return empty ? { key: 'workflow.rules.nodeEmpty', vars: { name: empty.nodeName } } : undefined;
}
