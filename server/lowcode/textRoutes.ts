/**
 * Tenant texts: per-key, per-language overrides of the portal's
 * texts, so one language can be relabelled alone. They are the tenant rows of
 * `i18n_messages`, which the portal already applies at preload
 * (`/eps/config/i18n-from-config/{tenantId}/cache/{lang}`).
 *
 * GET    /eps/lowcode/texts               ?q=  [{ key, lang, value, version }]
 * PUT    /eps/lowcode/texts               { key, lang, value }
 * DELETE /eps/lowcode/texts?key=&lang=
 *
 * Two configurators on one text: a write sends the version of the copy it
 * edited as If-Match (`"text:<key>@<lang>:<version>"`, `none` for no override
 * yet; server/http/recordVersions.ts), and one from a copy someone has
 * replaced since changes nothing and answers 409. The version is the hash of
 * the text, so the table needs no column for it.
 */
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { i18nMessages } from '../db/schema';
import { ok } from '../http/envelope';
import { expectedToken, staleRecord } from '../http/recordVersions';
import { AppError, badRequest } from '../http/errors';
import { API_CODES } from '../http/codes';
import { sqlStateOf } from '../http/storageFault';
import { LANGS, translate } from '../http/messages';
import { audit } from './audit';
import { documentHash } from './hash';
import { requireEditor } from './access';
import { unknownKeys } from './menuTree';

const keySchema = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]+)*$' } as const;
const langSchema = { enum: [...LANGS] } as const;
const TEXT_KEYS = ['key', 'lang', 'value'];

/** A text's version: the hash of its value, or `none` while the tenant has no override of it. */
const textVersion = (value: string | undefined): string => (value === undefined ? 'none' : documentHash(value));

/** Refuses a write from a copy of the text that has been replaced since (a write without the tag is not checked). */
function checkTextVersion(expected: string | undefined, current: string | undefined): void {
  if (expected !== undefined && expected !== textVersion(current)) throw staleRecord();
}

/** Routes of this module, registered under /eps. */
export const textRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { q?: string } }>(
    '/lowcode/texts',
    { schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 200 } } } } },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const q = request.query.q?.trim();
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const rows = await ctx.db
        .select({ key: i18nMessages.key, lang: i18nMessages.lang, value: i18nMessages.value })
        .from(i18nMessages)
        .where(scope.own(i18nMessages, pattern ? or(ilike(i18nMessages.key, pattern), ilike(i18nMessages.value, pattern)) : undefined))
        .orderBy(asc(i18nMessages.key), asc(i18nMessages.lang));
      return ok(rows.map((row) => ({ ...row, version: textVersion(row.value) })));
    },
  );

  app.put<{ Body: { key: string; lang: (typeof LANGS)[number]; value: string } }>(
    '/lowcode/texts',
    {
      schema: {
        body: {
          type: 'object',
          required: ['key', 'lang', 'value'],
          additionalProperties: false,
          properties: { key: keySchema, lang: langSchema, value: { type: 'string', maxLength: 2000 } },
        },
      },
      // Before validation: names every unknown top-level key at once (ajv stops at the first; it refuses nested ones, server/app.ts).
      preValidation: async (request) => {
        const extra = unknownKeys(request.body, TEXT_KEYS);
        if (extra.length > 0) throw badRequest('lowcode.unknownKeys', { keys: extra.join(', '), allowed: TEXT_KEYS.join(', ') });
      },
    },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const { key, lang, value } = request.body;
      const expected = expectedToken(request, 'text', `${key}@${lang}`);
      const row = await ctx.db.transaction(async (tx) => {
        // Read (locked), then insert or update: two first writes of one key at once both read nothing, and the
        // second insert hits i18n_messages_uq; it answers 409 (below) rather than 500.
        const [before] = await tx.select().from(i18nMessages).where(scope.own(i18nMessages, eq(i18nMessages.key, key), eq(i18nMessages.lang, lang))).limit(1).for('update');
        checkTextVersion(expected, before?.value);
        const [saved] = before
          ? await tx.update(i18nMessages).set({ value }).where(eq(i18nMessages.id, before.id)).returning()
          : await tx.insert(i18nMessages).values({ tenantId: scope.tenantId, key, lang, value }).returning();
        await audit(tx, scope, { kind: 'text', action: before ? 'update' : 'create', target: `${key}@${lang}`, beforeHash: before ? documentHash(before.value) : null, afterHash: documentHash(value) });
        return saved;
      }).catch((error: unknown) => {
        if (sqlStateOf(error) === '23505') throw new AppError(409, API_CODES.BAD_REQUEST, 'lowcode.textBusy', { key, lang });
        throw error;
      });
      return ok({ key: row?.key, lang: row?.lang, value: row?.value, version: textVersion(row?.value) }, translate(request.lang, 'lowcode.textSaved'));
    },
  );

  app.delete<{ Querystring: { key: string; lang: (typeof LANGS)[number] } }>(
    '/lowcode/texts',
    { schema: { querystring: { type: 'object', required: ['key', 'lang'], properties: { key: keySchema, lang: langSchema } } } },
    async (request) => {
      const scope = await requireEditor(ctx, request);
      const { key, lang } = request.query;
      const expected = expectedToken(request, 'text', `${key}@${lang}`);
      const removed = await ctx.db.transaction(async (tx) => {
        const where = scope.own(i18nMessages, eq(i18nMessages.key, key), eq(i18nMessages.lang, lang));
        const [current] = await tx.select().from(i18nMessages).where(where).limit(1).for('update');
        // Resetting a text someone else has changed since would drop their text unseen; gone already is the 404 below.
        if (current) checkTextVersion(expected, current.value);
        const [row] = await tx.delete(i18nMessages).where(where).returning();
        if (row) await audit(tx, scope, { kind: 'text', action: 'delete', target: `${key}@${lang}`, beforeHash: documentHash(row.value), afterHash: null });
        return row;
      });
      if (!removed) throw new AppError(404, API_CODES.NOT_FOUND, 'lowcode.textNotFound', { key, lang });
      return ok({ key, lang }, translate(request.lang, 'lowcode.textDeleted'));
    },
  );
};
