/**
 * A supplier's business contact per purchaser partner (spec portal-shell 5:
 * "Business contact and add-partner dialogs: name, email, mobile phone
 * required; email and phone valid"). The spec names no call; ours:
 * `GET /eps/usercenter/uc/partner/contact?purchaseId=` (default: the
 * session's partner) answers `{ purchaseId, purchaseName, contact?, email?,
 * linkPhone? }`, and `PUT` the same path `{ purchaseId?, contact, email,
 * linkPhone }` saves it. Both act on the session's supplier tenant and only
 * for one of its partners.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import type { Db } from '../db/client';
import { partnerContacts, tenants } from '../db/schema';
import { isPartner } from '../auth/membership';
import { scopeOf, type TenantScope } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { invalidField, permissionError } from '../http/errors';
import { translate } from '../http/messages';
import { announceVersion, expectedVersion, staleRecord } from '../http/recordVersions';
import { VALIDATION_KEYS, isEmail, isMobile } from '@core/validation/index';
import { currentUser } from './userFields';

/** The contact fields as the portal sends them. */
export interface ContactFields {
  contact: string;
  email: string;
  linkPhone: string;
}

/** JSON Schema properties of the contact fields (checked by rule in {@link checkedContact}). */
export const contactProperties = {
  contact: { type: 'string', maxLength: 64 },
  email: { type: 'string', maxLength: 128 },
  linkPhone: { type: 'string', maxLength: 32 },
} as const;

/** The trimmed contact, or a field error with the portal's message (spec portal-shell 5). */
export function checkedContact(body: Partial<ContactFields>, at: 'body' | 'query' = 'body'): ContactFields {
  const contact = (body.contact ?? '').trim();
  const email = (body.email ?? '').trim();
  const linkPhone = (body.linkPhone ?? '').trim();
  if (contact === '') throw invalidField(`${at}.contact`, VALIDATION_KEYS.nameRequired);
  if (email === '') throw invalidField(`${at}.email`, VALIDATION_KEYS.emailRequired);
  if (!isEmail(email)) throw invalidField(`${at}.email`, VALIDATION_KEYS.email);
  if (linkPhone === '') throw invalidField(`${at}.linkPhone`, VALIDATION_KEYS.mobileRequired);
  if (!isMobile(linkPhone)) throw invalidField(`${at}.linkPhone`, VALIDATION_KEYS.mobile);
  return { contact, email, linkPhone };
}

/** Saves the contact of the scope's supplier tenant for each purchaser (partners already); `db` may be a transaction. */
export async function saveContacts(
  ctx: AppContext,
  scope: TenantScope,
  purchaserIds: readonly number[],
  contact: ContactFields,
  db: Db = ctx.db,
): Promise<void> {
  if (purchaserIds.length === 0) return;
  const now = ctx.now();
  await db
    .insert(partnerContacts)
    .values(purchaserIds.map((purchaserTenantId) => ({ supplierTenantId: scope.tenantId, purchaserTenantId, ...contact, updatedBy: scope.session.userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [partnerContacts.supplierTenantId, partnerContacts.purchaserTenantId],
      set: { contact: contact.contact, email: contact.email, linkPhone: contact.linkPhone, version: sql`${partnerContacts.version} + 1`, updatedBy: scope.session.userId, updatedAt: now },
    });
}

/**
 * Saves one partner's contact only if it is still at `expected` (0: there was none yet); the new version,
 * or undefined when another save came first.
 */
async function saveContactAt(ctx: AppContext, scope: TenantScope, purchaserTenantId: number, contact: ContactFields, expected: number): Promise<number | undefined> {
  const values = { ...contact, updatedBy: scope.session.userId, updatedAt: ctx.now() };
  const key = and(eq(partnerContacts.supplierTenantId, scope.tenantId), eq(partnerContacts.purchaserTenantId, purchaserTenantId));
  const [row] =
    expected === 0
      ? await ctx.db.insert(partnerContacts).values({ supplierTenantId: scope.tenantId, purchaserTenantId, ...values }).onConflictDoNothing().returning({ version: partnerContacts.version })
      : await ctx.db
          .update(partnerContacts)
          .set({ ...values, version: sql`${partnerContacts.version} + 1` })
          .where(and(key, eq(partnerContacts.version, expected)))
          .returning({ version: partnerContacts.version });
  return row?.version;
}

/** The record key of a partner contact in Record-Versions. */
const contactKey = (supplierTenantId: number, purchaserTenantId: number): string => `${supplierTenantId}-${purchaserTenantId}`;

const purchaseIdField = { type: ['integer', 'string'], pattern: '^[0-9]+$', maxLength: 12 } as const;

/** Routes of this module, registered under /eps. */
export const userContactRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  /** The partner a call is about: the given one or the session's; a supplier user and a partner of the session tenant. */
  async function partnerOf(request: Parameters<typeof scopeOf>[0], purchaseId: number | string | undefined) {
    const scope = scopeOf(request);
    const { user } = await currentUser(ctx, request);
    if (user.type !== 1) throw permissionError();
    const id = purchaseId === undefined || purchaseId === '' ? scope.session.purchaseId : Number(purchaseId);
    if (id === null || !Number.isInteger(id)) throw invalidField('purchaseId', VALIDATION_KEYS.partnerRequired);
    if (!(await isPartner(ctx.db, scope.tenantId, id))) throw permissionError();
    return { scope, purchaseId: id };
  }

  app.get<{ Querystring: { purchaseId?: number | string } }>(
    '/usercenter/uc/partner/contact',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', properties: { purchaseId: purchaseIdField } } } },
    async (request, reply) => {
      const { scope, purchaseId } = await partnerOf(request, request.query.purchaseId);
      const [tenant] = await ctx.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, purchaseId)).limit(1);
      const [found] = await ctx.db
        .select({ contact: partnerContacts.contact, email: partnerContacts.email, linkPhone: partnerContacts.linkPhone, version: partnerContacts.version })
        .from(partnerContacts)
        .where(and(eq(partnerContacts.supplierTenantId, scope.tenantId), eq(partnerContacts.purchaserTenantId, purchaseId)))
        .limit(1);
      // Version 0: none yet, so a save from another tab that creates it first is seen as a change.
      announceVersion(reply, 'partner-contact', contactKey(scope.tenantId, purchaseId), found?.version ?? 0);
      const { version: _version, ...row } = found ?? { version: 0 };
      // No contact yet: only the partner, so the portal's own defaults stay in the form.
      return ok({ purchaseId, purchaseName: tenant?.name ?? null, ...row });
    },
  );

  app.put<{ Body: Partial<ContactFields> & { purchaseId?: number | string } }>(
    '/usercenter/uc/partner/contact',
    { config: { screen: 'write' }, schema: { body: { type: 'object', properties: { purchaseId: purchaseIdField, ...contactProperties } } } },
    async (request, reply) => {
      const { scope, purchaseId } = await partnerOf(request, request.body.purchaseId);
      const contact = checkedContact(request.body);
      const key = contactKey(scope.tenantId, purchaseId);
      const expected = expectedVersion(request, 'partner-contact', key);
      if (expected === undefined) await saveContacts(ctx, scope, [purchaseId], contact);
      const version = expected === undefined ? undefined : await saveContactAt(ctx, scope, purchaseId, contact, expected);
      if (expected !== undefined && version === undefined) throw staleRecord();
      if (version !== undefined) announceVersion(reply, 'partner-contact', key, version);
      return ok({ purchaseId, ...contact }, translate(request.lang, 'usercenter.contactSaved'));
    },
  );
};
