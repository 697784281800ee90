/**
 * The sign-in routes (spec portal-shell 2.1): `/login` with its alias
 * `/pages/login`, and `/login-admin`. Both pages come in one chunk
 * (signInPages.ts says why); their paths are in routing/paths.ts.
 */
import { lazy } from 'react';
import { withChunkTimeout } from '../routing/chunkTimeout';

/** The sign-in pages' chunk (routeChunks.ts starts it before the first render on their paths). */
export const loadSignInPages = () => import('./signInPages');
/** The public login page, loaded on first visit. */
export const LazyLoginPage = lazy(withChunkTimeout(() => loadSignInPages().then((pages) => ({ default: pages.LoginPage }))));
/** The supplier admin login page, loaded on first visit. */
export const LazyAdminLoginPage = lazy(withChunkTimeout(() => loadSignInPages().then((pages) => ({ default: pages.AdminLoginPage }))));
