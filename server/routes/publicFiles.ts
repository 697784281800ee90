/**
 * Files visitors may read (spec portal-shell 2.2 and 7 "Config"):
 * - `GET /eps/config/file/oss/public/{id}`: the bytes of a public file (banner
 *   images, visitor news attachments). Ours: the spec does not show it.
 * - `GET /eps/config/file/oss/preview?attachid={id}`: read as JSON, a text document (help and
 *   policy documents) as `{ attachmentId, filename, contentType, content }`; opened as a window
 *   (spec 7), the file itself; public documents for everyone, a tenant's own documents for its users.
 * Stored HTML is never served as a page of this origin: files go out with a
 * sandboxing Content-Security-Policy and `nosniff`, and documents come back as
 * data the portal sanitises before it shows them.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { files } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { sendFile } from '../files/sendFile';
import { isInlineType } from '../files/sniff';

/** The address the portal fetches a public file from. */
export function publicFileUrl(fileId: string): string {
  return `/eps/config/file/oss/public/${encodeURIComponent(fileId)}`;
}

const idSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** True when a browser asks for a page (a window opened on the address), not the portal's read (JSON or anything). */
function wantsPage(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes('text/html') && !accept.includes('application/json');
}

/** Routes of this module, registered under /eps. */
export const publicFileRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Params: { id: string }; Querystring: { download?: string } }>(
    '/config/file/oss/public/:id',
    { config: { screen: 'read' },
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: idSchema } },
        querystring: { type: 'object', properties: { download: { type: 'string', maxLength: 8 } } },
      },
    },
    async (request, reply) => {
      const [file] = await ctx.db
        .select()
        .from(files)
        .where(and(eq(files.id, request.params.id), eq(files.isPublic, true)))
        .limit(1);
      if (!file) throw notFound('GET', publicFileUrl(request.params.id));
      const inline = file.contentType.startsWith('image/') && request.query.download === undefined;
      return sendFile(reply, file, { inline, cache: 'public' });
    },
  );

  app.get<{ Querystring: { attachid: string } }>(
    '/config/file/oss/preview',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', required: ['attachid'], properties: { attachid: idSchema } } } },
    async (request, reply) => {
      const auth = request.auth;
      const tenantId = auth.kind === 'active' ? auth.session.tenantId : null;
      const readable = tenantId === null ? eq(files.isPublic, true) : or(eq(files.isPublic, true), eq(files.tenantId, tenantId), isNull(files.tenantId));
      const [file] = await ctx.db
        .select()
        .from(files)
        .where(and(eq(files.id, request.query.attachid), readable))
        .limit(1);
      if (!file) throw notFound('GET', `/eps/config/file/oss/preview?attachid=${request.query.attachid}`);
      // spec 7 opens this address as a window: a browser asking for a page gets the file itself (images and
      // PDF inline, anything else as a download); the portal's own read (JSON) gets the text document.
      if (wantsPage(request.headers.accept)) {
        return sendFile(reply, file, { inline: isInlineType(file.contentType), cache: 'private' });
      }
      return ok({ attachmentId: file.id, filename: file.filename, contentType: file.contentType, content: file.body.toString('utf8') });
    },
  );
};
