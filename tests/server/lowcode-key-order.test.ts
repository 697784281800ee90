// @vitest-environment node
/**
 * A saved screen keeps the order of its keys: drafts were stored only as
 * jsonb, which sorts object keys, so `{"type","title","body"}` came back as
 * `{"body",...,"type"}` and a form's fields "subject", "details" came back
 * as "details", "subject" (and showed in that order once published). The
 * text is stored as it was sent; every read (the draft, the published
 * version, the runtime read, a roll back from history) answers it in that
 * order: compared on the raw JSON text of the answers.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { screenVersions } from '../../server/db/schema';
import { documentChecker } from '../../server/lowcode/documentChecks';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';

let server: TestServer;
let configurator: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  await documentChecker();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const ID = 't/key-order';

/** Keys in no sorted order at any level: type, title, body; the form's properties subject before details. */
const TEXT = `{
  "type": "page",
  "title": { "zh-cn": "申请", "en": "Request" },
  "body": [
    {
      "type": "form",
      "schema": {
        "type": "object",
        "required": ["subject"],
        "properties": {
          "subject": { "type": "string", "title": "Subject", "maxLength": 100 },
          "details": { "type": "string", "title": "Details" }
        }
      }
    }
  ],
  "schemaVersion": 1
}
`;
/** The same document as the answers' envelopes serialise it: compact, keys in the order typed. */
const COMPACT = JSON.stringify(JSON.parse(TEXT));

async function raw(app: FastifyInstance, method: 'GET' | 'PUT' | 'POST', url: string, ticket: string, payload?: string): Promise<{ status: number; text: string }> {
  const answer = await app.inject({
    method,
    url,
    headers: { cookie: `EPSSESSION=${ticket}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: answer.statusCode, text: answer.body };
}

const conf = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: string) => raw(server.app, method, url, configurator.ticket, payload);

describe('a saved screen keeps its key order', () => {
  it('in the draft, the published version, the runtime read and a roll back', async () => {
    expect(COMPACT.indexOf('"subject"')).toBeLessThan(COMPACT.indexOf('"details"'));
    const saved = await conf('PUT', `/eps/lowcode/screens/draft?id=${ID}`, TEXT);
    expect(saved.status, saved.text).toBe(200);

    // Stored byte for byte.
    const [row] = await server.app.eps.db
      .select({ text: screenVersions.documentText })
      .from(screenVersions)
      .where(and(eq(screenVersions.tenantId, configurator.tenantId), eq(screenVersions.screenId, ID), eq(screenVersions.version, 1)));
    expect(row?.text).toBe(TEXT);

    const draft = await conf('GET', `/eps/lowcode/screens/one?id=${ID}`);
    expect(draft.text).toContain(`"draft":{`);
    expect(draft.text).toContain(`"document":${COMPACT}`);

    expect((await conf('POST', `/eps/lowcode/screens/publish?id=${ID}`, '{"message":"first"}')).status).toBe(200);
    const published = await conf('GET', `/eps/lowcode/screens/one?id=${ID}`);
    expect(published.text).toContain(`"published":{`);
    expect(published.text).toContain(`"document":${COMPACT}`);

    const runtime = await raw(server.app, 'GET', `/eps/lowcode/runtime/screen?id=${ID}`, buyer.ticket);
    expect(runtime.status).toBe(200);
    expect(runtime.text).toContain(`"data":${COMPACT}`);

    // A second version, then back to the first from history: the first's text again, in its order.
    const second = TEXT.replace('"Request"', '"Request 2"');
    expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${ID}`, second)).status).toBe(200);
    expect((await conf('POST', `/eps/lowcode/screens/publish?id=${ID}`, '{}')).status).toBe(200);
    expect((await raw(server.app, 'GET', `/eps/lowcode/runtime/screen?id=${ID}`, buyer.ticket)).text).toContain(`"data":${JSON.stringify(JSON.parse(second))}`);
    expect((await conf('POST', `/eps/lowcode/screens/rollback?id=${ID}&version=1`, '{}')).status).toBe(200);
    const rolledBack = await raw(server.app, 'GET', `/eps/lowcode/runtime/screen?id=${ID}`, buyer.ticket);
    expect(rolledBack.text).toContain(`"data":${COMPACT}`);
    const history = await conf('GET', `/eps/lowcode/screens/one?id=${ID}`);
    expect(history.text).toContain(`"document":${COMPACT}`);
  });
});
