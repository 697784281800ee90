/**
 * The enterprise info entity (spec workflow-enterprise-embedding 3) as the
 * portal reads it, and the rules of its contact fields (spec 5).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterpriseProfiles } from '../db/schema';
import { invalidField } from '../http/errors';
import { VALIDATION_KEYS, isEmail, isLandline, isMobile } from '@core/validation/index';

/** A stored profile row. */
export type ProfileRow = typeof enterpriseProfiles.$inferSelect;

/** Where the portal fetches a file of this tenant for display (inline for images and PDF). */
export function inlineFileUrl(attachmentId: string): string {
  return `/eps/config/file/oss/inline?attachid=${encodeURIComponent(attachmentId)}`;
}

/** The entity of spec 3 (every field, nulls kept so a form shows empty fields), plus the licence link. */
export function profileEntity(row: ProfileRow): Record<string, unknown> {
  // The version travels in the Record-Versions header (http/recordVersions.ts), not in the entity.
  const { updatedAt: _updatedAt, version: _version, ...fields } = row;
  return { ...fields, licenseUrl: row.attachmentId ? inlineFileUrl(row.attachmentId) : null };
}

/** The tenant's profile, or undefined when it has none yet. */
export async function profileOf(db: Db, tenantId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(enterpriseProfiles).where(eq(enterpriseProfiles.tenantId, tenantId)).limit(1);
  return row;
}

/** The contact fields of the contact PUT. */
export interface EnterpriseContact {
  contact: string;
  email: string;
  linkPhone: string;
  landLineNo: string | null;
}

/** The trimmed contact, or a field error worded as the portal's form (spec 5: contact, email, linkPhone required; landline optional). */
export function checkedEnterpriseContact(body: Partial<Record<keyof EnterpriseContact, string>>): EnterpriseContact {
  const contact = (body.contact ?? '').trim();
  const email = (body.email ?? '').trim();
  const linkPhone = (body.linkPhone ?? '').trim();
  const landLineNo = (body.landLineNo ?? '').trim();
  if (contact === '') throw invalidField('body.contact', VALIDATION_KEYS.nameRequired);
  if (email === '') throw invalidField('body.email', VALIDATION_KEYS.emailRequired);
  if (!isEmail(email)) throw invalidField('body.email', VALIDATION_KEYS.email);
  if (linkPhone === '') throw invalidField('body.linkPhone', VALIDATION_KEYS.mobileRequired);
  if (!isMobile(linkPhone)) throw invalidField('body.linkPhone', VALIDATION_KEYS.mobile);
  if (landLineNo !== '' && !isLandline(landLineNo)) throw invalidField('body.landLineNo', VALIDATION_KEYS.landline);
  return { contact, email, linkPhone, landLineNo: landLineNo === '' ? null : landLineNo };
}
