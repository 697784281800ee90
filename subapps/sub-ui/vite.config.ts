// The demo sub-ui micro-app's own Vite build: an ES-module build served by the
// reference server at /sub-ui/ from subapps/sub-ui/dist/ (server/http/subApps.ts),
// built like demo-ui by `npm start` and the browser tests when stale
// (scripts/lib/buildFreshness.mjs), or by hand:
// `npx vite build --config subapps/sub-ui/vite.config.ts`. Its code is mostly
// subapps/lib/, shared with the other demo task app.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  // Its own folder, not the portal's: nothing of the portal's config or sources leaks in.
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The path the server serves it at, so its asset URLs resolve inside the portal's page too.
  base: '/sub-ui/',
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One entry chunk and no dynamic imports: the preload helper would be dead weight.
    modulePreload: false,
  },
});
