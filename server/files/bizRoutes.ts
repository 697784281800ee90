/**
 * Attachments with business keys (spec workflow-enterprise-embedding 2.5, 4.7,
 * 7 "Files"), all under /eps and all for the session's tenant only:
 * - `POST /config/file/oss/addFileBizList` `{ appCode, bizBillId, bizType,
 *   bizItemType, items: [{ attachmentId, type, typeName? }] }`: the batch save;
 *   the list replaces the saved one for those keys (a local delete is a
 *   missing item); an empty list answers "upload an attachment first".
 * - `GET /config/file/oss/getFileBizList?appCode&bizBillId&bizType&bizItemType`.
 * (`GET /config/file/oss/ids/{id}` is served by routes/workbenchNews.ts.)
 * - `GET /pub/file/url?data={id}`: the download URL of a readable file.
 * Files of another tenant are unknown here (404), never served.
 */
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import type { Db } from '../db/client';
import { fileBiz, files } from '../db/schema';
import type { TenantScope } from '../db/tenantScope';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { invalidField, notFound } from '../http/errors';
import { translate } from '../http/messages';
import { VALIDATION_KEYS } from '@core/validation/index';

/** Where the portal downloads a file by id (spec 7: /oss/prmattachment/downloadbyid, served under /eps). */
export function downloadUrl(attachmentId: string): string {
  return `/eps/oss/prmattachment/downloadbyid?attachid=${encodeURIComponent(attachmentId)}`;
}

const keyField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;
const idField = { type: 'string', minLength: 1, maxLength: 64 } as const;
const KEYS = ['appCode', 'bizBillId', 'bizType', 'bizItemType'] as const;
type BizKeys = Record<(typeof KEYS)[number], string>;
const keysSchema = { type: 'object', required: [...KEYS], properties: Object.fromEntries(KEYS.map((k) => [k, keyField])) } as const;

/** Meta data of the scope's readable files among `ids`: its own and public ones. */
export async function readableFiles(db: Db, scope: TenantScope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, filename: files.filename, contentType: files.contentType, tenantId: files.tenantId, isPublic: files.isPublic })
    .from(files)
    .where(and(inArray(files.id, [...ids]), or(eq(files.tenantId, scope.tenantId), eq(files.isPublic, true))));
}

async function sizesOf(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: files.id, body: files.body }).from(files).where(inArray(files.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.body.length]));
}

/** Routes of this module, registered under /eps. */
export const fileBizRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  async function listOf(scope: TenantScope, keys: BizKeys) {
    const rows = await ctx.db
      .select({ id: fileBiz.id, fileId: fileBiz.fileId, type: fileBiz.type, typeName: fileBiz.typeName, filename: files.filename })
      .from(fileBiz)
      .innerJoin(files, eq(files.id, fileBiz.fileId))
      .where(scope.own(fileBiz, ...KEYS.map((k) => eq(fileBiz[k], keys[k]))))
      .orderBy(asc(fileBiz.id));
    const sizes = await sizesOf(ctx.db, rows.map((r) => r.fileId));
    return rows.map((r) => ({
      attachmentId: r.fileId,
      filename: r.filename,
      filesize: sizes.get(r.fileId) ?? 0,
      type: r.type,
      typeName: r.typeName,
      ...keys,
      downloadUrl: downloadUrl(r.fileId),
    }));
  }

  app.get<{ Querystring: BizKeys }>('/config/file/oss/getFileBizList', { config: { screen: 'read' }, schema: { querystring: keysSchema } }, async (request) => {
    const scope = scopeOf(request);
    return ok(await listOf(scope, request.query));
  });

  app.post<{ Body: BizKeys & { items: { attachmentId: string; type: string; typeName?: string }[] } }>(
    '/config/file/oss/addFileBizList',
    { config: { screen: 'write' },
      schema: {
        body: {
          type: 'object',
          required: [...KEYS, 'items'],
          properties: {
            ...keysSchema.properties,
            items: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'object',
                required: ['attachmentId', 'type'],
                properties: { attachmentId: idField, type: keyField, typeName: { type: 'string', maxLength: 64 } },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { items } = request.body;
      if (items.length === 0) throw invalidField('body.items', VALIDATION_KEYS.uploadFirst);
      const keys = Object.fromEntries(KEYS.map((k) => [k, request.body[k]])) as BizKeys;
      // Only the tenant's own uploads may be attached: a foreign id is refused as if it were not uploaded.
      const ids = [...new Set(items.map((i) => i.attachmentId))];
      const own = await ctx.db.select({ id: files.id }).from(files).where(and(inArray(files.id, ids), eq(files.tenantId, scope.tenantId)));
      if (own.length !== ids.length) throw invalidField('body.items', VALIDATION_KEYS.uploadFirst);
      await ctx.db.transaction(async (tx) => {
        await tx.delete(fileBiz).where(scope.own(fileBiz, ...KEYS.map((k) => eq(fileBiz[k], keys[k]))));
        await tx.insert(fileBiz).values(items.map((i) => ({ tenantId: scope.tenantId, fileId: i.attachmentId, type: i.type, typeName: i.typeName ?? null, ...keys, createdAt: ctx.now() })));
      });
      return ok(await listOf(scope, keys), translate(request.lang, 'enterprise.attachmentSaved'));
    },
  );

  app.get<{ Querystring: { data: string } }>(
    '/pub/file/url',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', required: ['data'], properties: { data: idField } } } },
    async (request) => {
      const scope = scopeOf(request);
      const [file] = await readableFiles(ctx.db, scope, [request.query.data.trim()]);
      if (!file) throw notFound('GET', '/eps/pub/file/url');
      return ok(downloadUrl(file.id));
    },
  );
};
