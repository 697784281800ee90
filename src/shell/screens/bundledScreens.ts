/**
 * The screen documents shipped under `schemas/`, loaded lazily by id
 * (`schemas/user/setting.json` is `user/setting`). Each file is its own
 * chunk, so a screen costs nothing until it is opened.
 */
import type { OverrideCache } from '../../core/schema/overrideCache';
import { screenIdsFromGlob, type BundledScreens, type ScreenSource } from '../../core/schema/screenStore';
import { CHECKED_SCREENS, SCREEN_RENDERERS } from './checkedScreens';

export const bundledScreens: BundledScreens = screenIdsFromGlob(import.meta.glob('/schemas/**/*.json', { import: 'default' }));

/**
 * The shell's screen source: the bundled files, those the build validated
 * marked as such, with the renderers each uses (tenant overrides plug in
 * here as `fetchOverride`).
 */
export const screenSource: ScreenSource = { bundled: bundledScreens, checked: CHECKED_SCREENS, rendererTypes: SCREEN_RENDERERS };

/**
 * The screen source of a signed-in session: the bundled files, with the
 * tenant's published overrides read first (one conditional request per
 * opening, see core/schema/overrideCache). A bundled file without an
 * override keeps the build-checked fast path.
 */
export function screenSourceWithOverrides(overrides: Pick<OverrideCache, 'fetch' | 'prefetch'>): ScreenSource {
  return { ...screenSource, fetchOverride: overrides.fetch, prefetchOverride: overrides.prefetch };
}
