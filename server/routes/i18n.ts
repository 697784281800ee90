/**
 * Translation messages (spec portal-shell 7 "Config"): the platform messages
 * of a language as a key -> text map (public: the login page needs them), and
 * a tenant's overrides as a key/value list (signed in, own tenant only).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { i18nMessages } from '../db/schema';
import { scopeOf } from '../db/tenantScope';
import { etagOf, matchesIfNoneMatch } from '../http/etag';
import { PlatformCache } from '../http/platformCache';
import { ok } from '../http/envelope';
import { sendTenantAnswer } from '../http/tenantCache';
import { badRequest } from '../http/errors';
import type { Lang } from '../http/messages';
import { LANGS, normalizeLang } from '../http/messages';

function langParam(raw: string): Lang {
  const lang = normalizeLang(raw);
  if (!lang) throw badRequest('errors.unsupportedLang', { lang: `${raw} (${LANGS.join(', ')})` });
  return lang;
}

const langPath = { type: 'string', minLength: 1, maxLength: 16 } as const;

/** Routes of this module, registered under /eps. */
export const i18nRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // The platform's messages, kept as the text sent and its tag (http/platformCache.ts): no query, map or hash per request.
  const platformAnswers = new PlatformCache<{ text: string; etag: string }>(async (lang) => {
    const rows = await ctx.db
      .select({ key: i18nMessages.key, value: i18nMessages.value })
      .from(i18nMessages)
      .where(and(isNull(i18nMessages.tenantId), eq(i18nMessages.lang, lang)))
      .orderBy(asc(i18nMessages.key));
    const text = JSON.stringify(ok(Object.fromEntries(rows.map((r) => [r.key, r.value]))));
    return { text, etag: etagOf(text) };
  });

  app.get<{ Params: { lang: string } }>(
    '/config/i18n-from-config/cache/:lang',
    // Read on every load of every page, the same for everyone: a 304 when unchanged.
    { schema: { params: { type: 'object', required: ['lang'], properties: { lang: langPath } } } },
    async (request, reply) => {
      const { text, etag } = await platformAnswers.get(langParam(request.params.lang));
      void reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.header('content-type', 'application/json; charset=utf-8').send(text);
    },
  );

  app.get<{ Params: { tenantId: number; lang: string } }>(
    '/config/i18n-from-config/:tenantId/cache/:lang',
    {
      schema: {
        params: {
          type: 'object',
          required: ['tenantId', 'lang'],
          properties: { tenantId: { type: 'integer', minimum: 1 }, lang: langPath },
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      scope.assertSame(request.params.tenantId);
      const lang = langParam(request.params.lang);
      // Texts change only through the studio, which moves the tenant's version: cached by it (http/tenantCache.ts).
      return sendTenantAnswer(request, reply, ctx.answers, scope.session, ['texts', lang], () =>
        ctx.db
          .select({ key: i18nMessages.key, value: i18nMessages.value })
          .from(i18nMessages)
          .where(scope.own(i18nMessages, eq(i18nMessages.lang, lang)))
          .orderBy(asc(i18nMessages.key)),
      );
    },
  );
};
