/**
 * The enterprise area, one plugin for server/app.ts: enterprise
 * reads, contact and change, the company-register check (server/enterprise)
 * and the attachment calls (server/files).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { fileBizRoutes } from '../files/bizRoutes';
import { fileServeRoutes } from '../files/serveRoutes';
import { enterpriseChangeRoutes } from './changeRoute';
import { riskCheckRoutes } from './riskCheck';
import { enterpriseReadRoutes } from './routes';

/** Registered under /eps. */
export const enterpriseRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  await app.register(enterpriseReadRoutes, { ctx });
  await app.register(enterpriseChangeRoutes, { ctx });
  await app.register(riskCheckRoutes, { ctx });
  await app.register(fileBizRoutes, { ctx });
  await app.register(fileServeRoutes, { ctx });
};
