/**
 * Enterprise reads and the contact update (spec workflow-enterprise-embedding
 * 7 "Enterprise, phone and member"). The spec gives no paths; ours, under /eps:
 * - `GET /usercenter/enterprise/info?tenantId=` the info entity (spec 3);
 * - `GET /usercenter/enterprise/odin/info?businessNo=` licence-registry data;
 * - `GET /usercenter/enterprise/business/info?tenantId=` business-record data;
 * - `GET /usercenter/enterprise/change/history?tenantId=` the change history, newest first;
 * - `PUT /usercenter/enterprise/contact` `{ tenantId, contact, email, linkPhone, landLineNo }`;
 * - `GET /usercenter/enterprise/template?templateId=` `[{ attachmentId }]` of a licence template.
 * Every call acts on the session's tenant: a tenantId naming another tenant,
 * or a businessNo other than the tenant's own, answers PERMISSION_ERROR.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import { enterpriseChanges, enterpriseProfiles, enterpriseReferences, files } from '../db/schema';
import { requirePermission } from '../auth/grants';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { AppError, permissionError } from '../http/errors';
import { API_CODES } from '../http/codes';
import { translate } from '../http/messages';
import { announceVersion, expectedVersion, staleRecord } from '../http/recordVersions';
import { checkedEnterpriseContact, profileEntity, profileOf } from './profile';

const tenantIdQuery = { type: 'object', properties: { tenantId: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

/** The licence templates of registration types 1 and 2 (spec 7: fixed names). */
export const LICENCE_TEMPLATES = { licence_template_1: 'enterpriseLicenceTemplate1', licence_template_2: 'enterpriseLicenceTemplate2' } as const;

function noProfile(): AppError {
  return new AppError(404, API_CODES.NOT_FOUND, 'enterprise.noProfile');
}

/** The scope, with the tenantId the caller named (if any) checked against it and the permission held. */
async function scopeFor(ctx: AppContext, request: Parameters<typeof scopeOf>[0], tenantId: number | undefined, permission: string) {
  const scope = scopeOf(request);
  if (tenantId !== undefined) scope.assertSame(tenantId);
  await requirePermission(ctx.db, scope, permission);
  return scope;
}

/** The latest registry record of a licence number, without its own id and kind. */
async function referenceOf(ctx: AppContext, kind: 'licence' | 'business', licenseNo: string) {
  const [row] = await ctx.db
    .select()
    .from(enterpriseReferences)
    .where(and(eq(enterpriseReferences.kind, kind), eq(enterpriseReferences.licenseNo, licenseNo)))
    .orderBy(desc(enterpriseReferences.id))
    .limit(1);
  if (!row) return null;
  const { id: _id, kind: _kind, ...fields } = row;
  return fields;
}

/** Routes of this module, registered under /eps. */
export const enterpriseReadRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  registerEnterpriseInfo(app, ctx);
  registerChangeHistory(app, ctx);
  registerContactUpdate(app, ctx);
  registerLicenceTemplates(app, ctx);
};

/** The enterprise's info entity and its registry records (licence and business). */
function registerEnterpriseInfo(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { tenantId?: number } }>('/usercenter/enterprise/info', { config: { screen: 'read' }, schema: { querystring: tenantIdQuery } }, async (request, reply) => {
    const scope = await scopeFor(ctx, request, request.query.tenantId, 'p_usercenter_enterprise_info');
    const row = await profileOf(ctx.db, scope.tenantId);
    if (!row) throw noProfile();
    announceVersion(reply, 'enterprise', row.tenantId, row.version);
    return ok(profileEntity(row));
  });

  app.get<{ Querystring: { businessNo: string } }>(
    '/usercenter/enterprise/odin/info',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', required: ['businessNo'], properties: { businessNo: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (request) => {
      const scope = await scopeFor(ctx, request, undefined, 'p_usercenter_enterprise_info_odin');
      const row = await profileOf(ctx.db, scope.tenantId);
      // Registry look-ups are for the tenant's own licence only: no probing other companies through us.
      if (!row || row.businessLicenseNo !== request.query.businessNo.trim()) throw permissionError();
      return ok(await referenceOf(ctx, 'licence', row.businessLicenseNo));
    },
  );

  app.get<{ Querystring: { tenantId?: number } }>('/usercenter/enterprise/business/info', { config: { screen: 'read' }, schema: { querystring: tenantIdQuery } }, async (request) => {
    const scope = await scopeFor(ctx, request, request.query.tenantId, 'p_usercenter_business_info');
    const row = await profileOf(ctx.db, scope.tenantId);
    if (!row) throw noProfile();
    return ok(row.businessLicenseNo ? await referenceOf(ctx, 'business', row.businessLicenseNo) : null);
  });
}

/** The enterprise's change history, newest first. */
function registerChangeHistory(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { tenantId?: number } }>('/usercenter/enterprise/change/history', { config: { screen: 'read' }, schema: { querystring: tenantIdQuery } }, async (request) => {
    const scope = await scopeFor(ctx, request, request.query.tenantId, 'p_usercenter_change_tenant_history');
    const rows = await ctx.db
      .select()
      .from(enterpriseChanges)
      .where(scope.own(enterpriseChanges))
      .orderBy(desc(enterpriseChanges.createdAt), desc(enterpriseChanges.id));
    return ok(
      rows.map((r) => ({
        id: r.id,
        type: r.type,
        createTime: r.createdAt.toISOString(),
        reason: r.reason,
        createByname: r.createByname,
        tenantName: r.tenantName,
        businessLicenseNo: r.businessLicenseNo,
        suCorporatRepresentative: r.suCorporatRepresentative,
        // spec 3: "hisBak (JSON of the old data)", sent as the JSON text the portal parses.
        hisBak: JSON.stringify(r.hisBak),
      })),
    );
  });
}

/** The contact update, checked against the version the editor last saw. */
function registerContactUpdate(app: FastifyInstance, ctx: AppContext): void {
  app.put<{ Body: { tenantId?: number; contact?: string; email?: string; linkPhone?: string; landLineNo?: string } }>(
    '/usercenter/enterprise/contact',
    { config: { screen: 'write' },
      schema: {
        body: {
          type: 'object',
          properties: {
            tenantId: { type: 'integer', minimum: 1, maximum: 2147483647 },
            contact: { type: 'string', maxLength: 64 },
            email: { type: 'string', maxLength: 128 },
            linkPhone: { type: 'string', maxLength: 32 },
            landLineNo: { type: 'string', maxLength: 32 },
          },
        },
      },
    },
    async (request, reply) => {
      const scope = await scopeFor(ctx, request, request.body.tenantId, 'p_usercenter_business_concat_update');
      const contact = checkedEnterpriseContact(request.body);
      const expected = expectedVersion(request, 'enterprise', scope.tenantId);
      // One statement: the version compared and moved on together, so two saves at once cannot both pass.
      const [updated] = await ctx.db
        .update(enterpriseProfiles)
        .set({ ...contact, version: sql`${enterpriseProfiles.version} + 1`, updatedAt: ctx.now() })
        .where(and(eq(enterpriseProfiles.tenantId, scope.tenantId), expected === undefined ? undefined : eq(enterpriseProfiles.version, expected)))
        .returning({ version: enterpriseProfiles.version });
      if (!updated) throw (await profileOf(ctx.db, scope.tenantId)) ? staleRecord() : noProfile();
      announceVersion(reply, 'enterprise', scope.tenantId, updated.version);
      return ok({ tenantId: scope.tenantId, ...contact }, translate(request.lang, 'enterprise.contactSaved'));
    },
  );
}

/** The attachments of a licence template. */
function registerLicenceTemplates(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { templateId: string } }>(
    '/usercenter/enterprise/template',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', required: ['templateId'], properties: { templateId: { type: 'string', enum: Object.keys(LICENCE_TEMPLATES) } } } } },
    async (request) => {
      scopeOf(request);
      const fileId = LICENCE_TEMPLATES[request.query.templateId as keyof typeof LICENCE_TEMPLATES];
      const rows = await ctx.db.select({ attachmentId: files.id }).from(files).where(and(eq(files.id, fileId), eq(files.isPublic, true))).orderBy(asc(files.id));
      return ok(rows);
    },
  );
}
