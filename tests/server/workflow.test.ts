// @vitest-environment node
/**
 * The reference approval engine (server/workflow/; spec workflow 7):
 * every call, the state transitions and refusals, two actions racing on one
 * document, the state recovered by a fresh app in the middle of a process.
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { workflowDocuments } from '../../server/db/schema';
import { API_CODES } from '@core/apiCodes';
import enServer from '../../src/i18n/locales/en/server.json';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
let buyer: SignedIn;
let configurator: SignedIn;
const en = { 'accept-language': 'en' };
const SIGN = '/eps-sign4bpm/eps-api/signBpm';
const FLOW = '/eps/flow/engine';

beforeAll(async () => {
  server = await startTestServer();
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  // Messages follow the session language.
  await post(server.app, '/eps/auth/i18n/locale/', { lang: 'en' }, { token: buyer.ticket });
});
afterAll(async () => server.close());

type ActionList = { data: { actionlist: { action: string; actiondispname: string }[]; version: number; status: string } };
const buttons = async (token: string, query: string) => (await get<ActionList>(server.app, `${SIGN}/getButton?${query}`, { token, headers: en })).body.data.data;
const flowBody = (barcode: string, extra: object = {}) => ({ tenantId: buyer.tenantId, empNo: 'E10001', barcode, ...extra });

describe('sign engines', () => {
  it('getButton lists the actions of the approver, in the caller language', async () => {
    const list = await buttons(buyer.ticket, 'barcode=PO-2026-0001');
    expect(list.actionlist.map((a) => a.action)).toEqual(['Approve', 'Submit', 'DOAReject', 'Transfer', 'Transmit', 'AdditionUser', 'Upgrade', 'Terminate', 'Recommend']);
    expect(list.actionlist[0]).toEqual({ action: 'Approve', actiondispname: 'Approve' });
    expect(list.status).toBe('running');
  });

  it('agree moves the document on (through each edition prefix), and the next approver takes over', async () => {
    const before = await buttons(buyer.ticket, 'workflowUniqueId=wf-po-2026-0002');
    const agreed = await get<{ status: string }>(server.app, `/eps-sign/eps-api/signBpm/agree?workflowUniqueId=wf-po-2026-0002&comment=ok&businessid=12&version=${before.version}`, { token: buyer.ticket });
    expect(agreed.body).toMatchObject({ code: API_CODES.SUCCESS, data: { status: 'running' } });
    // Node 2 (finance) is not the buyer's: no actions left.
    expect((await buttons(buyer.ticket, 'workflowUniqueId=wf-po-2026-0002')).actionlist).toEqual([]);
    const again = await get(server.app, `${SIGN}/agree?workflowUniqueId=wf-po-2026-0002&comment=again`, { token: buyer.ticket, headers: en });
    expect(again.body.code).toBe(API_CODES.PERMISSION_ERROR);
    expect(again.body.message).toBe(enServer.workflow.notAllowed.replace('{{action}}', 'agree'));
  });

  it('transfer hands the node to one member; add approver adds several; unknown people are refused', async () => {
    const bad = await get(server.app, `${SIGN}/transfer?barcode=PO-2026-0006&comment=x&toempid=E99999`, { token: buyer.ticket, headers: en });
    expect(bad.body.message).toBe(enServer.workflow.unknownPerson.replace('{{userNo}}', 'E99999'));
    const two = await get(server.app, `${SIGN}/transfer?barcode=PO-2026-0006&comment=x&toempid=E20003;E20004`, { token: buyer.ticket, headers: en });
    expect(two.body.message).toBe(enServer.workflow.onePerson);
    const added = await get(server.app, `${SIGN}/additionUser?barcode=PO-2026-0006&comment=x&toempid=E20005;E20006`, { token: buyer.ticket });
    expect(added.body.code).toBe(API_CODES.SUCCESS);
    const moved = await get(server.app, `${SIGN}/transfer?barcode=PO-2026-0006&comment=x&toempid=E20003`, { token: buyer.ticket });
    expect(moved.body.code).toBe(API_CODES.SUCCESS);
    expect((await buttons(buyer.ticket, 'barcode=PO-2026-0006')).actionlist).toEqual([]);
    const nodes = await get<{ assigneeList: { userno: string }[] }[]>(server.app, `${FLOW}/nodes?barcode=PO-2026-0006`, { token: buyer.ticket });
    expect(nodes.body.data[0]!.assigneeList.map((a) => a.userno).sort()).toEqual(['E10002', 'E20003', 'E20005', 'E20006']);
  });

  it('upgrade looks approvers up by action type and replaces the node approvers', async () => {
    const ceo = await get<{ bpmUsers: { userno: string }[] }[]>(server.app, `${SIGN}/approve?actiontype=UpgradeCEO`, { token: buyer.ticket });
    expect(ceo.body.data[0]!.bpmUsers.map((u) => u.userno)).toEqual(['E20001']);
    const managers = await get<{ bpmUsers: unknown[] }[]>(server.app, `${SIGN}/approve?actiontype=UpgradeReportTo`, { token: buyer.ticket });
    expect(managers.body.data[0]!.bpmUsers.length).toBeGreaterThan(1);
    const badType = await get(server.app, `${SIGN}/approve?actiontype=Nope`, { token: buyer.ticket });
    expect(badType.status).toBe(400);
    const up = await get(server.app, `${SIGN}/upgradeCEO?barcode=PO-2026-0003&comment=up&maindata=E20001&actiontype=UpgradeCEO`, { token: buyer.ticket });
    expect(up.body.code).toBe(API_CODES.SUCCESS);
    expect((await buttons(buyer.ticket, 'barcode=PO-2026-0003')).actionlist).toEqual([]);
  });

  it('upgrade to oneself is refused as transfer to oneself is: the co-approvers stay', async () => {
    // Refusals change nothing, so the document the later tests use stays as seeded.
    const assignees = async () =>
      (await get<{ assigneeList: { userno: string }[] }[]>(server.app, `${FLOW}/nodes?barcode=PO-2026-0001`, { token: buyer.ticket })).body.data[0]!.assigneeList.map((a) => a.userno).sort();
    expect(await assignees()).toEqual(['E10001', 'E10002']);
    const transfer = await get(server.app, `${SIGN}/transfer?barcode=PO-2026-0001&comment=x&toempid=E10001`, { token: buyer.ticket, headers: en });
    expect(transfer.body.message).toBe(enServer.workflow.notYourself);
    for (const action of ['upgradeOther', 'upgradeReportTo', 'upgradeCEO']) {
      const upgrade = await get(server.app, `${SIGN}/${action}?barcode=PO-2026-0001&comment=up&maindata=E10001&actiontype=GetAllFormApprover`, { token: buyer.ticket, headers: en });
      expect([upgrade.status, upgrade.body], action).toEqual([transfer.status, transfer.body]);
    }
    expect(await assignees()).toEqual(['E10001', 'E10002']);
  });

  it('the applicant resubmits a rejected document with approvers per node (checked again); recall and terminate end a running one', async () => {
    const before = await get<ActionList & { data: { data: { canResubmit: boolean; flowCode: string; flowType: string } } }>(server.app, `${SIGN}/getButton?barcode=PO-2026-0005`, { token: buyer.ticket });
    expect(before.body.data.data.actionlist.map((a) => a.action)).toEqual(['Resubmit']);
    expect(before.body.data.data).toMatchObject({ canResubmit: true, flowCode: 'purchase_approval', flowType: 'sign' });
    // The configurator is no applicant: no resubmit, so no user selector either.
    expect((await get<{ data: { canResubmit: boolean } }>(server.app, `${SIGN}/getButton?barcode=PO-2026-0005`, { token: configurator.ticket })).body.data.data.canResubmit).toBe(false);
    const resend = (approvers: string) =>
      get<{ status: string }>(server.app, `${SIGN}/sdk/resend?barcode=PO-2026-0005&comment=again&approvers=${encodeURIComponent(approvers)}`, { token: buyer.ticket, headers: en });
    const pick = (dept: string[], finance: string[]) => JSON.stringify([{ nodeCode: 'dept_review', userNos: dept }, { nodeCode: 'finance_review', userNos: finance }]);
    expect((await resend(pick(['E10001', 'E20003', 'E20004'], ['E20005']))).body.message).toBe(enServer.workflow.maxPerson.replace('{{max}}', '2'));
    expect((await resend(pick(['E10001'], []))).body.message).toBe(enServer.workflow.nodeEmpty.replace('{{name}}', '财务审批'));
    expect((await resend('{not json')).body.message).toBe(enServer.workflow.badApprovers);
    expect((await resend(pick(['E10001'], ['E99999']))).body.message).toBe(enServer.workflow.unknownPerson.replace('{{userNo}}', 'E99999'));
    const resent = await resend(pick(['E10001', 'E20003'], ['E20004']));
    expect(resent.body.data.status).toBe('running');
    // The panel of the resubmitted document starts with the approvers just chosen.
    const panel = await get<{ nodeCode: string; userList: { userno: string }[] }[]>(server.app, '/eps/config/flow/node/search?flowCode=purchase_approval&flowType=sign&barcode=PO-2026-0005', { token: buyer.ticket });
    expect(panel.body.data.map((n) => [n.nodeCode, n.userList.map((u) => u.userno)])).toEqual([
      ['dept_review', ['E10001', 'E20003']],
      ['finance_review', ['E20004']],
      ['legal_review', []],
      ['ceo_review', ['E10001']],
    ]);
    expect((await buttons(buyer.ticket, 'barcode=PO-2026-0005')).actionlist.map((a) => a.action)).toContain('Recall');
    const recalled = await get<{ status: string }>(server.app, `${SIGN}/recall?barcode=PO-2026-0005&comment=back`, { token: buyer.ticket });
    expect(recalled.body.data.status).toBe('recalled');
  });

  it('jcy posts with a body; agreePost takes maindata in the body', async () => {
    const forward = await post(server.app, '/eps-sycBpm/eps-api/commercial/info/sdk/forward', { barcode: 'PO-2026-0001', comment: 'fyi', toempid: 'E20007', isemail: '1' }, { token: buyer.ticket });
    expect(forward.body.code).toBe(API_CODES.SUCCESS);
    const agreed = await post<{ status: string }>(server.app, `${SIGN}/agreePost?barcode=PO-2026-0001&businessid=12`, { maindata: 'E20002', comment: 'ok' }, { token: buyer.ticket });
    expect(agreed.body.data.status).toBe('running');
  });

  it('of two actions racing on one document exactly one wins; the other hears the document has changed', async () => {
    const { version } = await buttons(buyer.ticket, 'barcode=CT-2026-0003');
    const call = (comment: string) => get(server.app, `${SIGN}/agree?barcode=CT-2026-0003&comment=${comment}&version=${version}`, { token: buyer.ticket, headers: en });
    const answers = await Promise.all([call('a'), call('b')]);
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual([API_CODES.SUCCESS, API_CODES.BAD_REQUEST]);
    const lost = answers.find((a) => a.body.code !== API_CODES.SUCCESS)!;
    expect(lost.status).toBe(409);
    expect(lost.body.message).toBe(enServer.workflow.changed);
  });
});

describe('camunda flow', () => {
  it('history, nodes and active node of the seeded multi-node document (with its reject)', async () => {
    const history = await get<{ operateCode: string; activityName: string }[]>(server.app, `${FLOW}/history?barcode=CT-2026-0001`, { token: buyer.ticket });
    expect(history.body.data.map((h) => h.operateCode)).toEqual(['start', 'agree', 'agree', 'reject']);
    const active = await get<{ activityId: string; index: number; inProcess: boolean }>(server.app, `${FLOW}/activeNode?barcode=CT-2026-0001`, { token: buyer.ticket });
    expect(active.body.data).toMatchObject({ activityId: 'legal_review', index: 1, inProcess: true });
    const nodes = await get<{ activityId: string }[]>(server.app, `${FLOW}/nodes?barcode=CT-2026-0001`, { token: buyer.ticket });
    expect(nodes.body.data.map((n) => n.activityId)).toEqual(['first_review', 'legal_review', 'final_review']);
  });

  it('actions need version 0.0.1 and the session empNo; start puts a draft in process', async () => {
    const actions = await post<{ buttonCode: string }[]>(server.app, `${FLOW}/actions`, flowBody('CT-2026-0002', { version: '0.0.1', pageType: 'detail', processDefinitionKey: 'contract_flow', activityId: '' }), { token: buyer.ticket });
    expect(actions.body.data.map((a) => a.buttonCode)).toEqual(['start']);
    expect((await post(server.app, `${FLOW}/actions`, flowBody('CT-2026-0002', { version: '1.0' }), { token: buyer.ticket })).status).toBe(400);
    const someoneElse = await post(server.app, `${FLOW}/start`, { ...flowBody('CT-2026-0002'), empNo: 'E10002' }, { token: buyer.ticket });
    expect(someoneElse.body.code).toBe(API_CODES.PERMISSION_ERROR);
    const started = await post<{ status: string }>(server.app, `${FLOW}/start`, flowBody('CT-2026-0002', { processTheme: '2026-11-23 张采购 E10001 物流服务合同' }), { token: buyer.ticket });
    expect(started.body.data.status).toBe('running');
    const again = await post(server.app, `${FLOW}/start`, flowBody('CT-2026-0002'), { token: buyer.ticket });
    expect(again.body.code).toBe(API_CODES.PERMISSION_ERROR);
  });

  it('reject needs an earlier target node; a stale currentActivityId is refused', async () => {
    const run = (extra: object) => post(server.app, `${FLOW}/run`, flowBody('CT-2026-0001', { operateCode: 'reject', comment: 'no', ...extra }), { token: buyer.ticket, headers: en });
    expect((await run({ currentActivityId: 'legal_review' })).body.message).toBe(enServer.workflow.targetRequired);
    expect((await run({ currentActivityId: 'legal_review', targetActivityId: 'final_review' })).body.message).toBe(enServer.workflow.badTarget);
    expect((await run({ currentActivityId: 'first_review', targetActivityId: 'first_review' })).status).toBe(409);
    const ok = await run({ currentActivityId: 'legal_review', targetActivityId: 'first_review' });
    expect(ok.body.code).toBe(API_CODES.SUCCESS);
    const active = await get<{ activityId: string }>(server.app, `${FLOW}/activeNode?barcode=CT-2026-0001`, { token: buyer.ticket });
    expect(active.body.data.activityId).toBe('first_review');
  });

  it('a fresh app on the same database recovers the engine state mid-process and finishes it', async () => {
    const barcode = 'CT-2026-0004';
    const run = (app: typeof server.app, operateCode: string, currentActivityId: string) =>
      post<{ status: string }>(app, `${FLOW}/run`, flowBody(barcode, { operateCode, currentActivityId, comment: 'ok' }), { token: buyer.ticket });
    expect((await run(server.app, 'agree', 'first_review')).body.data.status).toBe('running');
    const [saved] = await server.db.database.db.select().from(workflowDocuments).where(eq(workflowDocuments.barcode, barcode));
    expect(saved!.engineState).toBeTruthy();
    const restarted = await buildApp({ database: server.db.database, ownsDatabase: false, config: { logLevel: 'silent', seedDemo: false, staticDir: undefined } });
    try {
      expect((await run(restarted, 'agree', 'legal_review')).body.data.status).toBe('running');
      expect((await run(restarted, 'agree', 'final_review')).body.data.status).toBe('approved');
    } finally {
      await restarted.close();
    }
    const actions = await post(server.app, `${FLOW}/actions`, flowBody(barcode, { version: '0.0.1' }), { token: buyer.ticket });
    expect(actions.body.data).toEqual([]);
  });

  it('terminate ends the process; the configurator (not an approver of the first node) is refused', async () => {
    const notTheirs = await post(server.app, `${FLOW}/run`, { ...flowBody('CT-2026-0002'), empNo: 'E10002', operateCode: 'terminate', comment: 'stop' }, { token: configurator.ticket });
    expect(notTheirs.body.code).toBe(API_CODES.PERMISSION_ERROR);
    const done = await post<{ status: string }>(server.app, `${FLOW}/run`, flowBody('CT-2026-0003', { operateCode: 'terminate', comment: 'stop' }), { token: buyer.ticket });
    expect(done.body.data.status).toBe('terminated');
    const history = await get<{ operateCode: string }[]>(server.app, `${FLOW}/history?barcode=CT-2026-0003`, { token: buyer.ticket });
    expect(history.body.data.map((h) => h.operateCode)).toEqual(['start', 'Approve', 'terminate']);
  });
});

describe('camunda history by date', () => {
  it('keeps the actions of whole days from..to; a day that does not exist is a 400', async () => {
    type Row = { startTime: string };
    const all = (await get<Row[]>(server.app, `${FLOW}/history?barcode=CT-2026-0001`, { token: buyer.ticket })).body.data;
    expect(all.length).toBeGreaterThan(0);
    const day = all[0]!.startTime.slice(0, 10);
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const dated = async (query: string) => get<Row[]>(server.app, `${FLOW}/history?barcode=CT-2026-0001&${query}`, { token: buyer.ticket });
    const sameDay = (await dated(`from=${day}&to=${day}`)).body.data;
    expect(sameDay.length).toBeGreaterThan(0);
    expect(sameDay.every((r) => r.startTime.startsWith(day))).toBe(true);
    expect((await dated(`from=${next}`)).body.data.filter((r) => r.startTime < next)).toEqual([]);
    expect((await dated('to=2000-01-01')).body.data).toEqual([]);
    expect((await dated('from=2026-02-30')).status).toBe(400);
    expect((await dated('from=yesterday')).status).toBe(400);
  });
});

describe('member search and approver nodes', () => {
  it('pages the tenant users and its 45-member directory, up to 1000 a page, and searches by keyword', async () => {
    const first = await get<{ items: { userno: string; deptname: string; position: string; orgname: string }[]; total: number }>(server.app, '/eps/usercenter/uc/user/queryUserByUc?pageNum=1&pageSize=20', { token: buyer.ticket });
    expect(first.body.data.total).toBeGreaterThanOrEqual(45);
    expect(first.body.data.items).toHaveLength(20);
    expect(Object.keys(first.body.data.items[0]!)).toEqual(expect.arrayContaining(['userno', 'position', 'orgname', 'deptname']));
    const all = await get<{ items: { userno: string }[] }>(server.app, '/eps/usercenter/uc/user/queryUserByUc?pageNum=1&pageSize=1000', { token: buyer.ticket });
    expect(all.body.data.items).toHaveLength(first.body.data.total);
    // The buyer is one person, not a user and a directory entry.
    expect(all.body.data.items.filter((m) => m.userno === 'E10001')).toHaveLength(1);
    expect((await get(server.app, '/eps/usercenter/uc/user/queryUserByUc?pageNum=1&pageSize=1001', { token: buyer.ticket })).status).toBe(400);
    const found = await get<{ total: number }>(server.app, '/eps/usercenter/uc/user/queryUserByUc?pageNum=1&pageSize=20&keyword=E1000', { token: buyer.ticket });
    expect(found.body.data.total).toBe(2);
  });

  it('answers the approver nodes with maxPerson and a disabled node', async () => {
    const nodes = await get<{ nodeName: string; disable: boolean; maxPerson: number | null; userList: unknown[] }[]>(server.app, '/eps/config/flow/node/search?flowCode=purchase_approval&flowType=sign', { token: buyer.ticket });
    expect(nodes.body.data.map((n) => [n.nodeName, n.disable, n.maxPerson])).toEqual([
      ['部门审批', false, 2],
      ['财务审批', false, null],
      ['法务审批', true, null],
      ['总经理审批', false, 1],
    ]);
    expect((await get(server.app, '/eps/config/flow/node/search?flowCode=purchase_approval', { token: buyer.ticket })).status).toBe(400);
    // Without a document the nodes carry no approvers; a document of another tenant is not found.
    expect(nodes.body.data.every((n) => n.userList.length === 0)).toBe(true);
    const foreign = await get(server.app, '/eps/config/flow/node/search?flowCode=purchase_approval&flowType=sign&barcode=PO-N-0001', { token: buyer.ticket, headers: en });
    expect(foreign.body.message).toBe(enServer.workflow.documentUnknown);
  });
});
