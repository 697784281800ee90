/**
 * Session calls (spec portal-shell 7): logout, logout without invalidating,
 * the language lock and session-info.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteOptions } from '../context';
import { sessions, users } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { LANGS, normalizeLang, translate } from '../http/messages';
import { LANG_COOKIE } from '../http/requestContext';
import { clearSessionCookie, deleteSession, sessionOf } from './session';
import { revokeTickets } from './tickets';
import { loadUserRecord, userRecordOf } from './userInfo';
import { announceVersion } from '../http/recordVersions';

interface TicketBody {
  ticket?: string;
}

function bodyField(request: FastifyRequest, name: string): unknown {
  const body = request.body;
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return fromBody ?? (request.query as Record<string, unknown>)[name];
}

const ticketBody = { type: 'object', properties: { ticket: { type: 'string', maxLength: 256 } } } as const;

/** Routes of this module, registered under /eps. */
export const sessionRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Deletes the cookie's session and ends the user's unused one-time tickets. Idempotent.
  // The spec's `ticket` field is accepted and ignored: the session id is never outside the cookie.
  app.post<{ Body: TicketBody | undefined }>('/auth/cas/logout', { schema: { body: ticketBody } }, async (request, reply) => {
    if (request.auth.kind === 'active') {
      await deleteSession(ctx.db, request.auth.session.id);
      await revokeTickets(ctx, request.auth.session.userId);
    }
    clearSessionCookie(reply, ctx.config);
    return ok(null, translate(request.lang, 'logout.success'));
  });

  // Signs this browser out but leaves the session valid for other holders of the ticket
  // (embedded apps signed in with it).
  app.post('/auth/cas/logoutNoInvalidate', { schema: { body: ticketBody } }, async (request, reply) => {
    clearSessionCookie(reply, ctx.config);
    return ok(null, translate(request.lang, 'logout.success'));
  });

  // spec portal-shell 4: a changed language is locked on the server. Stored on the
  // session and the user when signed in, and in the EPSLANG cookie for the login page.
  app.post(
    '/auth/i18n/locale/',
    { schema: { body: { type: 'object', properties: { lang: { type: 'string', maxLength: 16 } } } } },
    async (request, reply) => {
      const raw = bodyField(request, 'lang');
      if (raw === undefined || raw === '') throw badRequest('errors.required', { field: 'body.lang' });
      const lang = normalizeLang(raw);
      if (!lang) throw badRequest('errors.unsupportedLang', { lang: `${String(raw)} (${LANGS.join(', ')})` });
      void reply.setCookie(LANG_COOKIE, lang, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 3600 });
      if (request.auth.kind === 'active') {
        const session = request.auth.session;
        await ctx.db.update(sessions).set({ lang }).where(eq(sessions.id, session.id));
        await ctx.db.update(users).set({ lang, updatedAt: ctx.now() }).where(eq(users.id, session.userId));
      }
      request.lang = lang;
      return ok({ lang }, translate(lang, 'locale.saved'));
    },
  );

  // The user info entity (spec portal-shell 3) plus errorFlags. Always read fresh
  // from the database, so `isUpdate=1` is accepted and changes nothing.
  app.post(
    '/auth/cas/session-info',
    // The session hook reads the user's record with the session (one round trip on every page load).
    { schema: { body: { type: 'object', properties: { isUpdate: { type: ['string', 'integer'] } } } }, config: { userRecord: true } },
    async (request, reply) => {
      const session = sessionOf(request);
      const record = request.auth.kind === 'active' ? request.auth.userRecord : undefined;
      const { info, version } = record ? userRecordOf(record, session) : await loadUserRecord(ctx.db, session);
      announceVersion(reply, 'user', info.userId, version);
      return ok(info);
    },
  );
};
