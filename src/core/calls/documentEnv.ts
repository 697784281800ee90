/**
 * The providers a document's nodes use: the surrounding ones with the api
 * guarded for the document's origin (guardCalls.ts).
 */
import type { PortalEnv } from '../env';
import { guardCalls } from './guardCalls';
import type { DocumentOrigin } from './screenCalls';

/** A loaded screen's origin as the call rules name it: a file the product ships, or a tenant's document. */
export function originOf(loaded: 'file' | 'tenant'): DocumentOrigin {
  return loaded === 'file' ? 'product' : 'tenant';
}

const envs = new WeakMap<PortalEnv, Partial<Record<DocumentOrigin, PortalEnv>>>();

/** `env` with its api guarded for `origin`; the same object for the same env and origin (stable for React). */
export function documentEnv(env: PortalEnv, origin: DocumentOrigin): PortalEnv {
  const known = envs.get(env)?.[origin];
  if (known) return known;
  const guarded: PortalEnv = { ...env, api: guardCalls(env.api, origin, env) };
  envs.set(env, { ...envs.get(env), [origin]: guarded });
  return guarded;
}
