/**
 * The home workbench calls (spec portal-shell 7 "Tasks and
 * messages", news calls of "Config"), registered as one module.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { workbenchMessageRoutes } from './workbenchMessages';
import { workbenchNewsRoutes } from './workbenchNews';
import { workbenchTaskRoutes } from './workbenchTasks';

/** Tasks, news, downloads, notifications, polling and app notices. */
export const workbenchRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  await workbenchTaskRoutes(app, options);
  await workbenchNewsRoutes(app, options);
  await workbenchMessageRoutes(app, options);
};
