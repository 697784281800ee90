import type { Plugin } from 'vite';

/** The vite plugin that validates schemas/ at build time and defines __EPS_CHECKED_SCREENS__. */
export declare function checkedScreens(): Plugin;
