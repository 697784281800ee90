// The demo data portal's own Vite build (the "Data portal" app, link type 2: the
// portal opens it in a new window with a one-time token): served by the
// reference server at /data-ui/ from subapps/data-ui/dist/ (server/http/subApps.ts),
// built like demo-ui by `npm start` and the browser tests when stale
// (scripts/lib/buildFreshness.mjs), or by hand:
// `npx vite build --config subapps/data-ui/vite.config.ts`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  // Its own folder, not the portal's: nothing of the portal's config or sources leaks in.
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The path the server serves it at.
  base: '/data-ui/',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One entry chunk and no dynamic imports: the preload helper would be dead weight.
    modulePreload: false,
  },
});
