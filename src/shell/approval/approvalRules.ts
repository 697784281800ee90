/**
 * The approval bar's rules (spec workflow 2.2, 4.3, 5, 6, 9), as data and
 * pure functions: which buttons show on which screen, which is primary, how
 * wide the dialog is, and per action its call and its form rules. No React.
 */
import type { ApproverNode } from './approverRules';

/** One button of getButton's `actionlist`. */
export interface ActionItem {
  action: string;
  actiondispname: string;
}

/** What an action's dialog asks for (spec workflow 5). */
export interface ActionForm {
  /** The call path under /eps/eps-api/signBpm/ (upgrade: chosen by the action type). */
  path: string;
  /** The jcy engine's POST under /eps/eps-api/commercial/info/sdk/, when it has one. */
  jcyPath?: string;
  /** Comment required (on blur). */
  commentRequired: boolean;
  /** Default comment text key (workflow.defaults.*). */
  defaultComment?: string;
  /** People: none, exactly one, or at least one. */
  people: 'none' | 'one' | 'many';
  /** Transmit: the e-mail flag and forward flag 3. */
  transmit?: boolean;
  /** Upgrade: the action type and the approver (maindata). */
  upgrade?: boolean;
  /** Resubmit: the approver panel, for users able to resubmit (spec workflow 4.3). */
  approvers?: boolean;
}

/** spec workflow 5: the comment is required on approve, reject, recall, resend, stop, submit, upgrade, transfer, forward, countersign. */
export const ACTION_FORMS: Readonly<Record<string, ActionForm>> = {
  Approve: { path: 'agree', jcyPath: 'agree', commentRequired: true, defaultComment: 'agree', people: 'none' },
  Submit: { path: 'agree', commentRequired: true, defaultComment: 'agree', people: 'none' },
  DOAReject: { path: 'reject', jcyPath: 'reject', commentRequired: true, people: 'none' },
  Transfer: { path: 'transfer', commentRequired: true, people: 'one' },
  Transmit: { path: 'transmit', jcyPath: 'forward', commentRequired: true, people: 'many', transmit: true },
  AdditionUser: { path: 'additionUser', jcyPath: 'additionUser', commentRequired: true, people: 'many' },
  Upgrade: { path: 'upgradeReportTo', commentRequired: true, people: 'none', upgrade: true },
  Terminate: { path: 'terminate', commentRequired: true, people: 'none' },
  Recall: { path: 'recall', jcyPath: 'recall', commentRequired: true, people: 'none' },
  Resubmit: { path: 'sdk/resend', commentRequired: true, people: 'none', approvers: true },
};

/** spec workflow 3, 9: the upgrade action types and the call of each. */
export const UPGRADE_PATHS = { UpgradeReportTo: 'upgradeReportTo', GetAllFormApprover: 'upgradeOther', UpgradeCEO: 'upgradeCEO' } as const;
export type UpgradeType = keyof typeof UPGRADE_PATHS;

/** spec workflow 2.2, 6: a narrow screen offers only Approve and DOAReject; a wide one hides Submit. */
export function visibleActions(actions: readonly ActionItem[], narrow: boolean): ActionItem[] {
  return actions.filter((a) => (narrow ? a.action === 'Approve' || a.action === 'DOAReject' : a.action !== 'Submit'));
}

/** spec workflow 2.2: only Approve is primary. */
export const isPrimary = (action: string): boolean => action === 'Approve';

/** spec workflow 9: the dialog is 50% wide, 80% on a narrow screen. */
export const dialogWidth = (narrow: boolean): string => (narrow ? '80%' : '50%');

/**
 * spec workflow 2.2: the system parameter that hides the approval bar in the
 * framework (fw) edition; 'Y' hides it, anything else (the seed: 'N') shows it.
 */
export const HIDE_APPROVAL_ACTION_PARAM = 'EPS_HIDE_APPROVAL_ACTION';

/** Whether the bar is hidden: only the fw edition reads the parameter. */
export function approvalBarHidden(engine: 'bpm' | 'fw' | 'jcy', params: Readonly<Record<string, string>>): boolean {
  return engine === 'fw' && (params[HIDE_APPROVAL_ACTION_PARAM] ?? '').trim().toUpperCase() === 'Y';
}

/** spec workflow 9: the comment form's fixed businessid. */
export const BUSINESS_ID = '12';
/** spec workflow 4.3: the forward flag on forward. */
export const FORWARD_FLAG = '3';

/** The values of an action dialog. */
export interface ActionValues {
  comment?: string;
  people?: string[];
  isemail?: boolean;
  actiontype?: UpgradeType;
  maindata?: string;
  /** Resubmit: the approver panel's nodes. */
  approvers?: ApproverNode[];
}

/** The call an action makes: method, url and params (GET) or body (jcy POST). spec workflow 7. */
export function actionCall(action: string, values: ActionValues, engine: 'bpm' | 'fw' | 'jcy', version: number | undefined) {
  const form = ACTION_FORMS[action];
  if (!form) throw new Error(`unknown action ${action}`);
  const params: Record<string, string | number> = { comment: values.comment?.trim() ?? '', businessid: BUSINESS_ID };
  if (version !== undefined) params['version'] = version;
  // spec workflow 3: toempid is the user numbers joined by ';'.
  if (values.people && values.people.length > 0) params['toempid'] = values.people.join(';');
  if (form.transmit) {
    params['isemail'] = values.isemail ? '1' : '0';
    params['forward'] = FORWARD_FLAG;
  }
  let path = form.path;
  if (form.upgrade && values.actiontype) {
    path = UPGRADE_PATHS[values.actiontype];
    params['actiontype'] = values.actiontype;
    params['maindata'] = values.maindata ?? '';
  }
  // The panel's choice per enabled node, as JSON of [{ nodeCode, userNos }] (the reference server's `approvers`).
  if (form.approvers && values.approvers) params['approvers'] = JSON.stringify(nodeApprovers(values.approvers));
  if (engine === 'jcy' && form.jcyPath) return { method: 'post' as const, url: `/eps/eps-api/commercial/info/sdk/${form.jcyPath}`, params: {}, data: params };
  return { method: 'get' as const, url: `/eps/eps-api/signBpm/${path}`, params, data: undefined };
}

/** The enabled nodes' approvers as user numbers (a disabled node takes none). */
export function nodeApprovers(nodes: readonly ApproverNode[]): { nodeCode: string; userNos: string[] }[] {
  return nodes.filter((n) => !n.disable).map((n) => ({ nodeCode: n.nodeCode, userNos: n.userList.flatMap((u) => (u.userno ? [u.userno] : [])) }));
}

/** spec workflow 5: the people rule of an action, or undefined when it is met. Returns a message key. */
export function peopleProblem(form: ActionForm, people: readonly string[] | undefined): string | undefined {
  const n = people?.length ?? 0;
  if (form.people === 'one' && n !== 1) return 'workflow.rules.onePerson';
  if (form.people === 'many' && n === 0) return 'workflow.rules.atLeastOne';
  return undefined;
}
