/**
 * The low-code studio's server side, registered under /eps:
 * screens with drafts, versions and rollback, the runtime read of published
 * screens, tenant texts, menus and the audit log. docs/studio.md "Low-code studio: server calls"
 * documents the calls.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { auditRoutes } from './auditRoutes';
import { menuEditRoutes } from './menuEditRoutes';
import { menuOverlayRoutes } from './menuOverlay';
import { lowcodeMenuRoutes } from './menuRoutes';
import { runtimeRoutes } from './runtimeRoutes';
import { screenRoutes } from './screenRoutes';
import { textRoutes } from './textRoutes';

/** Every low-code route module. */
export const lowcodeRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Only ctx is passed on: the /eps prefix is already this plugin's.
  const options = { ctx };
  await app.register(screenRoutes, options);
  await app.register(runtimeRoutes, options);
  await app.register(textRoutes, options);
  await app.register(lowcodeMenuRoutes, options);
  await app.register(menuEditRoutes, options);
  await app.register(menuOverlayRoutes, options);
  await app.register(auditRoutes, options);
};
