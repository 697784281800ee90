// @vitest-environment jsdom
/** The approval bar's rules (src/shell/approval/approvalRules.ts; spec workflow 2.2, 5, 6, 9). */
import { actionCall, approvalBarHidden, dialogWidth, isPrimary, nodeApprovers, peopleProblem, visibleActions, ACTION_FORMS } from '../../../../src/shell/approval/approvalRules';
import { pickProblem, verifyApprovers, type ApproverNode } from '../../../../src/shell/approval/approverRules';
import { leavePage, type LeaveHost } from '../../../../src/shell/approval/leavePage';
import { postToParent, setParentOrigin } from '../../../../src/shell/embedding/protocol';

const list = ['Approve', 'Submit', 'DOAReject', 'Transfer', 'Terminate'].map((action) => ({ action, actiondispname: action }));

describe('approval bar', () => {
  it('hides Submit on a wide screen and offers only Approve and DOAReject on a narrow one', () => {
    expect(visibleActions(list, false).map((a) => a.action)).toEqual(['Approve', 'DOAReject', 'Transfer', 'Terminate']);
    expect(visibleActions(list, true).map((a) => a.action)).toEqual(['Approve', 'DOAReject']);
  });

  it('makes only Approve primary and the dialog 50% wide, 80% narrow', () => {
    expect(list.filter((a) => isPrimary(a.action)).map((a) => a.action)).toEqual(['Approve']);
    expect([dialogWidth(false), dialogWidth(true)]).toEqual(['50%', '80%']);
  });

  it('requires the comment on every action of section 5', () => {
    for (const action of ['Approve', 'DOAReject', 'Recall', 'Resubmit', 'Terminate', 'Submit', 'Upgrade', 'Transfer', 'Transmit', 'AdditionUser']) {
      expect(ACTION_FORMS[action]!.commentRequired, action).toBe(true);
    }
  });

  it('needs one person to transfer, at least one to add or transmit', () => {
    expect(peopleProblem(ACTION_FORMS['Transfer']!, [])).toBe('workflow.rules.onePerson');
    expect(peopleProblem(ACTION_FORMS['Transfer']!, ['a', 'b'])).toBe('workflow.rules.onePerson');
    expect(peopleProblem(ACTION_FORMS['Transfer']!, ['a'])).toBeUndefined();
    expect(peopleProblem(ACTION_FORMS['Transmit']!, [])).toBe('workflow.rules.atLeastOne');
    expect(peopleProblem(ACTION_FORMS['AdditionUser']!, ['a', 'b'])).toBeUndefined();
  });

  it('builds the calls: businessid 12, toempid joined by ;, forward flag 3, upgrade path by type, jcy POST', () => {
    expect(actionCall('Approve', { comment: ' ok ' }, 'bpm', 4)).toEqual({ method: 'get', url: '/eps/eps-api/signBpm/agree', params: { comment: 'ok', businessid: '12', version: 4 }, data: undefined });
    expect(actionCall('Transmit', { comment: 'c', people: ['E1', 'E2'], isemail: true }, 'fw', undefined).params).toEqual({ comment: 'c', businessid: '12', toempid: 'E1;E2', isemail: '1', forward: '3' });
    expect(actionCall('Upgrade', { comment: 'c', actiontype: 'GetAllFormApprover', maindata: 'E3' }, 'bpm', undefined).url).toBe('/eps/eps-api/signBpm/upgradeOther');
    expect(actionCall('Upgrade', { comment: 'c', actiontype: 'UpgradeCEO', maindata: 'E3' }, 'bpm', undefined).params).toMatchObject({ actiontype: 'UpgradeCEO', maindata: 'E3' });
    const jcy = actionCall('Transmit', { comment: 'c', people: ['E1'] }, 'jcy', undefined);
    expect(jcy).toMatchObject({ method: 'post', url: '/eps/eps-api/commercial/info/sdk/forward', data: { toempid: 'E1' } });
    expect(actionCall('Resubmit', { comment: 'c' }, 'jcy', undefined).url).toBe('/eps/eps-api/signBpm/sdk/resend');
  });

  it('hides the bar only in the framework, only when EPS_HIDE_APPROVAL_ACTION is Y', () => {
    expect(approvalBarHidden('fw', { EPS_HIDE_APPROVAL_ACTION: 'Y' })).toBe(true);
    expect(approvalBarHidden('fw', { EPS_HIDE_APPROVAL_ACTION: ' y ' })).toBe(true);
    expect(approvalBarHidden('fw', { EPS_HIDE_APPROVAL_ACTION: 'N' })).toBe(false);
    expect(approvalBarHidden('fw', {})).toBe(false);
    expect(approvalBarHidden('bpm', { EPS_HIDE_APPROVAL_ACTION: 'Y' })).toBe(false);
    expect(approvalBarHidden('jcy', { EPS_HIDE_APPROVAL_ACTION: 'Y' })).toBe(false);
  });

  it('sends the resubmit approvers of the enabled nodes as user numbers', () => {
    const nodes = [
      { nodeCode: 'a', nodeName: 'A', disable: false, maxPerson: 2, userList: [{ userId: 1, username: 'x', userno: 'E1' }, { userId: null, username: 'y', userno: 'E2' }] },
      { nodeCode: 'b', nodeName: 'B', disable: true, maxPerson: null, userList: [{ userId: 3, username: 'z', userno: 'E3' }] },
    ];
    expect(nodeApprovers(nodes)).toEqual([{ nodeCode: 'a', userNos: ['E1', 'E2'] }]);
    const params: Record<string, string | number> = actionCall('Resubmit', { comment: 'c', approvers: nodes }, 'bpm', undefined).params;
    expect(JSON.parse(String(params['approvers']))).toEqual([{ nodeCode: 'a', userNos: ['E1', 'E2'] }]);
    expect(actionCall('Approve', { comment: 'c', approvers: nodes }, 'bpm', undefined).params).not.toHaveProperty('approvers');
  });
});

describe('approver panel rules', () => {
  const node = (over: Partial<ApproverNode>): ApproverNode => ({ nodeCode: 'n', nodeName: '部门审批', disable: false, maxPerson: null, userList: [], ...over });
  it('refuses a pick over maxPerson with its number', () => {
    expect(pickProblem(node({ maxPerson: 2 }), 3)).toEqual({ key: 'workflow.rules.maxPerson', vars: { max: 2 } });
    expect(pickProblem(node({ maxPerson: 2 }), 2)).toBeUndefined();
    expect(pickProblem(node({}), 50)).toBeUndefined();
  });
  it('needs an approver on every enabled node, naming the first empty one', () => {
    const nodes = [node({ nodeCode: 'a', userList: [{ userId: 1, username: 'x' }] }), node({ nodeCode: 'b', nodeName: '法务审批', disable: true }), node({ nodeCode: 'c', nodeName: '财务审批' })];
    expect(verifyApprovers(nodes)).toEqual({ key: 'workflow.rules.nodeEmpty', vars: { name: '财务审批' } });
    expect(verifyApprovers(nodes.slice(0, 2))).toBeUndefined();
  });
});

describe('leaving the page', () => {
  const host = (over: Partial<LeaveHost>): LeaveHost & { calls: string[] } => {
    const calls: string[] = [];
    return { framed: false, openedByScript: false, post: () => (calls.push('post'), true), close: () => calls.push('close'), back: () => calls.push('back'), ...over, calls };
  };
  it('signals the parent in a frame, closes a window it was opened in, else goes back', () => {
    const framed = host({ framed: true });
    expect(leavePage('Approve', framed)).toBe('parent');
    const opened = host({ openedByScript: true });
    expect(leavePage('Approve', opened)).toBe('closed');
    expect(opened.calls).toEqual(['close']);
    const plain = host({});
    expect(leavePage('Approve', plain)).toBe('back');
    // A frame whose parent origin is not configured: no message, the window rule applies.
    expect(leavePage('Approve', host({ framed: true, post: () => false }))).toBe('back');
  });

  it('posts to the parent at the configured origin, else its own, never *', () => {
    const parent = { postMessage: vi.fn() };
    const spy = vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    try {
      // Unconfigured: our own origin (frame-ancestors 'self': only the portal frames its pages), never '*'.
      setParentOrigin(undefined);
      expect(postToParent({ type: 'workflow-close', status: 'pass' })).toBe(true);
      expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'workflow-close', status: 'pass' }, window.location.origin);
      setParentOrigin('https://host.example.com/some/path');
      expect(postToParent({ type: 'workflow-close', status: 'pass', params: { action: 'Approve' } })).toBe(true);
      expect(parent.postMessage).toHaveBeenCalledWith({ type: 'workflow-close', status: 'pass', params: { action: 'Approve' } }, 'https://host.example.com');
    } finally {
      spy.mockRestore();
      setParentOrigin(undefined);
    }
  });
});
