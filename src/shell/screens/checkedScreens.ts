/**
 * The screen documents the production build validated (the vite plugin
 * build/checkedScreensPlugin.mjs serves virtual:eps-checked-screens):
 * they render without compiling the validator in the browser. Empty in the
 * dev server and in tests, where every document is validated where it renders.
 */
import { ids, renderers } from 'virtual:eps-checked-screens';

/** Ids (`home/index`) of bundled documents validated at build time. */
export const CHECKED_SCREENS: ReadonlySet<string> = new Set(ids);

/** The split-out renderer types each bundled document uses (ScreenSource.rendererTypes); empty outside a build. */
export const SCREEN_RENDERERS: Readonly<Record<string, readonly string[]>> = renderers;
