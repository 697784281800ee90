/**
 * Body parsers: JSON only (an empty body is no body, so a bare POST works; bad
 * JSON is a 400), under the app's body limit. Form-encoded and text/plain
 * bodies are refused (415): they are what a cross-site HTML form can send
 * without a preflight, and neither the spec (portal-shell 7) nor the portal
 * posts them. Multipart is read only by the upload route (usercenter/applyRoutes.ts).
 */
import type { FastifyInstance } from 'fastify';

/** Replaces Fastify's JSON parser and drops its text/plain one; a missing body validates as `{}`. */
export function installBodyParsers(app: FastifyInstance): void {
  // A POST without a body (axios with no data) validates as an empty object, so the
  // caller reads "body.password is required" rather than "body must be object".
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    json(request, text, done);
  });
}
