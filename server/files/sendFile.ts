/**
 * A stored file sent as itself (a download, a preview in a window, a public image): its type, its
 * name (RFC 6266, safe for any name), nosniff, and one sandboxing CSP, so a file of any type can
 * never run as a page of the portal's origin. Every route that hands out file bytes sends them here.
 */
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './sniff';

/** What a stored file's row gives the answer. */
export interface SentFile {
  contentType: string;
  filename: string;
  body: Buffer;
}

/** A file sandboxed as its own document: no script, no plugin, images only from itself (data:). */
const FILE_CSP = "sandbox; default-src 'none'; img-src data:";

export function sendFile(reply: FastifyReply, file: SentFile, options: { inline: boolean; cache: 'private' | 'public' }): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename, options.inline))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', options.cache === 'public' ? 'public, max-age=3600' : 'private, no-store')
    .send(file.body);
}
