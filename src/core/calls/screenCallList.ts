/** The routes screens may call, as the server declares them (generated: `npm run schemas:calls`). */
import type { ScreenCall } from './screenCalls';
import calls from './screenCallList.json';

export const SCREEN_CALLS: readonly ScreenCall[] = calls as readonly ScreenCall[];
