/**
 * `npm start` against another EPS server (EPS_API_TARGET): the built portal
 * on one origin with `/eps/...` forwarded to that server, so its session
 * cookie stays first-party, exactly as the reference server serves both.
 * No database, no demo data: the other server owns every call.
 */
import httpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { installStaticSite } from '../http/staticSite';

export interface ProxyAppOptions {
  /** The EPS server, e.g. https://eps.example.com (no trailing path). */
  target: string;
  /** The built portal (dist/); API only when undefined. */
  staticDir: string | undefined;
  logLevel?: string;
}

/** Checks EPS_API_TARGET: an http(s) origin, else a message saying what is wrong. */
export function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`EPS_API_TARGET "${raw}" is not a URL (expected e.g. https://eps.example.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`EPS_API_TARGET "${raw}" must be http or https`);
  return url;
}

/** Builds the proxying app (not listening). */
export async function buildProxyApp(options: ProxyAppOptions): Promise<FastifyInstance> {
  const target = parseTarget(options.target);
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' } });
  // The other server sees the original host and path; cookies and bodies pass through untouched.
  await app.register(httpProxy, {
    upstream: target.origin,
    prefix: '/eps',
    rewritePrefix: '/eps',
    http2: false,
    replyOptions: {
      // The other server is down or unreachable: a 502 envelope the portal shows as a server error, no stack.
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'EPS server unreachable');
        void reply.code(502).send({ code: '502', message: `The EPS server ${target.origin} cannot be reached`, data: null });
      },
    },
  });
  app.get('/healthz', async () => ({ ok: true, proxy: target.origin }));
  const fallback = options.staticDir ? await installStaticSite(app, options.staticDir) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return;
    void reply.code(404).send({ code: '404', message: 'Not found', data: null });
  });
  return app;
}
