// The company-register sub-app's own Vite build (spec portal-shell 2.1: the
// page /pages/main/em-ui/company-register): an ES-module build served by the
// reference server at /em-ui/ from subapps/em-ui/dist/ (server/http/subApps.ts),
// built like demo-ui by `npm start` and the browser tests when stale
// (scripts/lib/buildFreshness.mjs), or by hand:
// `npx vite build --config subapps/em-ui/vite.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  // Its own folder, not the portal's: nothing of the portal's config leaks in (its texts are the
  // portal's translation files, imported by path).
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The path the server serves it at, so its asset URLs resolve inside the portal's page too.
  base: '/em-ui/',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One entry chunk and no dynamic imports: the preload helper would be dead weight.
    modulePreload: false,
  },
});
