import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { checkedScreens } from '../build/checkedScreensPlugin.mjs';
import { portalStyles } from '../build/portalStylesPlugin.mjs';
import { viteAliases } from '../build/pathAliases.mjs';

// The bench app (`npm run bench`): a production build of small pages that
// render the same screen through our renderers and as hand-written antd.
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: './',
  // As the portal's build: the schemas/ files it validated render without the in-browser validator,
  // and the theme comes resolved.
  plugins: [react(), checkedScreens(), portalStyles()],
  resolve: { alias: viteAliases },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4000,
  },
});
