/**
 * The applications that carry an uploaded proof (spec portal-shell 5 and 7; the
 * upload itself is `POST /eps/config/file/oss/upload`, server/files/serveRoutes.ts):
 * the admin application `POST /eps/usercenter/tenant/optimize/{tenantId}/user/admin`
 * (one image jpeg/jpg/bmp/png up to 2 MB, checked here too) and the partner
 * request `POST /eps/usercenter/initSupplierNetwork` (with the business contact
 * for the new partners when given: contact, email, linkPhone).
 */
import fastifyMultipart from '@fastify/multipart';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { files, tenantPartners, tenants, users } from '../db/schema';
import { ok } from '../http/envelope';
import { invalidField, permissionError } from '../http/errors';
import { translate } from '../http/messages';
import { checkFileType, formatFileSize } from '@core/validation/index';
import { VALIDATION_KEYS } from '@core/validation/index';
import { scopeOf } from '../db/tenantScope';
import { checkedContact, contactProperties, saveContacts, type ContactFields } from './contactRoutes';
import { currentUser, userIdField } from './userFields';

/** spec portal-shell 9: image max 2 MB; the upload accepts documents up to the same. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** spec portal-shell 5: the admin-change image types. */
export const ADMIN_IMAGE_TYPES = ['jpeg', 'jpg', 'bmp', 'png'] as const;

/** Routes of this module, registered under /eps. */
export const userApplyRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

  /** An uploaded file of the caller's tenant, or a field error. */
  async function ownFile(tenantId: number, attachmentId: string, field: string) {
    const [row] = await ctx.db.select().from(files).where(and(eq(files.id, attachmentId), eq(files.tenantId, tenantId))).limit(1);
    if (!row) throw invalidField(field, VALIDATION_KEYS.uploadFirst);
    return row;
  }

  app.post<{ Params: { tenantId: number }; Body: { attachmentId: string; companyId?: number | string; userId?: number | string } }>(
    '/usercenter/tenant/optimize/:tenantId/user/admin',
    { config: { screen: 'product' },
      schema: {
        params: { type: 'object', properties: { tenantId: { type: 'integer' } } },
        body: {
          type: 'object',
          required: ['attachmentId'],
          properties: { attachmentId: { type: 'string', minLength: 1, maxLength: 64 }, companyId: { type: ['integer', 'string'] }, userId: userIdField },
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      scope.assertSame(request.params.tenantId);
      const { user } = await currentUser(ctx, request, request.body.userId);
      if (user.type !== 1) throw permissionError();
      const file = await ownFile(scope.tenantId, request.body.attachmentId, 'body.attachmentId');
      const typeIssue = checkFileType(file.filename, ADMIN_IMAGE_TYPES);
      if (typeIssue) throw invalidField('body.attachmentId', typeIssue.key, typeIssue.vars);
      if (file.body.length > UPLOAD_MAX_BYTES) throw invalidField('body.attachmentId', VALIDATION_KEYS.fileSize, { max: formatFileSize(UPLOAD_MAX_BYTES) });
      // spec portal-shell 4: bizAdmin '3' = change under review.
      await ctx.db.update(users).set({ bizAdmin: '3', updatedAt: ctx.now() }).where(eq(users.id, user.id));
      return ok({ bizAdmin: '3' }, translate(request.lang, 'usercenter.adminApplied'));
    },
  );

  app.post<{ Body: { supplierTenantId?: number | string; purchaseIds: (number | string)[]; attachmentId: string } & Partial<ContactFields> }>(
    '/usercenter/initSupplierNetwork',
    {
      config: { screen: 'product' },
      schema: {
        body: {
          type: 'object',
          required: ['purchaseIds', 'attachmentId'],
          properties: {
            supplierTenantId: { type: ['integer', 'string'] },
            purchaseIds: { type: 'array', minItems: 1, maxItems: 100, items: { type: ['integer', 'string'] } },
            attachmentId: { type: 'string', minLength: 1, maxLength: 64 },
            // spec portal-shell 5: the add-partner dialog names the business contact too (optional for other callers).
            ...contactProperties,
          },
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      if (request.body.supplierTenantId !== undefined) scope.assertSame(Number(request.body.supplierTenantId));
      const { contact, email, linkPhone } = request.body;
      const withContact = contact !== undefined || email !== undefined || linkPhone !== undefined ? checkedContact(request.body) : undefined;
      const { user } = await currentUser(ctx, request);
      // spec portal-shell 6: userLevel '1' may add partners.
      if (user.type !== 1 || user.userLevel !== '1') throw permissionError();
      await ownFile(scope.tenantId, request.body.attachmentId, 'body.attachmentId');
      const ids = [...new Set(request.body.purchaseIds.map(Number))];
      const found = await ctx.db.select({ id: tenants.id }).from(tenants).where(and(inArray(tenants.id, ids), eq(tenants.kind, 'ep')));
      if (found.length !== ids.length) throw invalidField('body.purchaseIds', VALIDATION_KEYS.enum);
      // Partners and their contact are stored together or not at all.
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(tenantPartners)
          .values(ids.map((id) => ({ supplierTenantId: scope.tenantId, purchaserTenantId: id })))
          .onConflictDoNothing();
        if (withContact) await saveContacts(ctx, scope, ids, withContact, tx);
      });
      return ok(null, translate(request.lang, 'usercenter.partnersAdded'));
    },
  );
};
