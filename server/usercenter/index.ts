/**
 * The user-centre routes (spec portal-shell 7 "User center"), one plugin for
 * server/app.ts: profile (password, username, exit enterprise, member search),
 * binding (e-mail and phone with codes), applications (upload, admin, partners)
 * and the business contact per partner.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { userApplyRoutes } from './applyRoutes';
import { userBindingRoutes } from './bindingRoutes';
import { userContactRoutes } from './contactRoutes';
import { userProfileRoutes } from './profileRoutes';

/** Registered under /eps. */
export const userCenterRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Only ctx is passed on: the /eps prefix is already applied to this plugin.
  await app.register(userProfileRoutes, { ctx });
  await app.register(userBindingRoutes, { ctx });
  await app.register(userApplyRoutes, { ctx });
  await app.register(userContactRoutes, { ctx });
};
