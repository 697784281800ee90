// @vitest-environment node
/**
 * The fw engine's own calls (server/workflow/fwRoutes.ts; spec workflow 7): the
 * user-centre token the bar's helper asks for, and the button method with
 * remark, userCenterToken, barcode, workflowUniqueId and a numeric requestId.
 */
import { eq } from 'drizzle-orm';
import { workflowDocuments } from '../../server/db/schema';
import { API_CODES } from '@core/apiCodes';
import enServer from '../../src/i18n/locales/en/server.json';
import type { SignedIn, TestServer } from './helpers/testServer';
import { get, login, post, startTestServer } from './helpers/testServer';

let server: TestServer;
let buyer: SignedIn;
let configurator: SignedIn;
const en = { 'accept-language': 'en' };
const FW = '/eps-sign/eps-api/sign';

beforeAll(async () => {
  server = await startTestServer();
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  await post(server.app, '/eps/auth/i18n/locale/', { lang: 'en' }, { token: buyer.ticket });
});
afterAll(async () => server.close());

const tokenOf = async (session: string): Promise<string> =>
  (await get<{ userCenterToken: string }>(server.app, `${FW}/userCenterToken`, { token: session })).body.data.userCenterToken;

async function documentOf(barcode: string) {
  const [row] = await server.db.database.db.select().from(workflowDocuments).where(eq(workflowDocuments.barcode, barcode));
  return row!;
}

describe('fw engine', () => {
  it('gives each session its own user-centre token', async () => {
    const mine = await tokenOf(buyer.ticket);
    expect(mine).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokenOf(buyer.ticket)).toBe(mine);
    expect(await tokenOf(configurator.ticket)).not.toBe(mine);
    const anonymous = await get(server.app, `${FW}/userCenterToken`);
    expect(anonymous.body.code).not.toBe(API_CODES.SUCCESS);
  });

  it('the button method acts on the document its body names (numeric requestId), with the remark as the comment', async () => {
    const doc = await documentOf('PO-F-0001');
    const userCenterToken = await tokenOf(buyer.ticket);
    const body = { action: 'Approve', remark: 'fine by me', barcode: doc.barcode, workflowUniqueId: doc.workflowUniqueId, requestId: doc.requestId, version: doc.version };
    const answer = await post<{ status: string; version: number }>(server.app, `${FW}/button?userCenterToken=${userCenterToken}`, body, { token: buyer.ticket, headers: en });
    expect(answer.body).toMatchObject({ code: API_CODES.SUCCESS, data: { status: 'running', version: doc.version + 1 } });
    const history = await get<{ comment: string; operateCode: string }[]>(server.app, `/eps/flow/engine/history?barcode=${doc.barcode}`, { token: buyer.ticket });
    expect(history.body.data.at(-1)).toMatchObject({ comment: 'fine by me', operateCode: 'Approve', assigneeName: '张采购' });
  });

  it('takes the token in the body too; refuses none, another session\'s, an unknown action and a text requestId, before acting', async () => {
    const doc = await documentOf('PO-F-0002');
    const base = { action: 'DOAReject', remark: 'no', requestId: doc.requestId, version: doc.version };
    const none = await post(server.app, `${FW}/button`, base, { token: buyer.ticket, headers: en });
    expect(none.body).toMatchObject({ code: API_CODES.PERMISSION_ERROR, message: enServer.workflow.userCenterToken });
    const others = await post(server.app, `${FW}/button`, { ...base, userCenterToken: await tokenOf(configurator.ticket) }, { token: buyer.ticket, headers: en });
    expect(others.body.message).toBe(enServer.workflow.userCenterToken);
    const own = await tokenOf(buyer.ticket);
    const unknown = await post(server.app, `${FW}/button`, { ...base, action: 'Explode', userCenterToken: own }, { token: buyer.ticket });
    expect(unknown.status).toBe(400);
    const textId = await post(server.app, `${FW}/button`, { ...base, requestId: 'twelve', userCenterToken: own }, { token: buyer.ticket });
    expect(textId.status).toBe(400);
    expect((await documentOf('PO-F-0002')).version).toBe(doc.version);
    const rejected = await post<{ status: string }>(server.app, `${FW}/button`, { ...base, userCenterToken: own }, { token: buyer.ticket });
    expect(rejected.body).toMatchObject({ code: API_CODES.SUCCESS, data: { status: 'rejected' } });
  });

  it('is refused cross-site like any write', async () => {
    const doc = await documentOf('PO-F-0003');
    const answer = await post(server.app, `${FW}/button`, { action: 'Approve', remark: 'x', requestId: doc.requestId, userCenterToken: await tokenOf(buyer.ticket) }, {
      token: buyer.ticket,
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
    expect((await documentOf('PO-F-0003')).version).toBe(doc.version);
  });
});
