/**
 * The checks a change submission goes through (spec 4.5), decided here so the
 * route stays linear. Our rules (the spec names the codes, not how they arise):
 * - licenceType 2 (a licence the registry cannot check) goes to review: order 4;
 * - name and legal person must match a `licence` reference row of the licence
 *   number, else order 1 with that row as `licenseModel`;
 * - they must match a `business` reference row, else order 2 with that row as
 *   `businessModel`, counting `operateLimit` down; with no tries left the
 *   change goes to review instead (order 4);
 * - both match: the change is applied (order 3).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enterpriseReferences } from '../db/schema';

/** What the submission asks for. */
export interface ChangeRequest {
  tenantName: string;
  suCorporatRepresentative: string;
  businessLicenseNo: string;
  licenceType: 1 | 2;
}

/** The comparison entity of spec 3. */
export interface ReferModel {
  tenantName: string;
  licenseNo: string;
  legal: string;
  referTenantName: string | null;
  referLicenseNo: string | null;
  referLegal: string | null;
}

/** The decision: the order code and, for 1 and 2, the reference compared with. */
export type ChangeDecision = { order: 1; licenseModel: ReferModel } | { order: 2; businessModel: ReferModel } | { order: 3 } | { order: 4 };

async function rowsOf(db: Db, kind: 'licence' | 'business', licenseNo: string) {
  return db
    .select()
    .from(enterpriseReferences)
    .where(and(eq(enterpriseReferences.kind, kind), eq(enterpriseReferences.licenseNo, licenseNo)))
    .orderBy(asc(enterpriseReferences.id));
}

function model(request: ChangeRequest, refer: { tenantName: string; licenseNo: string; legal: string } | undefined): ReferModel {
  return {
    tenantName: request.tenantName,
    licenseNo: request.businessLicenseNo,
    legal: request.suCorporatRepresentative,
    referTenantName: refer?.tenantName ?? null,
    referLicenseNo: refer?.licenseNo ?? null,
    referLegal: refer?.legal ?? null,
  };
}

/** Decides the order code of a submission; `operateLimit` is what the profile has left. */
export async function decideChange(db: Db, request: ChangeRequest, operateLimit: number): Promise<ChangeDecision> {
  if (request.licenceType === 2) return { order: 4 };
  const matches = (r: { tenantName: string; legal: string }) => r.tenantName === request.tenantName && r.legal === request.suCorporatRepresentative;
  const licence = await rowsOf(db, 'licence', request.businessLicenseNo);
  if (!licence.some(matches)) return { order: 1, licenseModel: model(request, licence.at(-1)) };
  const business = await rowsOf(db, 'business', request.businessLicenseNo);
  if (!business.some(matches)) {
    return operateLimit > 0 ? { order: 2, businessModel: model(request, business.at(-1)) } : { order: 4 };
  }
  return { order: 3 };
}
