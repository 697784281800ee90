/**
 * The screen documents shipped under `schemas/`, loaded lazily by id
 * (`schemas/user/setting.json` is `user/setting`). Each file is its own
 * chunk, so a screen costs nothing until it is opened.
 */
import { screenIdsFromGlob, type BundledScreens } from '../../core/schema/screenStore';

export const bundledScreens: BundledScreens = screenIdsFromGlob(import.meta.glob('/schemas/**/*.json', { import: 'default' }));
