// The import aliases of the code (one list for Vite, Vitest, the bench's Vite and ESLint;
// tsconfig.json's `paths` says the same to TypeScript, esbuild, dpdm and knip):
// `@core/...` is src/core, the UI-free core every layer imports, so no file climbs
// `../../src/core` to reach it.
import { fileURLToPath } from 'node:url';

export const PATH_ALIASES = {
  '@core': fileURLToPath(new URL('../src/core', import.meta.url)),
};

/** The aliases as Vite's `{ find, replacement }` entries (an exact `@core/` prefix). */
export const viteAliases = Object.entries(PATH_ALIASES).map(([name, folder]) => ({ find: new RegExp(`^${name}/`), replacement: `${folder}/` }));

/** Whether an import path goes through an alias (bundlers that keep bare imports as packages must not take it for one). */
export const isAliased = (path) => Object.keys(PATH_ALIASES).some((name) => path.startsWith(`${name}/`));
