/**
 * Tenant screens of the studio. A screen id holds slashes, so it
 * travels as the query parameter `id`. Holders of `p_lowcode_edit` only,
 * scoped to the session's tenant.
 *
 * GET    /eps/lowcode/screens                  ?state=&q=  every screen id with its state
 * GET    /eps/lowcode/screens/one?id=          { shipped, published, draft, drift, ... }
 * PUT    /eps/lowcode/screens/draft?id=        body: the document (&rebase=true: based on the current shipped file)
 * POST   /eps/lowcode/screens/publish?id=      { message? }
 * GET    /eps/lowcode/screens/versions?id=     paged, newest first (&withDocuments=true: each with its document)
 * POST   /eps/lowcode/screens/rollback?id=&version=
 * DELETE /eps/lowcode/screens?id=              override: back to shipped; t/: soft delete
 * POST   /eps/lowcode/screens/restore?id=      a soft-deleted t/ screen comes back
 *
 * Each answer names the screen's edit state in Record-Versions (`"screen:<tenant>/<id>:<token>"`); a draft
 * save or publish whose If-Match carries an older token (another editor saved or published since) is a 409.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '@core/schema/problems';
import { isScreenId } from '@core/schema/screenStore';
import type { AppContext, RouteOptions } from '../context';
import { selectPage } from '../db/paging';
import { screenVersions } from '../db/schema';
import { ok } from '../http/envelope';
import { AppError, badRequest } from '../http/errors';
import { API_CODES } from '../http/codes';
import { translate } from '../http/messages';
import { announceVersion, expectedToken } from '../http/recordVersions';
import { requireEditor } from './access';
import type { DocumentCheckResult } from './documentCheckRun';
import type { CheckRefusal, DocumentChecks } from './documentCheckPool';
import { documentChecksOf } from './documentCheckPool';
import { checkTenantDocument } from './documentChecks';
import { listScreens, SCREEN_FILTERS, screenDetail } from './screenViews';
import type { BasedOn } from './screenWrites';
import { publishDraft, republish, revertOrDelete, saveDraft } from './screenWrites';
import { deletedScreens, isTenantScreenId, liveVersions, screenToken, storedDocument, versionInfo, versionRow } from './screenStore';
import { shippedScreens } from './shipped';

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** A known id: a shipped file or `t/...`; anything else is refused before it is stored. */
function screenIdOf(raw: string): string {
  const id = raw.trim();
  if (!isScreenId(id)) throw badRequest('lowcode.badScreenId', { id });
  if (!isTenantScreenId(id) && !shippedScreens().has(id)) throw badRequest('lowcode.screenUnknown', { id });
  return id;
}

function noScreen(id: string): AppError {
  return new AppError(404, API_CODES.NOT_FOUND, 'lowcode.screenNotFound', { id });
}

/**
 * The check of a document to store, in the worker: the warnings when it passes; a 400 with every problem (the
 * studio shows them at their pointers) when it does not, or when its check ran over the time limit; a 503 when
 * the checks are too busy to take it.
 */
async function checked(result: Promise<DocumentCheckResult | CheckRefusal>, checks: DocumentChecks): Promise<DocumentCheckResult> {
  const outcome = await result;
  if (outcome === 'busy') throw new AppError(503, API_CODES.SERVICE_UNAVAILABLE, 'lowcode.checksBusy');
  if (outcome === 'timedOut') {
    const seconds = String(Math.max(checks.timeLimitMs / 1000, 0.001));
    throw new AppError(400, API_CODES.BAD_REQUEST, 'lowcode.documentTooComplex', { seconds }, { problems: [problem('', 'core.schema.tooComplexToCheck', { seconds })] });
  }
  const { problems } = outcome;
  if (problems.length > 0) {
    throw new AppError(400, API_CODES.BAD_REQUEST, 'lowcode.documentInvalid', { count: problems.length, first: `${problems[0]?.pointer || '/'}: ${problems[0]?.message}` }, { problems });
  }
  return outcome;
}

/** The JSON text of each request body of these routes, as it came: a draft is stored byte for byte. */
const bodyTexts = new WeakMap<FastifyRequest, string>();

/**
 * This plugin's JSON parser: the app's (server/http/bodyParsers.ts: an empty body is no body,
 * bad JSON a 400, prototype poisoning refused), and it keeps the text it parsed.
 */
function keepBodyTexts(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    bodyTexts.set(request, text);
    json(request, text, done);
  });
}

/** The record key of a tenant's screen in Record-Versions. */
const screenKey = (tenantId: number, id: string): string => `${tenantId}/${id}`;

/** Names the screen's current token in the answer, so the studio's next write is checked against what it last saw. */
function announceScreen(reply: FastifyReply, tenantId: number, id: string, live: Parameters<typeof screenToken>[0]): void {
  announceVersion(reply, 'screen', screenKey(tenantId, id), screenToken(live));
}

/** Routes of this module, registered under /eps: reads, the draft and its publication, history, removal. */
export const screenRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const checks = documentChecksOf(ctx, app.log);
  app.addHook('onClose', async () => checks.close());
  keepBodyTexts(app);
  registerScreenReads(app, ctx);
  registerDraftAndPublish(app, ctx, checks);
  registerVersionHistory(app, ctx);
  registerRemoveAndRestore(app, ctx);
};

/** The list of screens and one screen's detail. */
function registerScreenReads(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { state?: string; q?: string } }>(
    '/lowcode/screens',
    { schema: { querystring: { type: 'object', properties: { state: { enum: [...SCREEN_FILTERS] }, q: { type: 'string', maxLength: 200 } } } } },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      return ok(await listScreens(ctx.db, scope, request.query));
    },
  );

  app.get<{ Querystring: { id: string } }>('/lowcode/screens/one', { schema: { querystring: idQuery } }, async (request, reply) => {
    const scope = await requireEditor(ctx, request);
    const id = screenIdOf(request.query.id);
    const [detail, live] = await Promise.all([screenDetail(ctx.db, scope, id), liveVersions(ctx.db, scope, id)]);
    if (!detail) throw noScreen(id);
    announceScreen(reply, scope.tenantId, id, live);
    return ok(detail);
  });
}

/** Saving a draft and publishing it; both pass the document checks. */
function registerDraftAndPublish(app: FastifyInstance, ctx: AppContext, checks: DocumentChecks): void {
  app.put<{ Querystring: { id: string; rebase?: boolean }; Body: unknown }>(
    '/lowcode/screens/draft',
    {
      // Over the document limit, so a too-large document gets the checks' message, not a bare 413.
      bodyLimit: 4 * 1024 * 1024,
      schema: { querystring: { ...idQuery, properties: { ...idQuery.properties, rebase: { type: 'boolean' } } } },
    },
    async (request, reply) => {
      const scope = await requireEditor(ctx, request);
      const id = screenIdOf(request.query.id);
      if ((await deletedScreens(ctx.db, scope)).has(id)) throw badRequest('lowcode.screenDeleted', { id });
      const { warnings, hash } = await checked(checkTenantDocument(checks, ctx.db, scope, request.body, true), checks);
      const shipped = shippedScreens().get(id);
      const { draft, published } = await liveVersions(ctx.db, scope, id);
      // A draft keeps what its line of work was based on, so drift stays visible until the configurator rebases.
      const kept = draft ?? published;
      const basedOn: BasedOn =
        !shipped ? { hash: null, document: null }
        : kept && !request.query.rebase ? { hash: kept.basedOnHash, document: kept.basedOnDocument }
        : { hash: shipped.hash, document: shipped.document };
      // The text as sent (keys in the order typed; jsonb would sort them), else the parsed body serialised.
      const text = bodyTexts.get(request) ?? JSON.stringify(request.body);
      const row = await saveDraft(ctx.db, scope, id, request.body, basedOn, hash, text, expectedToken(request, 'screen', screenKey(scope.tenantId, id)));
      announceScreen(reply, scope.tenantId, id, { draft: row, published });
      // Findings that do not refuse the draft (a node without an accessible name) come back beside it.
      return ok({ ...versionInfo(row), warnings }, translate(request.lang, 'lowcode.draftSaved'));
    },
  );

  app.post<{ Querystring: { id: string }; Body: { message?: string } | undefined }>(
    '/lowcode/screens/publish',
    {
      schema: {
        querystring: idQuery,
        body: { type: ['object', 'null'], additionalProperties: false, properties: { message: { type: 'string', maxLength: 500 } } },
      },
    },
    async (request, reply) => {
      const scope = await requireEditor(ctx, request);
      const id = screenIdOf(request.query.id);
      const { draft } = await liveVersions(ctx.db, scope, id);
      if (!draft) throw badRequest('lowcode.noDraft', { id });
      // Checked again: a dialog it opens may have been deleted since the draft was saved.
      await checked(checkTenantDocument(checks, ctx.db, scope, draft.document), checks);
      const expected = expectedToken(request, 'screen', screenKey(scope.tenantId, id));
      const row = await publishDraft(ctx.db, scope, draft, request.body?.message?.trim() || null, expected);
      announceScreen(reply, scope.tenantId, id, { published: row });
      return ok(versionInfo(row), translate(request.lang, 'lowcode.published', { version: row.version }));
    },
  );
}

/** The published versions of a screen, and a rollback to one of them. */
function registerVersionHistory(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { id: string; pageNum: number; pageSize: number; withDocuments: boolean } }>(
    '/lowcode/screens/versions',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          properties: {
            ...idQuery.properties,
            pageNum: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            // The studio's diff of a version against the one before it reads their documents (a page of one or two).
            withDocuments: { type: 'boolean', default: false },
          },
        },
      },
    },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const id = screenIdOf(request.query.id);
      const { pageNum, pageSize, withDocuments } = request.query;
      const page = await selectPage(ctx.db, screenVersions, scope.own(screenVersions, eq(screenVersions.screenId, id)), [desc(screenVersions.version)], { pageNum, pageSize });
      const items = page.rows.map((row) => (withDocuments ? { ...versionInfo(row), document: storedDocument(row) } : versionInfo(row)));
      return ok({ items, total: page.total, pageNum, pageSize });
    },
  );

  app.post<{ Querystring: { id: string; version: number }; Body: { message?: string } | undefined }>(
    '/lowcode/screens/rollback',
    {
      schema: {
        querystring: { type: 'object', required: ['id', 'version'], properties: { ...idQuery.properties, version: { type: 'integer', minimum: 1 } } },
        body: { type: ['object', 'null'], additionalProperties: false, properties: { message: { type: 'string', maxLength: 500 } } },
      },
    },
    async (request, reply) => {
      const scope = await requireEditor(ctx, request);
      const id = screenIdOf(request.query.id);
      if ((await deletedScreens(ctx.db, scope)).has(id)) throw badRequest('lowcode.screenDeleted', { id });
      const source = await versionRow(ctx.db, scope, id, request.query.version);
      if (!source) throw new AppError(404, API_CODES.NOT_FOUND, 'lowcode.versionNotFound', { id, version: request.query.version });
      const message = request.body?.message?.trim() || translate(request.lang, 'lowcode.rollbackMessage', { version: source.version });
      const row = await republish(ctx.db, scope, source, 'rollback', message);
      announceScreen(reply, scope.tenantId, id, await liveVersions(ctx.db, scope, id));
      return ok(versionInfo(row), translate(request.lang, 'lowcode.published', { version: row.version }));
    },
  );
}

/** Reverting an override to the shipped screen (or soft-deleting a tenant screen), and restoring a deleted one. */
function registerRemoveAndRestore(app: FastifyInstance, ctx: AppContext): void {
  app.delete<{ Querystring: { id: string } }>('/lowcode/screens', { schema: { querystring: idQuery } }, async (request, reply) => {
    const scope = await requireEditor(ctx, request);
    const id = screenIdOf(request.query.id);
    if (!(await revertOrDelete(ctx.db, scope, id))) throw noScreen(id);
    announceScreen(reply, scope.tenantId, id, await liveVersions(ctx.db, scope, id));
    return ok({ id }, translate(request.lang, isTenantScreenId(id) ? 'lowcode.screenDeletedDone' : 'lowcode.reverted'));
  });

  app.post<{ Querystring: { id: string } }>('/lowcode/screens/restore', { schema: { querystring: idQuery } }, async (request, reply) => {
    const scope = await requireEditor(ctx, request);
    const id = screenIdOf(request.query.id);
    const deletion = (await deletedScreens(ctx.db, scope)).get(id);
    if (!deletion) throw noScreen(id);
    const [latest] = await ctx.db
      .select()
      .from(screenVersions)
      .where(scope.own(screenVersions, eq(screenVersions.screenId, id)))
      .orderBy(desc(screenVersions.version))
      .limit(1);
    const source = deletion.publishedVersion === null ? latest : await versionRow(ctx.db, scope, id, deletion.publishedVersion);
    if (!source) throw noScreen(id);
    const row = await republish(ctx.db, scope, source, 'restore', null, deletion.publishedVersion === null ? 'draft' : 'published');
    announceScreen(reply, scope.tenantId, id, await liveVersions(ctx.db, scope, id));
    return ok(versionInfo(row), translate(request.lang, 'lowcode.restored'));
  });
}
