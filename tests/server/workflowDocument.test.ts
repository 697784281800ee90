// @vitest-environment node
/**
 * What the approval pages show and the workflow rows added with them (spec
 * workflow 2.2, 2.5, 5, 7): the document being approved (lines, amounts,
 * total, attachment keys) for every engine's prefix; approve naming the next
 * approver (agreePost with maindata), refused at the last node; recommend,
 * kept in the history; the approver panel's own node shape accepted on
 * resubmit; the to-dos that open the seeded documents, per person.
 */
import { API_CODES } from '@core/apiCodes';
import enServer from '../../src/i18n/locales/en/server.json';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
let buyer: SignedIn;
let configurator: SignedIn;
const en = { 'accept-language': 'en' };
const SIGN = '/eps-sign4bpm/eps-api/signBpm';

beforeAll(async () => {
  server = await startTestServer();
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  // Messages follow the session language.
  await post(server.app, '/eps/auth/i18n/locale/', { lang: 'en' }, { token: buyer.ticket });
});
afterAll(async () => server.close());

type Buttons = { data: { actionlist: { action: string }[]; version: number } };
const actions = async (token: string, barcode: string) => (await get<Buttons>(server.app, `${SIGN}/getButton?barcode=${barcode}`, { token })).body.data.data.actionlist.map((a) => a.action);

type Doc = { title: string; status: string; currentNodeName: string; lines: { name: string; quantity: number; unitPrice: number; amount: number }[]; total: number; attachmentKeys: Record<string, string> };

describe('the document being approved', () => {
  it('answers title, lines with amounts and the exact total, under each edition prefix and for camunda', async () => {
    for (const prefix of ['/eps-sign4bpm', '/eps-sign', '/eps-sycBpm', '/eps']) {
      const answer = await get<Doc>(server.app, `${prefix}/eps-api/signBpm/document?barcode=PO-2026-0001`, { token: buyer.ticket });
      expect(answer.body.code).toBe(API_CODES.SUCCESS);
      expect(answer.body.data).toMatchObject({ title: '采购申请：办公电脑 20 台', status: 'running', currentNodeName: '部门审批' });
    }
    const doc = (await get<Doc>(server.app, `${SIGN}/document?barcode=PO-2026-0001`, { token: buyer.ticket })).body.data;
    expect(doc.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['笔记本电脑', 15, 8499, 127485],
      ['台式电脑', 5, 6299, 31495],
      ['扩展坞', 20, 459, 9180],
    ]);
    expect(doc.total).toBe(168160);
    expect(doc.attachmentKeys).toEqual({ appCode: 'workflow', bizType: 'approval', bizItemType: 'document', bizBillId: 'PO-2026-0001' });
    const files = await get<{ filename: string }[]>(server.app, '/eps/config/file/oss/getFileBizList?appCode=workflow&bizBillId=PO-2026-0001&bizType=approval&bizItemType=document', { token: buyer.ticket });
    expect(files.body.data.map((f) => f.filename)).toEqual(['供应商报价单.txt', '需求说明.txt', 'Quotation.pdf']);
    // spec 7: the approver's preview window at the spec's path shows the PDF inline.
    const page = { cookie: `EPSSESSION=${buyer.ticket}`, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const pdf = await server.app.inject({ method: 'GET', url: '/eps/config/file/oss/preview?attachid=att-wf-po-2026-0001-3', headers: page });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline;/);
    const contract = await get<Doc>(server.app, '/eps/flow/engine/document?barcode=CT-2026-0001', { token: buyer.ticket });
    expect(contract.body.data).toMatchObject({ currentNodeName: '法务审核', total: 427200 });
  });

  it('refuses a document of another tenant as unknown', async () => {
    const other = await get(server.app, `${SIGN}/document?barcode=PO-N-0001`, { token: buyer.ticket, headers: en });
    expect(other.body.code).not.toBe(API_CODES.SUCCESS);
    expect(other.body.message).toBe(enServer.workflow.documentUnknown);
  });
});

describe('approve naming the next approver, recommend', () => {
  it('agreePost with maindata makes the named person the next node approver, instead of its own', async () => {
    const { version } = (await get<Buttons>(server.app, `${SIGN}/getButton?barcode=PO-B-0001`, { token: buyer.ticket })).body.data.data;
    const agreed = await post<{ status: string }>(server.app, `${SIGN}/agreePost?barcode=PO-B-0001&businessid=12&version=${version}`, { maindata: 'E10002', comment: 'ok' }, { token: buyer.ticket });
    expect(agreed.body.data.status).toBe('running');
    // Finance (E20002 in the seed) is replaced by the configurator for this document.
    expect(await actions(configurator.ticket, 'PO-B-0001')).toContain('Approve');
    expect(await actions(buyer.ticket, 'PO-B-0001')).toEqual([]);
  });

  it('refuses two people, and naming a next approver at the last node', async () => {
    const two = await post(server.app, `${SIGN}/agreePost?barcode=PO-F-0001`, { maindata: 'E10002;E20003', comment: 'ok' }, { token: buyer.ticket, headers: en });
    expect(two.body.message).toBe(enServer.workflow.onePerson);
    // To the last node (CEO, the buyer): agree, agree naming the buyer, then agree naming anyone is refused.
    await post(server.app, `${SIGN}/agreePost?barcode=PO-F-0001`, { maindata: 'E10001', comment: 'ok' }, { token: buyer.ticket });
    await post(server.app, `${SIGN}/agreePost?barcode=PO-F-0001`, { maindata: 'E10001', comment: 'ok' }, { token: buyer.ticket });
    const last = await post(server.app, `${SIGN}/agreePost?barcode=PO-F-0001`, { maindata: 'E10002', comment: 'ok' }, { token: buyer.ticket, headers: en });
    expect(last.body.message).toBe(enServer.workflow.lastNode);
  });

  it('recommend keeps the node and is in the history; the comment is what was said', async () => {
    const recommended = await get<{ status: string }>(server.app, `${SIGN}/recommend?barcode=PO-J-0002&comment=${encodeURIComponent('价格合理，推荐通过')}&businessid=12`, { token: buyer.ticket });
    expect(recommended.body).toMatchObject({ code: API_CODES.SUCCESS, data: { status: 'running' } });
    expect(await actions(buyer.ticket, 'PO-J-0002')).toContain('Recommend');
    const history = await get<{ operateTypeName: string; comment: string }[]>(server.app, '/eps/flow/engine/history?barcode=PO-J-0002', { token: buyer.ticket });
    expect(history.body.data.at(-1)).toMatchObject({ operateTypeName: 'Recommend', comment: '价格合理，推荐通过' });
  });

  it('resubmit takes the approver panel nodes as they are (a disabled node takes none)', async () => {
    const nodes = [
      { nodeCode: 'dept_review', nodeName: '部门审批', disable: false, maxPerson: 2, userList: [{ userno: 'E20003', username: 'x' }] },
      { nodeCode: 'finance_review', nodeName: '财务审批', disable: false, maxPerson: null, userList: [{ userno: 'E20004', username: 'y' }] },
      { nodeCode: 'legal_review', nodeName: '法务审批', disable: true, maxPerson: null, userList: [{ userno: 'E20005', username: 'z' }] },
    ];
    const resent = await get<{ status: string }>(server.app, `${SIGN}/sdk/resend?barcode=PO-B-0006&comment=again&approvers=${encodeURIComponent(JSON.stringify(nodes))}`, { token: buyer.ticket });
    expect(resent.body).toMatchObject({ code: API_CODES.SUCCESS, data: { status: 'running' } });
    const empty = await get(server.app, `${SIGN}/sdk/resend?barcode=PO-F-0006&comment=again&approvers=${encodeURIComponent(JSON.stringify([{ ...nodes[1], userList: [] }]))}`, { token: buyer.ticket, headers: en });
    expect(empty.body.message).toBe(enServer.workflow.nodeEmpty.replace('{{name}}', '财务审批'));
  });
});

describe('approval to-dos', () => {
  it('open the seeded documents, each for the person who may act on it', async () => {
    type Task = { taskName: string; moduleUrl: string };
    const list = async (token: string) => (await get<{ list: Task[] }>(server.app, '/eps/sse/workbench/Task/pageWorkbenchTaskList?pageNum=1&pageSize=500', { token })).body.data.list;
    const mine = (await list(buyer.ticket)).filter((t) => t.taskName.startsWith('审批：') || t.taskName.startsWith('重新提交：')).map((t) => t.moduleUrl);
    expect(mine).toEqual(expect.arrayContaining([
      '/bpm-ui/demo-ui/approval?barcode=PO-2026-0001',
      '/fw-ui/demo-ui/approval?barcode=PO-2026-0002',
      '/jcy-ui/demo-ui/approval?barcode=PO-2026-0003',
      '/pages/main/workbench/approval?barcode=CT-2026-0001&processDefinitionKey=contract_flow&pageType=detail',
      '/bpm-ui/demo-ui/approval?barcode=PO-2026-0005',
    ]));
    expect((await list(configurator.ticket)).map((t) => t.moduleUrl)).toContain('/bpm-ui/demo-ui/approval?barcode=PO-2026-0006');
    expect(await actions(configurator.ticket, 'PO-2026-0006')).toContain('Approve');
  });
});
