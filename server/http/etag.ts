/**
 * Conditional GETs for the API reads the portal repeats on every load
 * (translations, parameters, dictionaries, the permission tree): the answer
 * carries a strong ETag (a hash of its body) and `Cache-Control: no-cache`,
 * so the browser keeps it and asks again with If-None-Match; an unchanged
 * answer is then a bodiless 304 instead of the same JSON again.
 *
 * Used as a route's `onSend` hook (`{ onSend: conditionalGet('public') }`):
 * the body is hashed after the handler ran, so nothing needs to know when the
 * data last changed, and a changed row gives a new tag at once.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/** `public`: the same for everyone (login page data); `private`: per session, a shared cache must not keep it. */
export type Audience = 'public' | 'private';

/** The strong ETag of a body. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header (a list, weak tags, or `*`) matches `etag`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/** The onSend hook for a cacheable read; `audience` sets Cache-Control's public/private. */
export function conditionalGet(audience: Audience): onSendHookHandler<unknown> {
  const cacheControl = `${audience}, no-cache`;
  return async function conditional(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    void reply.header('etag', etag).header('cache-control', cacheControl);
    if (audience === 'private') void reply.header('vary', 'accept-language, cookie, authorization');
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    return '';
  };
}
