/**
 * The district calls (spec portal-shell 7), public like the data they serve:
 * - `GET /eps/config/district/getcountrys` (`langPack`: `zh-cn` or `en`, default the
 *   request's language): the countries, China first, as `{ name, adcode, leaf }`.
 * - `GET /eps/config/district/getDistrictByparentCode` (`parentCode`: a country's ISO
 *   code or one of China's GB/T 2260 codes): the places under it, in the request's
 *   language (or `langPack`). `descendants=1` (ours) answers the whole subtree at
 *   once, as the cascader needs to search every level.
 * Names and their English forms: districtNames.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { countries, districtsUnder, type District, type DistrictLanguage } from './districtNames';

const langPack = { type: 'string', enum: ['zh-cn', 'zh', 'en'] } as const;

const languageOf = (asked: string | undefined, requestLang: string): DistrictLanguage =>
  (asked ?? requestLang).toLowerCase().startsWith('zh') ? 'zh-cn' : 'en';

/** One level, without the levels below (the calls answer one level unless asked for all). */
const oneLevel = (list: readonly District[]): District[] => list.map(({ adcode, name, leaf }) => ({ adcode, name, leaf }));

/**
 * The lists are the same for everyone and change only with a release: a day in any cache when the
 * language is in the URL; a list in the session's language is kept by nobody (it varies by cookie).
 */
const cacheControl = (langPackAsked: string | undefined): string => (langPackAsked ? 'public, max-age=86400' : 'private, no-cache');

export const districtRoutes: FastifyPluginAsync<RouteOptions> = async (app) => {
  app.get<{ Querystring: { langPack?: string } }>(
    '/config/district/getcountrys',
    { config: { screen: 'read' }, schema: { querystring: { type: 'object', properties: { langPack } } } },
    async (request, reply) => {
      reply.header('cache-control', cacheControl(request.query.langPack));
      return ok(countries(languageOf(request.query.langPack, request.lang)));
    },
  );

  app.get<{ Querystring: { parentCode: string; langPack?: string; descendants?: string } }>(
    '/config/district/getDistrictByparentCode',
    {
      config: { screen: 'read' },
      schema: {
        querystring: {
          type: 'object',
          required: ['parentCode'],
          properties: { parentCode: { type: 'string', pattern: '^([A-Z]{2}|[0-9]{6})$' }, langPack, descendants: { type: 'string', enum: ['0', '1'] } },
        },
      },
    },
    async (request, reply) => {
      const found = districtsUnder(request.query.parentCode, languageOf(request.query.langPack, request.lang));
      if (!found) throw notFound(request.method, request.url);
      reply.header('cache-control', cacheControl(request.query.langPack));
      return ok(request.query.descendants === '1' ? found : oneLevel(found));
    },
  );
};
