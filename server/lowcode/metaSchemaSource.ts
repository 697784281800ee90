/**
 * The meta-schema on the server, from the renderers' definitions
 * (renderers/definitions.ts): that list holds no UI, so the first draft save
 * of a server process does not wait for React and antd, code it never runs.
 * The accessible-name rules of the definitions give a draft's non-blocking
 * warnings.
 */
import { rendererDefinitions } from '../../renderers/definitions';
import type { JsonSchema } from '@core/registry';
import { buildMetaSchema } from '@core/schema/metaSchema';

/** The meta-schema of every renderer (built once per process, on first use). */
let built: JsonSchema | undefined;
export function serverMetaSchema(): JsonSchema {
  built ??= buildMetaSchema(rendererDefinitions);
  return built;
}
