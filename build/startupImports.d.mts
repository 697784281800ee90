import type { Alias, Plugin } from 'vite';

export declare const reactRouterProduction: Alias[];
export declare function startupImports(): Plugin;
