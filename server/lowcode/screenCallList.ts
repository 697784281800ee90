/**
 * The routes screens may call, read from the route definitions themselves:
 * the route modules are registered on a bare Fastify instance (no database,
 * no listening) and their `config.screen` declarations collected. The
 * generated src/core/calls/screenCallList.json is this list
 * (`npm run schemas:calls`; tests/server/screenCalls.test.ts fails when it is stale).
 */
import Fastify from 'fastify';
import { EPS_ROUTE_MODULES } from '../app';
import { createLogOutbox } from '../auth/codeOutbox';
import { createGuessThrottle } from '../auth/throttle';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { recordScreenCalls, sortedCalls } from '../http/screenCallConfig';
import { createStorageHealth } from '../http/storageHealth';
import { AnswerCache } from '../http/tenantCache';
import type { ScreenCall } from '@core/calls/screenCalls';

/** Every declared screen call of the server's /eps routes. */
export async function collectScreenCalls(): Promise<ScreenCall[]> {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  // Only the declarations are wanted: no validator or serializer is compiled.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const calls = recordScreenCalls(app);
  const now = (): Date => new Date();
  const ctx: AppContext = {
    // Registering routes reads no data; a route that did would fail here loudly, which is what we want.
    db: undefined as unknown as Db,
    config: loadConfig(),
    now,
    outbox: createLogOutbox(app.log, false),
    throttle: createGuessThrottle(now),
    health: createStorageHealth({ db: undefined as unknown as Db, now }),
    answers: new AnswerCache(),
    taskPages: new AnswerCache(),
  };
  for (const routes of EPS_ROUTE_MODULES) await app.register(routes, { ctx, prefix: '/eps' });
  await app.ready();
  await app.close();
  return sortedCalls(calls);
}
