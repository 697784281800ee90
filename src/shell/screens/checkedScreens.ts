/**
 * The screen documents the production build validated (the vite plugin
 * scripts/lib/checkedScreensPlugin.mjs defines __EPS_CHECKED_SCREENS__):
 * they render without compiling the validator in the browser. Empty in the
 * dev server and in tests, where every document is validated where it renders.
 */
declare const __EPS_CHECKED_SCREENS__: readonly string[] | undefined;
declare const __EPS_SCREEN_RENDERERS__: Readonly<Record<string, readonly string[]>> | undefined;

/** Ids (`home/index`) of bundled documents validated at build time. */
export const CHECKED_SCREENS: ReadonlySet<string> = new Set(typeof __EPS_CHECKED_SCREENS__ === 'undefined' ? [] : __EPS_CHECKED_SCREENS__);

/** The split-out renderer types each bundled document uses (ScreenSource.rendererTypes); empty outside a build. */
export const SCREEN_RENDERERS: Readonly<Record<string, readonly string[]>> =
  typeof __EPS_SCREEN_RENDERERS__ === 'undefined' ? {} : __EPS_SCREEN_RENDERERS__;
