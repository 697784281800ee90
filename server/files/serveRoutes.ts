/**
 * Attachment upload and delivery by id (spec 7 "Files"), under /eps:
 * - `POST /config/file/oss/upload` (spec 7; multipart `file`): the one upload,
 *   attachments and the user centre's proofs alike: a name of the documents,
 *   images or office groups whose bytes are what the name says (uploadCheck.ts),
 *   at most {@link ATTACHMENT_MAX_BYTES}; the stored content type is the bytes' own.
 * - `GET /config/file/oss/inline?attachid=`: images and PDF inline with their
 *   type (the preview window), anything else as a download;
 * - `GET /oss/prmattachment/downloadbyid?attachid=`: always a download;
 * - `GET /config/file/oss/edit?attachids=a,b`: the meta data of those files.
 * Only the session tenant's files and public ones; others are 404.
 */
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { and, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { files } from '../db/schema';
import { scopeOf } from '../db/tenantScope';
import { ok } from '../http/envelope';
import { badRequest, invalidField, notFound } from '../http/errors';
import { translate } from '../http/messages';
import { VALIDATION_KEYS, checkFileType, formatFileSize } from '@core/validation/index';
import { downloadUrl, readableFiles } from './bizRoutes';
import { sendFile } from './sendFile';
import { isInlineType, safeFileName } from './sniff';
import { UPLOAD_TYPES, uploadType } from './uploadCheck';

/** spec 9: an upload is one file of at most 2048 KB (the portal checks the same before sending). */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
const idField = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** Routes of this module, registered under /eps. */
export const fileServeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

  app.post('/config/file/oss/upload', { config: { screen: 'write' } }, async (request) => {
    const scope = scopeOf(request);
    if (!request.isMultipart()) throw badRequest('errors.required', { field: 'file' });
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('errors.required', { field: 'file' });
    const filename = safeFileName(part.filename);
    // The name first: a file of a type nobody takes is refused before its bytes are read.
    const nameIssue = checkFileType(filename, UPLOAD_TYPES);
    if (nameIssue) throw invalidField('file', nameIssue.key, nameIssue.vars);
    const bytes = await part.toBuffer().catch(() => undefined);
    if (!bytes || part.file.truncated) throw invalidField('file', VALIDATION_KEYS.fileSize, { max: formatFileSize(ATTACHMENT_MAX_BYTES) });
    const type = await uploadType(filename, bytes);
    if ('issue' in type) throw invalidField('file', type.issue.key, type.issue.vars);
    const id = randomBytes(12).toString('base64url');
    await ctx.db.insert(files).values({ id, tenantId: scope.tenantId, filename, contentType: type.mime, body: bytes, isPublic: false, createdAt: ctx.now() });
    const answer = { attachmentId: id, filename, size: bytes.length, filesize: bytes.length, downloadUrl: downloadUrl(id) };
    return ok(answer, translate(request.lang, 'enterprise.attachmentUploaded'));
  });

  async function send(request: FastifyRequest<{ Querystring: { attachid: string } }>, reply: FastifyReply, wantInline: boolean) {
    const scope = scopeOf(request);
    const [file] = await ctx.db
      .select()
      .from(files)
      .where(and(eq(files.id, request.query.attachid), or(eq(files.tenantId, scope.tenantId), eq(files.isPublic, true))))
      .limit(1);
    if (!file) throw notFound('GET', request.url.split('?')[0] ?? '');
    return sendFile(reply, file, { inline: wantInline && isInlineType(file.contentType), cache: 'private' });
  }

  const byId = { schema: { querystring: { type: 'object', required: ['attachid'], properties: { attachid: idField } } } } as const;
  app.get<{ Querystring: { attachid: string } }>('/config/file/oss/inline', { ...byId, config: { screen: 'read' } }, (request, reply) => send(request, reply, true));
  app.get<{ Querystring: { attachid: string } }>('/oss/prmattachment/downloadbyid', { ...byId, config: { screen: 'read' } }, (request, reply) => send(request, reply, false));

  app.get<{ Querystring: { attachids: string } }>(
    '/config/file/oss/edit',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', required: ['attachids'], properties: { attachids: { type: 'string', minLength: 1, maxLength: 1000 } } } } },
    async (request) => {
      const scope = scopeOf(request);
      const ids = request.query.attachids.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 50);
      const found = await readableFiles(ctx.db, scope, ids);
      return ok(found.map((f) => ({ attachmentId: f.id, filename: f.filename, contentType: f.contentType, downloadUrl: downloadUrl(f.id) })));
    },
  );
};
