// The facts of one `vite build` (build/buildTimeFacts.ts), worked out once for the two plugins that use
// them: checkedScreensPlugin.mjs and portalStylesPlugin.mjs ask from their `config` hooks, which Vite calls for
// every plugin before any builds, and both get the same run.
import { nodeScriptJson } from '../scripts/lib/nodeScriptBundle.mjs';

/**
 * @typedef {{
 *   checkedScreens?: { ids?: unknown, renderers?: unknown, validatorCode?: unknown },
 *   portalStyles?: { theme?: unknown, antdCss?: unknown },
 * }} BuildTimeFacts
 */

/** @type {Promise<BuildTimeFacts> | undefined} */
let pending;

/** @returns {Promise<BuildTimeFacts>} */
export function buildTimeFacts() {
  pending ??= /** @type {Promise<BuildTimeFacts>} */ (nodeScriptJson('build/buildTimeFacts.ts', { env: { NODE_ENV: 'production' } }));
  return pending;
}

/** From a plugin's `buildStart` (after every `config` hook ran): the next build in this process works them out again. */
export function forgetBuildTimeFacts() {
  pending = undefined;
}
