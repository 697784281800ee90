/**
 * The sign-in routes (spec portal-shell 2.1): `/login` with its alias
 * `/pages/login`, and `/login-admin`. Each page is its own chunk.
 */
import { lazy } from 'react';
import { withChunkTimeout } from '../routing/chunkTimeout';

/** The public login page, loaded on first visit. */
export const LazyLoginPage = lazy(withChunkTimeout(() => import('./LoginPage')));
/** The supplier admin login page, loaded on first visit. */
export const LazyAdminLoginPage = lazy(withChunkTimeout(() => import('./AdminLoginPage')));

/** Paths of the login page (the first is the canonical one). */
export const LOGIN_PATHS = ['/login', '/pages/login'] as const;
/** Path of the admin login page. */
export const ADMIN_LOGIN_PATH = '/login-admin';
