/**
 * System parameters and dictionaries (spec portal-shell 3 and 7 "Config";
 * the spec does not show their paths, these are ours:
 * GET /eps/config/params/list?codes=a,b and GET /eps/config/dict/list?codes=a,b).
 * Public: the login page reads both before sign-in.
 */
import { asc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { dictItems, dicts, params } from '../db/schema';
import type { LocalizedText } from '../db/schema';
import { conditionalGet } from '../http/etag';
import { ok } from '../http/envelope';
import type { Lang } from '../http/messages';
import { DEFAULT_LANG, normalizeLang } from '../http/messages';

const codesQuery = {
  type: 'object',
  properties: { codes: { type: 'string', maxLength: 2000 }, lang: { type: 'string', maxLength: 16 } },
} as const;

/** `a, b,,c` -> ['a', 'b', 'c']; undefined when no codes are given. */
export function splitCodes(raw: string | undefined): string[] | undefined {
  const codes = (raw ?? '').split(',').map((c) => c.trim()).filter(Boolean);
  return codes.length > 0 ? codes : undefined;
}

function pick(text: LocalizedText, lang: Lang): string {
  return text[lang] ?? text[DEFAULT_LANG] ?? '';
}

/** Routes of this module, registered under /eps. */
export const paramRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { codes?: string } }>('/config/params/list', { config: { screen: 'read' }, schema: { querystring: codesQuery }, onSend: conditionalGet('public') }, async (request) => {
    const codes = splitCodes(request.query.codes);
    const rows = await ctx.db
      .select()
      .from(params)
      .where(codes ? inArray(params.code, codes) : undefined)
      .orderBy(asc(params.code));
    return ok(rows.map((r) => ({ paramCode: r.code, paramValue: r.value, remark: r.remark })));
  });

  app.get<{ Querystring: { codes?: string; lang?: string } }>('/config/dict/list', { config: { screen: 'read' }, schema: { querystring: codesQuery }, onSend: conditionalGet('private') }, async (request) => {
    const codes = splitCodes(request.query.codes);
    const lang = normalizeLang(request.query.lang) ?? request.lang;
    const heads = await ctx.db.select().from(dicts).where(codes ? inArray(dicts.code, codes) : undefined).orderBy(asc(dicts.code));
    const items = heads.length
      ? await ctx.db
          .select()
          .from(dictItems)
          .where(inArray(dictItems.dictCode, heads.map((h) => h.code)))
          .orderBy(asc(dictItems.sort), asc(dictItems.id))
      : [];
    return ok(
      heads.map((head) => {
        const dictName = pick(head.name, lang);
        return {
          dictCode: head.code,
          dictName,
          subset: items
            .filter((item) => item.dictCode === head.code)
            .map((item) => ({ dictLabel: pick(item.label, lang), dictValue: item.value, dictName, dictCode: head.code })),
        };
      }),
    );
  });
};
