/**
 * The approvers a resubmit names per node (spec workflow 2.5, 4.3, 5): the
 * resubmit dialog's approver panel sends them as `approvers`, JSON of
 * `[{ nodeCode, userNos }]`. The server checks the panel's rules again (a
 * client is not trusted): an enabled node of the flow takes at least one and
 * at most `maxPerson` people; a disabled node takes none.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { workflowNodeConfigs } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { RuleError } from './rules';

/** One node's chosen approvers. */
export interface NodeApprovers {
  nodeCode: string;
  userNos: readonly string[];
}

const isNodeApprovers = (value: unknown): value is NodeApprovers => {
  if (!value || typeof value !== 'object') return false;
  const { nodeCode, userNos } = value as { nodeCode?: unknown; userNos?: unknown };
  return typeof nodeCode === 'string' && Array.isArray(userNos) && userNos.every((no) => typeof no === 'string');
};

/** The approver panel's own node shape, `{ nodeCode, disable, userList: [{ userno }] }`, as node approvers (a disabled node takes none). */
function fromPanelNode(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('userList' in value) || 'userNos' in value) return value;
  const { nodeCode, disable, userList } = value as { nodeCode?: unknown; disable?: unknown; userList?: unknown };
  if (!Array.isArray(userList)) return value;
  const userNos = disable === true ? [] : userList.map((u: unknown) => (u && typeof u === 'object' ? (u as { userno?: unknown }).userno : undefined));
  return { nodeCode, userNos };
}

/** The `approvers` parameter (`[{ nodeCode, userNos }]`, or the panel's nodes), or undefined when absent; a malformed one is refused. */
export function parseNodeApprovers(raw: string | undefined): NodeApprovers[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new RuleError('workflow.badApprovers');
  }
  if (!Array.isArray(value)) throw new RuleError('workflow.badApprovers');
  value = value.map(fromPanelNode);
  if (!Array.isArray(value) || !value.every(isNodeApprovers)) throw new RuleError('workflow.badApprovers');
  return value.map((n) => ({ nodeCode: n.nodeCode, userNos: [...new Set(n.userNos.map((no) => no.trim()).filter((no) => no !== ''))] }));
}

/** Checks `chosen` against the flow's node configuration (the panel's rules); throws a RuleError. */
export async function checkNodeApprovers(db: Db, scope: TenantScope, flow: { flowCode: string; flowType: string }, chosen: readonly NodeApprovers[]): Promise<void> {
  const configs = await db
    .select()
    .from(workflowNodeConfigs)
    .where(scope.own(workflowNodeConfigs, and(eq(workflowNodeConfigs.flowCode, flow.flowCode), eq(workflowNodeConfigs.flowType, flow.flowType))));
  for (const node of chosen) {
    const config = configs.find((c) => c.nodeCode === node.nodeCode);
    if (config?.disable && node.userNos.length > 0) throw new RuleError('workflow.nodeDisabled', { name: config.nodeName });
    if (config?.maxPerson && node.userNos.length > config.maxPerson) throw new RuleError('workflow.maxPerson', { max: config.maxPerson });
  }
  for (const config of configs) {
    const node = chosen.find((n) => n.nodeCode === config.nodeCode);
    // spec workflow 5: every enabled node needs an approver ("the node name cannot be empty").
    if (!config.disable && node && node.userNos.length === 0) throw new RuleError('workflow.nodeEmpty', { name: config.nodeName });
  }
}
