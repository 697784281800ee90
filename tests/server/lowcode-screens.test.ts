// @vitest-environment node
/**
 * Tenant screens of the studio: draft, publish, versions,
 * rollback, revert, t/ soft delete and restore, the runtime read with its
 * ETag, validation refusals with pointers, drift of the shipped file,
 * schemaVersion migration on read, and the audit entries each write leaves.
 */
import { API_CODES } from '@core/apiCodes';
import { screenVersions } from '../../server/db/schema';
import { documentChecker } from '../../server/lowcode/documentChecks';
import { documentHash } from '../../server/lowcode/hash';
import { readShippedScreens, setShippedScreensForTests } from '../../server/lowcode/shipped';
import type { SignedIn, TestServer } from './helpers/testServer';
import { login, startTestServer } from './helpers/testServer';
import { call, sampleDialog, samplePage } from './helpers/lowcode';

let server: TestServer;
let configurator: SignedIn;
let buyer: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  configurator = await login(server.app, 'configurator', 'Eps#Conf2026');
  buyer = await login(server.app, 'buyer', 'Eps#Buyer2026');
  // Built once per process; under a loaded machine this takes a while, so not inside the first test's time limit.
  await documentChecker();
}, 120_000);
afterAll(async () => {
  setShippedScreensForTests(undefined);
  await server?.close();
});

const conf = (method: Parameters<typeof call>[1], url: string, body?: unknown) => call(server.app, method, url, configurator.ticket, body);
const runtime = (id: string, headers: Record<string, string> = {}) => call(server.app, 'GET', `/eps/lowcode/runtime/screen?id=${id}`, buyer.ticket, undefined, headers);

describe('draft, publish and runtime read', () => {
  it('saves a draft of a t/ screen, publishes it and serves it to a buyer with an ETag and 304', async () => {
    const saved = await conf('PUT', '/eps/lowcode/screens/draft?id=t/news', samplePage('News'));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: 1, state: 'draft', basedOnHash: null, hash: documentHash(samplePage('News')) });
    expect((await runtime('t/news')).body.data).toBeNull();
    // Tagged by the tenant's configuration version (http/tenantCache.ts): every studio write moves it.
    const none = (await runtime('t/news')).headers.etag as string;
    expect(none).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const published = await conf('POST', '/eps/lowcode/screens/publish?id=t/news', { message: 'first' });
    expect(published.body.data).toMatchObject({ version: 1, state: 'published', message: 'first' });
    const read = await runtime('t/news');
    expect(read.body.data).toMatchObject({ type: 'page', title: { en: 'News' } });
    const etag = read.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(etag).not.toBe(none);
    expect(read.headers['cache-control']).toBe('private, no-cache');
    expect((await runtime('t/news', { 'if-none-match': etag })).status).toBe(304);

    // A draft save is a studio write: the version moves, the published document is the same.
    await conf('PUT', '/eps/lowcode/screens/draft?id=t/news', samplePage('News 2'));
    const afterDraft = await runtime('t/news', { 'if-none-match': etag });
    expect(afterDraft.status).toBe(200);
    expect(afterDraft.body.data.title.en).toBe('News');
    await conf('POST', '/eps/lowcode/screens/publish?id=t/news', {});
    const next = await runtime('t/news', { 'if-none-match': afterDraft.headers.etag as string });
    expect(next.status).toBe(200);
    expect(next.body.data.title.en).toBe('News 2');
  });

  it('lists screens with their state and filters by state', async () => {
    const all = (await conf('GET', '/eps/lowcode/screens')).body.data as Array<{ id: string; state: string; kind: string }>;
    expect(all.find((s) => s.id === 'home/index')).toMatchObject({ state: 'shipped', kind: 'page', shipped: true, hasDraft: false, publishedVersion: null });
    expect(all.find((s) => s.id === 't/news')).toMatchObject({ state: 'tenant', kind: 'page', shipped: false, publishedVersion: 2, updatedBy: expect.any(String) });
    const tenant = (await conf('GET', '/eps/lowcode/screens?state=tenant')).body.data as Array<{ id: string }>;
    expect(tenant.map((s) => s.id)).toEqual(['t/news']);
    expect((await conf('GET', '/eps/lowcode/screens?state=bogus')).status).toBe(400);
  });

  it('answers 400 for an unknown non-t/ id and for a publish without a draft', async () => {
    expect((await conf('PUT', '/eps/lowcode/screens/draft?id=nope/screen', samplePage('x'))).body.message).toContain('t/');
    expect((await conf('PUT', '/eps/lowcode/screens/draft?id=../etc', samplePage('x'))).status).toBe(400);
    expect((await conf('POST', '/eps/lowcode/screens/publish?id=t/news', {})).status).toBe(400);
  });
});

describe('validation refusals with pointers; nothing stored', () => {
  const refused = async (document: unknown, pointer: string, key: string) => {
    const answer = await conf('PUT', '/eps/lowcode/screens/draft?id=t/refused', document);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(API_CODES.BAD_REQUEST);
    expect(answer.body.data.problems).toEqual(expect.arrayContaining([expect.objectContaining({ pointer, key, message: expect.any(String) })]));
    expect(answer.body.message).toContain(pointer || '/');
    expect((await conf('GET', '/eps/lowcode/screens/one?id=t/refused')).status).toBe(404);
  };

  it('a bad node type', () => refused(samplePage('x', { body: [{ type: 'tabel' }] }), '/body/0', 'core.schema.unknownValue'));
  it('a bad expression', () => refused(samplePage('x', { visibleOn: 'user.level >' }), '/visibleOn', 'core.schema.badExpression'));
  it('a bad form JSON Schema', () =>
    refused(samplePage('x', { body: [{ type: 'form', schema: { type: 'object', properties: { a: { type: 'strin' } } } }] }), '/body/0/schema/properties/a/type', 'core.schema.badFormSchema'));
  it('a missing dialog target', () =>
    refused(samplePage('x', { body: [{ type: 'button', label: { en: 'x', 'zh-cn': 'x' }, action: { action: 'screenDialog', screen: 't/no-dialog' } }] }), '/body/0/action/screen', 'core.schema.screenMissing'));
  it('a dialog target that is a page', () =>
    refused(samplePage('x', { body: [{ type: 'button', label: { en: 'x', 'zh-cn': 'x' }, action: { action: 'screenDialog', screen: 'home/index' } }] }), '/body/0/action/screen', 'core.schema.screenWrongKind'));
  it('a missing i18n key', () => refused(samplePage('x', { title: 'workbench.todo.nope' }), '/title', 'core.schema.textKeyMissing'));
  it('a document over 1 MB', () => refused(samplePage('x', { body: [{ type: 'text', text: 'x'.repeat(1_100_000) }] }), '', 'core.schema.tooLarge'));

  it('accepts a screenDialog to a published t/ dialog and a key the tenant defined as a text', async () => {
    await conf('PUT', '/eps/lowcode/screens/draft?id=t/hello-dialog', sampleDialog('Hello'));
    const button = { type: 'button', label: 'tenant.hello.label', action: { action: 'screenDialog', screen: 't/hello-dialog' } };
    const before = await conf('PUT', '/eps/lowcode/screens/draft?id=t/with-dialog', samplePage('x', { body: [button] }));
    expect(before.body.data.problems.map((p: { key: string }) => p.key).sort()).toEqual(['core.schema.screenMissing', 'core.schema.textKeyMissing']);
    // The list tells the studio the same: a draft-only screen is no target (targetKind null) until published.
    const listed = async () => ((await conf('GET', '/eps/lowcode/screens?q=t/hello-dialog')).body.data as Array<{ id: string; kind: string; targetKind: string | null }>)[0];
    expect(await listed()).toMatchObject({ kind: 'dialog', targetKind: null });
    await conf('POST', '/eps/lowcode/screens/publish?id=t/hello-dialog', {});
    expect(await listed()).toMatchObject({ kind: 'dialog', targetKind: 'dialog' });
    await conf('PUT', '/eps/lowcode/texts', { key: 'tenant.hello.label', lang: 'en', value: 'Hello' });
    expect((await conf('PUT', '/eps/lowcode/screens/draft?id=t/with-dialog', samplePage('x', { body: [button] }))).status).toBe(200);
  });
});

describe('warnings that do not refuse a draft', () => {
  it('saves a draft with an unnamed icon button and answers the warning at its pointer', async () => {
    const named = { type: 'button', icon: 'edit', ariaLabel: { 'zh-cn': '编辑', en: 'Edit' } };
    const answer = await conf('PUT', '/eps/lowcode/screens/draft?id=t/unnamed', samplePage('x', { body: [named, { type: 'button', icon: 'delete' }] }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ version: 1, state: 'draft' });
    expect(answer.body.data.warnings).toEqual([
      { pointer: '/body/1', key: 'core.schema.unnamed', vars: { type: 'button', props: 'label, ariaLabel' }, message: 'a button here has no accessible name: set label, ariaLabel' },
    ]);
    expect((await conf('GET', '/eps/lowcode/screens/one?id=t/unnamed')).body.data.draft).toMatchObject({ version: 1 });
    // A named button leaves the list empty.
    expect((await conf('PUT', '/eps/lowcode/screens/draft?id=t/unnamed', samplePage('x', { body: [named] }))).body.data.warnings).toEqual([]);
  });
});

describe('override of a shipped screen: versions, rollback, revert', () => {
  it('publishes an override, rolls back to v1 as a new version and reverts to the shipped file', async () => {
    const shipped = (await conf('GET', '/eps/lowcode/screens/one?id=home/todo-dialog')).body.data;
    expect(shipped).toMatchObject({ state: 'shipped', published: null, draft: null, drift: null });
    const v1doc = { ...shipped.shipped.document, title: { 'zh-cn': '待办 1', en: 'To-do 1' } };
    const v2doc = { ...shipped.shipped.document, title: { 'zh-cn': '待办 2', en: 'To-do 2' } };
    await conf('PUT', '/eps/lowcode/screens/draft?id=home/todo-dialog', v1doc);
    const one = (await conf('GET', '/eps/lowcode/screens/one?id=home/todo-dialog')).body.data;
    expect(one.draft).toMatchObject({ version: 1, state: 'draft', basedOnHash: shipped.shipped.hash, document: v1doc });
    await conf('POST', '/eps/lowcode/screens/publish?id=home/todo-dialog', { message: 'v1' });
    await conf('PUT', '/eps/lowcode/screens/draft?id=home/todo-dialog', v2doc);
    await conf('POST', '/eps/lowcode/screens/publish?id=home/todo-dialog', { message: 'v2' });
    expect((await runtime('home/todo-dialog')).body.data.title.en).toBe('To-do 2');

    const rolled = await conf('POST', '/eps/lowcode/screens/rollback?id=home/todo-dialog&version=1');
    expect(rolled.body.data).toMatchObject({ version: 3, state: 'published', hash: documentHash(v1doc) });
    expect((await runtime('home/todo-dialog')).body.data.title.en).toBe('To-do 1');
    const versions = (await conf('GET', '/eps/lowcode/screens/versions?id=home/todo-dialog')).body.data;
    expect(versions.total).toBe(3);
    expect(versions.items.map((v: { version: number; state: string }) => `${v.version}:${v.state}`)).toEqual(['3:published', '2:archived', '1:archived']);
    expect(versions.items[1]).toMatchObject({ message: 'v2', author: expect.any(String), createdAt: expect.any(String) });
    expect((await conf('GET', '/eps/lowcode/screens/versions?id=home/todo-dialog&pageSize=1&pageNum=2')).body.data.items[0].version).toBe(2);
    expect((await conf('POST', '/eps/lowcode/screens/rollback?id=home/todo-dialog&version=99')).status).toBe(404);
    expect((await conf('GET', '/eps/lowcode/screens?state=overridden')).body.data.map((s: { id: string }) => s.id)).toContain('home/todo-dialog');

    const reverted = await conf('DELETE', '/eps/lowcode/screens?id=home/todo-dialog');
    expect(reverted.body.code).toBe('200');
    expect((await runtime('home/todo-dialog')).body.data).toBeNull();
    expect((await conf('GET', '/eps/lowcode/screens/one?id=home/todo-dialog')).body.data).toMatchObject({ state: 'shipped', published: null, draft: null });
    expect((await conf('DELETE', '/eps/lowcode/screens?id=home/todo-dialog')).status).toBe(404);
  });
});

describe('t/ soft delete and restore', () => {
  it('deletes a t/ screen (runtime null, listed as deleted, no draft accepted) and restores it as a new version', async () => {
    await conf('PUT', '/eps/lowcode/screens/draft?id=t/gone', samplePage('Gone'));
    await conf('POST', '/eps/lowcode/screens/publish?id=t/gone', {});
    expect((await conf('DELETE', '/eps/lowcode/screens?id=t/gone')).body.code).toBe('200');
    expect((await runtime('t/gone')).body.data).toBeNull();
    expect((await conf('GET', '/eps/lowcode/screens?state=deleted')).body.data.map((s: { id: string }) => s.id)).toEqual(['t/gone']);
    expect((await conf('GET', '/eps/lowcode/screens/one?id=t/gone')).body.data).toMatchObject({ state: 'deleted', deletedAt: expect.any(String) });
    expect((await conf('PUT', '/eps/lowcode/screens/draft?id=t/gone', samplePage('Again'))).status).toBe(400);

    const restored = await conf('POST', '/eps/lowcode/screens/restore?id=t/gone');
    expect(restored.body.data).toMatchObject({ version: 2, state: 'published' });
    expect((await runtime('t/gone')).body.data.title.en).toBe('Gone');
    expect((await conf('POST', '/eps/lowcode/screens/restore?id=t/gone')).status).toBe(404);
  });
});

describe('drift of the shipped file', () => {
  it('reports the old shipped, new shipped and tenant documents when the shipped file changed; rebase clears it', async () => {
    const original = readShippedScreens();
    const id = 'notifications/list';
    const old = original.get(id)!;
    await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, { ...(old.document as object), title: { 'zh-cn': '我的', en: 'Mine' } });
    await conf('POST', `/eps/lowcode/screens/publish?id=${id}`, {});
    expect((await conf('GET', `/eps/lowcode/screens/one?id=${id}`)).body.data.drift).toBeNull();

    // A new release ships another version of the file.
    const newDocument = { ...(old.document as object), title: 'workbench.notifications.title', className: 'new-release' };
    const release = new Map(original);
    release.set(id, { ...old, document: newDocument, hash: documentHash(newDocument) });
    setShippedScreensForTests(release);
    try {
      const one = (await conf('GET', `/eps/lowcode/screens/one?id=${id}`)).body.data;
      expect(one.drift).toMatchObject({ basedOnHash: old.hash, shippedHash: documentHash(newDocument), version: 1 });
      expect(one.drift.basedOnDocument).toEqual(old.document);
      expect(one.shipped.document.className).toBe('new-release');
      expect(one.published.document.title.en).toBe('Mine');
      expect((await conf('GET', '/eps/lowcode/screens')).body.data.find((s: { id: string }) => s.id === id).drift).toBe(true);

      // A new draft keeps the old base until the configurator rebases.
      await conf('PUT', `/eps/lowcode/screens/draft?id=${id}`, { ...newDocument, title: { 'zh-cn': '我的', en: 'Mine' } });
      expect((await conf('GET', `/eps/lowcode/screens/one?id=${id}`)).body.data.drift).not.toBeNull();
      await conf('PUT', `/eps/lowcode/screens/draft?id=${id}&rebase=true`, { ...newDocument, title: { 'zh-cn': '我的', en: 'Mine' } });
      expect((await conf('GET', `/eps/lowcode/screens/one?id=${id}`)).body.data.drift).toBeNull();
    } finally {
      setShippedScreensForTests(undefined);
    }
  });
});

describe('schemaVersion migrations on stored documents', () => {
  it('migrates a stored v0 document when it is read', async () => {
    const v0 = { type: 'page', body: { type: 'text', text: 'legacy' } };
    await server.app.eps.db.insert(screenVersions).values({
      tenantId: configurator.tenantId, screenId: 't/legacy', version: 1, state: 'published', document: v0, hash: documentHash(v0), authorName: 'import',
    });
    const read = (await runtime('t/legacy')).body.data;
    expect(read).toMatchObject({ schemaVersion: 1, body: [{ type: 'text', text: 'legacy' }] });
    expect((await conf('GET', '/eps/lowcode/screens/one?id=t/legacy')).body.data.published.document.schemaVersion).toBe(1);
  });
});

describe('at most one draft and one published version per tenant and screen', () => {
  it('is enforced by the database itself (partial unique indexes)', async () => {
    const row = (state: string, version: number) => ({
      tenantId: configurator.tenantId, screenId: 't/unique', version, state, document: samplePage('u'), hash: 'h', authorName: 'test',
    });
    const db = server.app.eps.db;
    await db.insert(screenVersions).values([row('draft', 1), row('published', 2), row('archived', 3), row('archived', 4)]);
    await expect(db.insert(screenVersions).values(row('draft', 5))).rejects.toThrow();
    await expect(db.insert(screenVersions).values(row('published', 6))).rejects.toThrow();
    await expect(db.insert(screenVersions).values(row('bogus', 7))).rejects.toThrow();
  });
});

describe('audit and configuration version', () => {
  it('records every write, newest first and paged, and bumps the configuration version', async () => {
    const audit = (await conf('GET', '/eps/lowcode/audit?kind=screen&target=t/gone')).body.data;
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['restore', 'delete', 'publish', 'draft']);
    expect(audit.items[0]).toMatchObject({ kind: 'screen', target: 't/gone', version: 2, userName: expect.any(String), at: expect.any(String), afterHash: expect.any(String) });
    expect(audit.items[1]).toMatchObject({ afterHash: null, beforeHash: expect.any(String) });
    const paged = (await conf('GET', '/eps/lowcode/audit?pageSize=2')).body.data;
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(10);

    const before = (await call(server.app, 'GET', '/eps/lowcode/runtime/config', buyer.ticket)).body.data.configVersion as number;
    expect(before).toBeGreaterThan(0);
    await conf('PUT', '/eps/lowcode/screens/draft?id=t/news', samplePage('News 3'));
    expect((await call(server.app, 'GET', '/eps/lowcode/runtime/config', buyer.ticket)).body.data.configVersion).toBe(before + 1);
    const poll = await call(server.app, 'GET', '/eps/sse/polling/getMessage', buyer.ticket);
    expect(poll.headers['x-eps-config-version']).toBe(String(before + 1));
    const increase = await call(server.app, 'GET', '/eps/sse/polling/increase', buyer.ticket);
    expect(increase.headers['x-eps-config-version']).toBe(String(before + 1));
  });
});
