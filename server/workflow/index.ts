/** The reference approval engine's routes, registered under /eps. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context';
import { camundaRoutes } from './camundaRoutes';
import { directoryRoutes } from './directory';
import { documentContentRoutes } from './documentContent';
import { fwRoutes } from './fwRoutes';
import { signRoutes } from './signRoutes';

export const workflowRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  // Only ctx: the parent's prefix option must not be applied twice.
  await app.register(signRoutes, { ctx });
  await app.register(camundaRoutes, { ctx });
  await app.register(directoryRoutes, { ctx });
  await app.register(documentContentRoutes, { ctx });
  await app.register(fwRoutes, { ctx });
};
