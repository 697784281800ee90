// @vitest-environment node
/**
 * Lost races of the studio's writes answer 409 with a message, never 500: two publishes of the same
 * screen draft at once, and the same tenant text key written twice at once. The races are real on
 * PostgreSQL (scripts/with-pg.sh), where the two requests run on two
 * connections; on PGlite (one connection) they take turns, and the test only confirms the answers.
 */
import { documentChecker } from '../../server/lowcode/documentChecks';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';
import { call, samplePage } from './helpers/lowcode';

const ROUNDS = 10;

let server: TestServer;
let configurator: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  await documentChecker();
}, 120_000);
afterAll(async () => {
  await server?.close();
});

const conf = (method: Parameters<typeof call>[1], url: string, body?: unknown, lang = 'en') =>
  call(server.app, method, url, configurator.ticket, body, { 'accept-language': lang });

it('two publishes of the same draft at once: one 200, the other 409 with a message', async () => {
  const statuses: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const id = `t/race-publish-${round}`;
    expect((await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, samplePage(`Race ${round}`))).status).toBe(200);
    const pair = await Promise.all([conf('POST', `/eps/lowcode/screens/publish?id=${id}`, {}), conf('POST', `/eps/lowcode/screens/publish?id=${id}`, {}, 'zh-cn')]);
    for (const answer of pair) {
      statuses.push(answer.status);
      if (answer.status === 409) {
        expect(answer.body.message).toMatch(/another request|另一个请求/);
        expect(answer.body.message).toContain(id);
      }
    }
    expect(pair.map((a) => a.status).filter((s) => s === 200)).toHaveLength(1);
    const versions = await conf('GET', `/eps/lowcode/screens/one?id=${id}`);
    expect(versions.body.data.published?.version).toBe(1);
  }
  console.info(`publish races (${server.db.driver}): ${statuses.join(' ')}`);
  expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
});

it('the same text key written twice at once: 200 or 409 with a message, and one row holding one of the values', async () => {
  const statuses: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const key = `race.text${round}`;
    const pair = await Promise.all([
      conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'first' }),
      conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'second' }, 'zh-cn'),
    ]);
    for (const answer of pair) {
      statuses.push(answer.status);
      if (answer.status === 409) expect(answer.body.message).toMatch(new RegExp(`${key.replace('.', '\\.')}.*(another request|另一个请求)|(another request|另一个请求).*${key.replace('.', '\\.')}`));
    }
    expect(pair.some((a) => a.status === 200)).toBe(true);
    const rows = (await conf('GET', `/eps/lowcode/texts?q=${key}`)).body.data as Array<{ key: string; value: string }>;
    expect(rows.filter((r) => r.key === key)).toHaveLength(1);
  }
  console.info(`text races (${server.db.driver}): ${statuses.join(' ')}`);
  expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
});
