import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkCycleCheck } from '../build/chunkCycles.mjs';
import { checkedScreens } from '../build/checkedScreensPlugin.mjs';
import { portalStyles } from '../build/portalStylesPlugin.mjs';
import { viteAliases } from '../build/pathAliases.mjs';
import { reactRouterProduction, startupImports } from '../build/startupImports.mjs';

// The bench app (`npm run bench`): a production build of small pages that
// render the same screen through our renderers and as hand-written antd.
const root = fileURLToPath(new URL('.', import.meta.url));

// Built from the modules the portal ships (vite.config.ts): the same package imports (build/startupImports.mjs)
// and react-router build, the schemas/ files validated at build time, the theme resolved.
// Not the portal's chunk layers (build/chunkGroups.mjs): they put antd's core in the start-up chunks, where
// the portal's entry imports it; here each page loads antd itself, and on these pages the layers made chunk
// cycles (antd's Form and the chunk of what the pages share imported each other). Groups by the set of pages
// without them either made cycles as well or had the hand-written 200-field form load 1.1 MB of code where it
// needs 0.56 MB: the baseline must not load more than its page uses.
export default defineConfig({
  root,
  base: './',
  // A chunk import cycle fails the build, as in the portal's.
  plugins: [startupImports(), react(), checkedScreens(), portalStyles(), chunkCycleCheck()],
  resolve: { alias: [...viteAliases, ...reactRouterProduction] },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
    // As the portal delivers CSS (vite.config.ts): one stylesheet linked by index.html, for both pages of a pair.
    cssCodeSplit: false,
  },
});
