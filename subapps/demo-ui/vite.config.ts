// The demo micro-app's own Vite build: an ES-module build served by
// the reference server at /demo-ui/ from subapps/demo-ui/dist/ (see
// server/http/subApps.ts). Built by `npm start` and the browser tests when
// stale (scripts/lib/buildFreshness.mjs), or by hand:
// `npx vite build --config subapps/demo-ui/vite.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  // Its own folder, not the portal's: nothing of the portal's config or sources leaks in.
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The path the server serves it at, so its asset URLs resolve inside the portal's page too.
  base: '/demo-ui/',
  // No static files to copy.
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One entry chunk and no dynamic imports: the preload helper would be dead weight.
    modulePreload: false,
  },
});
