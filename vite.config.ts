import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { codeSplitting } from './build/chunkGroups.mjs';
import { checkedScreens } from './build/checkedScreensPlugin.mjs';
import { portalStyles } from './build/portalStylesPlugin.mjs';
import { chunkCycleCheck } from './build/chunkCycles.mjs';
import { viteAliases } from './build/pathAliases.mjs';
import { reactRouterProduction, startupImports } from './build/startupImports.mjs';
import { COMPRESSIBLE, COMPRESS_THRESHOLD } from './scripts/lib/brotliAssets.mjs';

// The reference server listens here in development; `npm run dev` starts both.
// EPS_API_TARGET points the dev proxy at any other EPS server instead.
const apiTarget = process.env.EPS_API_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig(({ command }) => ({
  resolve: { alias: [...viteAliases, ...(command === 'build' ? reactRouterProduction : [])] },
  // checkedScreens: the build validates schemas/ once, so the browser need not (first screen ~0.4 s sooner).
  // compression: brotli and gzip beside each asset at build time; the server picks one by Accept-Encoding.
  plugins: [
    // Two antd imports sent to the one file each uses (build/startupImports.mjs), so start-up code stays lean.
    startupImports(),
    react(),
    checkedScreens(),
    // The theme's resolved colours and antd's styles of the first pages worked out at build time.
    portalStyles({ antdStylesheet: true }),
    // A chunk import cycle fails the build, naming the chunks.
    chunkCycleCheck(),
    compression({
      // `npm start` building a fresh clone writes the brotli files after the server listens
      // (EPS_BROTLI=later, scripts/lib/brotliAssets.mjs); every other build writes both here.
      algorithms: process.env.EPS_BROTLI === 'later' ? ['gzip'] : ['brotliCompress', 'gzip'],
      include: COMPRESSIBLE,
      threshold: COMPRESS_THRESHOLD,
      // Brotli at its best quality is most of a build's time (~7 s of 5 MB here), and the plugin runs one file
      // at a time on 2 cores (its queue takes cores - 1): brotli on every core, gzip beside it.
      scheduler: { limit: availableParallelism() },
    }),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/eps': { target: apiTarget, changeOrigin: true },
      '/eps-sign4bpm': { target: apiTarget, changeOrigin: true },
      '/eps-sycBpm': { target: apiTarget, changeOrigin: true },
      '/eps-sign': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in production: 2.5 MB nobody should download. `vite build --sourcemap` for a local look.
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Vite gzips every chunk again only to print its size (~1 s of a build): the compression plugin's files,
    // listed beside them, are the sizes as sent.
    reportCompressedSize: false,
    // Our own CSS is one stylesheet linked by index.html (~20 KB raw, ~5 KB brotli in all), not one file per chunk:
    // the sign-in page fetched four of them (index, sign-in pages, table, form) and home five, each a request of its
    // own on the critical path for a few hundred bytes, where the request budgets are 30 and 40.
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting } },
  },
}));
