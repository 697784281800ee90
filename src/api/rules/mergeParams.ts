/**
 * spec workflow-enterprise-embedding 7: in bpm, jcy and fw the route query is
 * added to the params; fw also adds extra params from an async helper.
 */
import type { Platform } from '../types';
import { isEmbeddedPlatform } from './platformRewrite';

/** Where the merged params come from. */
export interface ParamSources {
  platform: Platform;
  routeQuery: () => Record<string, string>;
  fwExtraParams?: (() => Promise<Record<string, string>>) | undefined;
}

/**
 * The params a call sends. The request's own params win over the fw extras,
 * which win over the route query; ep and su send the request's params only.
 */
export async function mergeParams(
  own: Readonly<Record<string, unknown>> | undefined,
  sources: ParamSources,
): Promise<Record<string, unknown>> {
  if (!isEmbeddedPlatform(sources.platform)) return { ...own };
  const extra = sources.platform === 'fw' && sources.fwExtraParams ? await sources.fwExtraParams() : {};
  return { ...sources.routeQuery(), ...extra, ...own };
}
