// @vitest-environment node
/**
 * Two configurators on one text or one menu entry: the studio's reads name
 * each text's and each node's version, and a write made on a copy someone has
 * replaced since (its If-Match names the older version) is a 409 that changes
 * nothing, so neither silently undoes the other's change. Without If-Match (a
 * script) writes go ahead as before; junk tags never make a 500.
 */
import { eq } from 'drizzle-orm';
import { permissions } from '../../server/db/schema';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';
import { call } from './helpers/lowcode';

let server: TestServer;
let configurator: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
}, 120_000);
afterAll(async () => server?.close());

const conf = (method: Parameters<typeof call>[1], url: string, body?: unknown, ifMatch?: string) =>
  call(server.app, method, url, configurator.ticket, body, { 'accept-language': 'en', ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) });

interface TextItem {
  key: string;
  lang: string;
  value: string;
  version: string;
}
const textNow = async (key: string, lang = 'en'): Promise<TextItem | undefined> =>
  ((await conf('GET', `/eps/lowcode/texts?q=${encodeURIComponent(key)}`)).body.data as TextItem[]).find((item) => item.key === key && item.lang === lang);
const textTag = (key: string, version: string, lang = 'en'): string => `"text:${key}@${lang}:${version}"`;

describe('texts', () => {
  it('a change from a copy the other editor replaced is refused, and theirs stays', async () => {
    const key = 'workbench.greeting.twoEditors';
    // Both open the table before either has an override: their copies say "none".
    const first = await conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'From A' }, textTag(key, 'none'));
    expect(first.status).toBe(200);
    const staleCreate = await conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'From B' }, textTag(key, 'none'));
    expect(staleCreate.status).toBe(409);
    expect(staleCreate.body.message).toMatch(/Someone else changed this|已被他人修改/);
    const seen = await textNow(key);
    expect(seen).toMatchObject({ value: 'From A' });
    expect(seen?.version).toMatch(/^[0-9a-f]{64}$/);
    expect(first.body.data).toMatchObject({ value: 'From A', version: seen?.version });

    // B reloads, then edits from the current copy: it goes ahead; A's older copy is now stale, for a reset too.
    const fromCurrent = await conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'From B' }, textTag(key, seen!.version));
    expect(fromCurrent.status).toBe(200);
    expect((await conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'A again' }, textTag(key, seen!.version))).status).toBe(409);
    expect((await conf('DELETE', `/eps/lowcode/texts?key=${key}&lang=en`, undefined, textTag(key, seen!.version))).status).toBe(409);
    expect(await textNow(key)).toMatchObject({ value: 'From B' });

    // The other language's text is another record: its tag is not looked at for this one.
    expect((await conf('PUT', '/eps/lowcode/texts', { key, lang: 'zh-cn', value: '乙' }, textTag(key, 'none'))).status).toBe(200);
    const current = await textNow(key);
    expect((await conf('DELETE', `/eps/lowcode/texts?key=${key}&lang=en`, undefined, textTag(key, current!.version))).status).toBe(200);
    expect(await textNow(key)).toBeUndefined();
  });

  it('without If-Match (a script) the write goes ahead; junk tags are 409, never 500', async () => {
    const key = 'workbench.greeting.script';
    expect((await conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'one' })).status).toBe(200);
    expect((await conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'two' })).status).toBe(200);
    for (const junk of [textTag(key, '!!'), textTag(key, 'x'.repeat(300)), `"text:${key}@en:"`, '"text:', 'W/"x"']) {
      const answer = await conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'three' }, junk);
      expect([200, 409]).toContain(answer.status);
    }
    expect((await conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: 'four' }, textTag(key, '0'.repeat(64)))).status).toBe(409);
  });

  it('three writes from the same copy at once: one is stored, the others are 409, none 500', async () => {
    const key = 'workbench.greeting.race';
    for (let round = 0; round < 4; round++) {
      const version = (await textNow(key))?.version ?? 'none';
      const answers = await Promise.all(['x', 'y', 'z'].map((v) => conf('PUT', '/eps/lowcode/texts', { key, lang: 'en', value: `${v}${round}` }, textTag(key, version))));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    }
  });
});

interface TreeItem {
  permissionId: number;
  version: string;
  name: string;
  hidden: boolean;
  children: TreeItem[];
}
const flat = (nodes: readonly TreeItem[]): TreeItem[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
const nodeNow = async (permissionId: number): Promise<TreeItem> => flat((await conf('GET', '/eps/lowcode/menus')).body.data as TreeItem[]).find((n) => n.permissionId === permissionId)!;
const menuTag = (node: { permissionId: number; version: string }): string => `"menu:${node.permissionId}:${node.version}"`;
const nodeId = async (code: string): Promise<number> => {
  const [row] = await server.app.eps.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.permissionCode, code));
  return row!.id;
};

describe('menus', () => {
  it("the tenant's own node: a change or delete from a replaced copy is refused, and the other change stays", async () => {
    const added = await conf('POST', '/eps/lowcode/menus', { parentId: await nodeId('m_workbench'), type: 1, name: 'Two editors', uri: 'schema:demo/showcase' });
    const copy = await nodeNow((added.body.data as { permissionId: number }).permissionId);
    expect(copy.version).toMatch(/^[0-9a-f]{64}$/);
    expect((await conf('PATCH', `/eps/lowcode/menus/${copy.permissionId}`, { name: 'Renamed by B' }, menuTag(copy))).status).toBe(200);
    const stale = await conf('PATCH', `/eps/lowcode/menus/${copy.permissionId}`, { hidden: true }, menuTag(copy));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Someone else changed this|已被他人修改/);
    expect((await conf('DELETE', `/eps/lowcode/menus/${copy.permissionId}`, undefined, menuTag(copy))).status).toBe(409);
    const now = await nodeNow(copy.permissionId);
    expect(now).toMatchObject({ name: 'Renamed by B', hidden: false });
    expect((await conf('PATCH', `/eps/lowcode/menus/${copy.permissionId}`, { hidden: true }, menuTag(now))).status).toBe(200);
    // A script without If-Match goes ahead.
    expect((await conf('PATCH', `/eps/lowcode/menus/${copy.permissionId}`, { hidden: false })).status).toBe(200);
  });

  it('a reorder from a copy of the siblings someone has reordered since is refused, and theirs stays', async () => {
    const parentId = await nodeId('m_workbench');
    const siblingsNow = async (): Promise<TreeItem[]> => flat((await conf('GET', '/eps/lowcode/menus')).body.data as TreeItem[]).find((n) => n.permissionId === parentId)!.children;
    const tags = (nodes: readonly TreeItem[]): string => nodes.map(menuTag).join(', ');
    const copy = await siblingsNow();
    expect(copy.length).toBeGreaterThan(2);
    const ids = copy.map((n) => n.permissionId);
    // B moves the last sibling to the front, from the copy both hold.
    const byB = [ids[ids.length - 1]!, ...ids.slice(0, -1)];
    expect((await conf('POST', '/eps/lowcode/menus/reorder', { parentId, order: byB }, tags(copy))).status).toBe(200);
    expect((await siblingsNow()).map((n) => n.permissionId)).toEqual(byB);
    // A, on the same copy, swaps the first two: refused, and B's order stays.
    const byA = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const stale = await conf('POST', '/eps/lowcode/menus/reorder', { parentId, order: byA }, tags(copy));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/Someone else changed this|已被他人修改/);
    const now = await siblingsNow();
    expect(now.map((n) => n.permissionId)).toEqual(byB);
    // From the current copy it goes ahead; so does a script without If-Match.
    expect((await conf('POST', '/eps/lowcode/menus/reorder', { parentId, order: byA }, tags(now))).status).toBe(200);
    expect((await siblingsNow()).map((n) => n.permissionId)).toEqual(byA);
    expect((await conf('POST', '/eps/lowcode/menus/reorder', { parentId, order: ids })).status).toBe(200);
    expect((await siblingsNow()).map((n) => n.permissionId)).toEqual(ids);
    // A junk tag is a 409, an id past 2^31 or not among the siblings a 400; none a 500, and nothing moves.
    expect((await conf('POST', '/eps/lowcode/menus/reorder', { parentId, order: byB }, `"menu:${ids[0]}:<x>", "menu:${ids[1]}:\u0000"`)).status).toBe(409);
    expect((await conf('POST', '/eps/lowcode/menus/reorder', { parentId, order: [...ids, 2 ** 31 + 5] }, tags(await siblingsNow()))).status).toBe(400);
    expect((await siblingsNow()).map((n) => n.permissionId)).toEqual(ids);
  });

  it("a shipped entry's overlay: a relabel or restore from a replaced copy is refused", async () => {
    const copy = await nodeNow(await nodeId('m_workbench_bulletins'));
    expect((await conf('PUT', `/eps/lowcode/menus/${copy.permissionId}/overlay`, { i18nTitle: { en: 'News by B' } }, menuTag(copy))).status).toBe(200);
    expect((await conf('PUT', `/eps/lowcode/menus/${copy.permissionId}/overlay`, { hidden: true }, menuTag(copy))).status).toBe(409);
    expect((await conf('DELETE', `/eps/lowcode/menus/${copy.permissionId}/overlay`, undefined, menuTag(copy))).status).toBe(409);
    const now = await nodeNow(copy.permissionId);
    expect(now.hidden).toBe(false);
    expect((await conf('DELETE', `/eps/lowcode/menus/${copy.permissionId}/overlay`, undefined, menuTag(now))).status).toBe(200);
  });
});
