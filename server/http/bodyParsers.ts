/**
 * Body parsers: JSON (an empty body is no body, so a bare POST works; bad JSON
 * is a 400) and application/x-www-form-urlencoded (legacy form posts), both
 * under the app's body limit.
 */
import type { FastifyInstance } from 'fastify';

/** Replaces Fastify's JSON parser, adds the form parser; a missing body validates as `{}`. */
export function installBodyParsers(app: FastifyInstance): void {
  // A POST without a body (axios with no data) validates as an empty object, so the
  // caller reads "body.password is required" rather than "body must be object".
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    json(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });
}
