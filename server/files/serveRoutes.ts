/**
 * Attachment upload and delivery by id (spec 7 "Files"), under /eps:
 * - `POST /config/file/oss/biz/upload` (ours; multipart `file`): an attachment
 *   whose type is decided by its bytes (images, PDF, Office, archives), at most
 *   {@link ATTACHMENT_MAX_BYTES}; the stored content type is the sniffed one.
 *   (The older `/config/file/oss/upload` of the user centre checks by name.)
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
import { VALIDATION_KEYS, formatFileSize } from '../../src/core/validation/index';
import { downloadUrl, readableFiles } from './bizRoutes';
import { contentDisposition, isInlineType, safeFileName, sniffedType } from './sniff';

/** Attachments: 10 MB each (spec 9 limits only the licence image, 2048 KB). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
const idField = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** Routes of this module, registered under /eps. */
export const fileServeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5 } });

  app.post('/config/file/oss/biz/upload', { config: { screen: 'write' } }, async (request) => {
    const scope = scopeOf(request);
    if (!request.isMultipart()) throw badRequest('errors.required', { field: 'file' });
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('errors.required', { field: 'file' });
    const bytes = await part.toBuffer().catch(() => undefined);
    if (!bytes || part.file.truncated) throw invalidField('file', VALIDATION_KEYS.fileSize, { max: formatFileSize(ATTACHMENT_MAX_BYTES) });
    const type = await sniffedType(bytes, ['image', 'pdf', 'office', 'archive']);
    if (!type) throw invalidField('file', VALIDATION_KEYS.fileType, { types: 'jpg, png, gif, bmp, webp, pdf, docx, xlsx, pptx, doc, xls, zip, 7z, rar' });
    const id = randomBytes(12).toString('base64url');
    const filename = safeFileName(part.filename, `file.${type.ext}`);
    await ctx.db.insert(files).values({ id, tenantId: scope.tenantId, filename, contentType: type.mime, body: bytes, isPublic: false, createdAt: ctx.now() });
    return ok({ attachmentId: id, filename, filesize: bytes.length, downloadUrl: downloadUrl(id) }, translate(request.lang, 'enterprise.attachmentUploaded'));
  });

  async function send(request: FastifyRequest<{ Querystring: { attachid: string } }>, reply: FastifyReply, wantInline: boolean) {
    const scope = scopeOf(request);
    const [file] = await ctx.db
      .select()
      .from(files)
      .where(and(eq(files.id, request.query.attachid), or(eq(files.tenantId, scope.tenantId), eq(files.isPublic, true))))
      .limit(1);
    if (!file) throw notFound('GET', request.url.split('?')[0] ?? '');
    const inline = wantInline && isInlineType(file.contentType);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename, inline))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'; img-src data:")
      .header('cache-control', 'private, no-store')
      .send(file.body);
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
