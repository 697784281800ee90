/**
 * `POST /eps/usercenter/enterprise/change` (spec 4.5 and 7; path ours): form
 * data with the change fields and exactly one licence image `licenseFile`
 * (≤ 2048 KB, an image by its bytes). Answers `{ order, operateLimit,
 * licenseModel, businessModel }`; orders 1 and 2 store nothing but the
 * lowered operateLimit, 3 applies the change, 4 leaves it pending (changeType 1).
 * Every order 3 and 4 writes a history row whose hisBak is the old profile.
 */
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppContext, RouteOptions } from '../context';
import type { Db } from '../db/client';
import type { TenantScope } from '../db/tenantScope';
import { enterpriseChanges, enterpriseProfiles, files, tenants, users } from '../db/schema';
import { requirePermission } from '../auth/grants';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { badRequest, invalidField } from '../http/errors';
import { translate } from '../http/messages';
import { announceVersion, expectedVersion, staleRecord } from '../http/recordVersions';
import { VALIDATION_KEYS, formatFileSize } from '@core/validation/index';
import { safeFileName, sniffedType } from '../files/sniff';
import { decideChange, type ChangeDecision, type ChangeRequest } from './checks';
import { profileOf, type ProfileRow } from './profile';

/** spec 9: upload 1 file, max 2048 KB, image only. */
export const LICENCE_MAX_BYTES = 2048 * 1024;
const TEXT_FIELDS = ['tenantId', 'tenantName', 'shortName', 'suCorporatRepresentative', 'businessLicenseNo', 'licenceType', 'duns', 'registNumber', 'vatNo', 'reason'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

interface Submission {
  fields: Partial<Record<TextField, string>>;
  file?: { name: string; bytes: Buffer; truncated: boolean };
}

/** Reads the form: known text fields (trimmed, ≤ 256 chars by the parser limit) and the one licence file. */
async function readForm(request: FastifyRequest): Promise<Submission> {
  if (!request.isMultipart()) throw badRequest('errors.required', { field: 'licenseFile' });
  const out: Submission = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'licenseFile' || out.file) throw invalidField('licenseFile', VALIDATION_KEYS.fileCount, { max: 1 });
        const bytes = await part.toBuffer();
        out.file = { name: part.filename, bytes, truncated: part.file.truncated };
      } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
        out.fields[part.fieldname as TextField] = part.value.trim();
      }
    }
  } catch (error) {
    // The parser's own limits (file too large, too many parts) are bad input, not a failure of ours.
    if (error instanceof Error && 'statusCode' in error && (error as { statusCode: number }).statusCode === 413) {
      throw invalidField('licenseFile', VALIDATION_KEYS.fileSize, { max: formatFileSize(LICENCE_MAX_BYTES) });
    }
    throw error;
  }
  return out;
}

function snapshot(row: ProfileRow): Record<string, unknown> {
  const { updatedAt: _u, version: _v, ...fields } = row;
  return fields;
}

/** A submission that passed the input rules: what it asks for, and the licence image by its sniffed type. */
interface CheckedChange {
  request: ChangeRequest;
  fields: Submission['fields'];
  file: { name: string; bytes: Buffer; type: { ext: string; mime: string } };
  typeOne: boolean;
}

/** The input rules of a submission (spec 4.5 and 9), given the profile's registration type. */
async function checkedChange({ fields, file }: Submission, profile: ProfileRow): Promise<CheckedChange> {
  const typeOne = profile.registType === 1;
  const tenantName = fields.tenantName ?? '';
  const legal = fields.suCorporatRepresentative ?? '';
  if (tenantName === '') throw invalidField('body.tenantName', VALIDATION_KEYS.required, { label: 'tenantName' });
  if (typeOne && legal === '') throw invalidField('body.suCorporatRepresentative', VALIDATION_KEYS.required, { label: 'suCorporatRepresentative' });
  const licenceType = fields.licenceType === '2' ? 2 : fields.licenceType === undefined || fields.licenceType === '' || fields.licenceType === '1' ? 1 : 0;
  if (licenceType === 0) throw invalidField('body.licenceType', VALIDATION_KEYS.enum);
  if (!file || file.bytes.length === 0) throw invalidField('licenseFile', VALIDATION_KEYS.uploadFirst);
  if (file.truncated) throw invalidField('licenseFile', VALIDATION_KEYS.fileSize, { max: formatFileSize(LICENCE_MAX_BYTES) });
  const type = await sniffedType(file.bytes, ['image']);
  if (!type) throw invalidField('licenseFile', VALIDATION_KEYS.fileType, { types: 'jpg, png, gif, bmp, webp' });
  const request = {
    tenantName,
    suCorporatRepresentative: legal,
    // Read-only for type 1 (spec 2.4): the licence number on file, whatever was sent.
    businessLicenseNo: typeOne ? (profile.businessLicenseNo ?? '') : (fields.businessLicenseNo ?? ''),
    licenceType: (typeOne ? licenceType : 2) as 1 | 2,
  };
  return { request, fields, file: { name: file.name, bytes: file.bytes, type }, typeOne };
}

/** What one submission did: its decision, the tries left and the profile's version after it. */
interface ChangeOutcome {
  decision: ChangeDecision;
  operateLimit: number;
  version: number;
}

/**
 * Decides and stores one submission in one transaction holding the profile's row lock: a second
 * submission at the same moment waits, then sees the lowered operateLimit or the pending change,
 * so neither the tries nor the one-change-under-review rule can be passed by sending twice.
 */
async function applyChange(ctx: AppContext, scope: TenantScope, change: CheckedChange, expected: number | undefined, creator: string | null): Promise<ChangeOutcome> {
  return ctx.db.transaction(async (tx: Db) => {
    const [profile] = await tx.select().from(enterpriseProfiles).where(eq(enterpriseProfiles.tenantId, scope.tenantId)).for('update');
    if (!profile) throw badRequest('enterprise.noProfile');
    if (expected !== undefined && profile.version !== expected) throw staleRecord();
    // The same answer a later submission gets: a change is under review.
    if (profile.changeType === 1) throw badRequest('enterprise.pending');
    const decision = await decideChange(tx, change.request, profile.operateLimit);
    if (decision.order === 1) return { decision, operateLimit: profile.operateLimit, version: profile.version };
    if (decision.order === 2) {
      const operateLimit = profile.operateLimit - 1;
      await tx.update(enterpriseProfiles).set({ operateLimit }).where(eq(enterpriseProfiles.tenantId, scope.tenantId));
      return { decision, operateLimit, version: profile.version };
    }
    const now = ctx.now();
    const { fields, file, request, typeOne } = change;
    const fileId = randomBytes(12).toString('base64url');
    const fileName = safeFileName(file.name, `licence.${file.type.ext}`);
    await tx.insert(files).values({ id: fileId, tenantId: scope.tenantId, filename: fileName, contentType: file.type.mime, body: file.bytes, isPublic: false, createdAt: now });
    await tx.insert(enterpriseChanges).values({
      tenantId: scope.tenantId,
      type: decision.order === 3 ? 1 : 0,
      reason: fields.reason ?? null,
      createdBy: scope.session.userId,
      createByname: creator,
      tenantName: request.tenantName,
      businessLicenseNo: request.businessLicenseNo,
      suCorporatRepresentative: request.suCorporatRepresentative,
      hisBak: snapshot(profile),
      createdAt: now,
    });
    const changes =
      decision.order === 3
        ? {
            tenantName: request.tenantName,
            shortName: fields.shortName || profile.shortName,
            suCorporatRepresentative: request.suCorporatRepresentative || profile.suCorporatRepresentative,
            attachmentId: fileId,
            fileName,
            ...(typeOne ? {} : { duns: fields.duns || profile.duns, registNumber: fields.registNumber || profile.registNumber, vatNo: fields.vatNo || profile.vatNo }),
          }
        : { changeType: 1 };
    const [after] = await tx
      .update(enterpriseProfiles)
      .set({ ...changes, version: sql`${enterpriseProfiles.version} + 1`, updatedAt: now })
      .where(eq(enterpriseProfiles.tenantId, scope.tenantId))
      .returning({ version: enterpriseProfiles.version });
    if (decision.order === 3) await tx.update(tenants).set({ name: request.tenantName }).where(eq(tenants.id, scope.tenantId));
    return { decision, operateLimit: profile.operateLimit, version: after?.version ?? profile.version + 1 };
  });
}

/** Routes of this module, registered under /eps. */
export const enterpriseChangeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: LICENCE_MAX_BYTES, files: 1, fields: 12, fieldSize: 256, parts: 14 } });

  app.post('/usercenter/enterprise/change', { config: { screen: 'write' } }, async (request, reply) => {
    const scope = scopeOf(request);
    await requirePermission(ctx.db, scope, 'p_usercenter_enterprise_change');
    const submission = await readForm(request);
    const tenantId = submission.fields.tenantId;
    if (tenantId !== undefined && tenantId !== '') scope.assertSame(Number(tenantId));
    // Read first for the input rules (the registration type never changes); the rules that other
    // submissions can change are checked again under the row lock (applyChange).
    const profile = await profileOf(ctx.db, scope.tenantId);
    if (!profile) throw badRequest('enterprise.noProfile');
    if (profile.changeType === 1) throw badRequest('enterprise.pending');
    const change = await checkedChange(submission, profile);
    const [creator] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, scope.session.userId)).limit(1);
    const outcome = await applyChange(ctx, scope, change, expectedVersion(request, 'enterprise', scope.tenantId), creator?.username ?? null);
    announceVersion(reply, 'enterprise', scope.tenantId, outcome.version);
    const { decision, operateLimit } = outcome;
    if (decision.order === 1) return ok({ order: 1, operateLimit, licenseModel: decision.licenseModel, businessModel: null });
    if (decision.order === 2) return ok({ order: 2, operateLimit, licenseModel: null, businessModel: decision.businessModel });
    const message = translate(request.lang, decision.order === 3 ? 'enterprise.changeApplied' : 'enterprise.changeSubmitted');
    return ok({ order: decision.order, operateLimit, licenseModel: null, businessModel: null }, message);
  });
};
