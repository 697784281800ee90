import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { codeSplitting } from './build/chunkGroups.mjs';
import { checkedScreens } from './build/checkedScreensPlugin.mjs';
import { portalStyles } from './build/portalStylesPlugin.mjs';
import { chunkCycleCheck } from './build/chunkCycles.mjs';
import { viteAliases } from './build/pathAliases.mjs';
import { COMPRESSIBLE, COMPRESS_THRESHOLD } from './scripts/lib/brotliAssets.mjs';

// The reference server listens here in development; `npm run dev` starts both.
// EPS_API_TARGET points the dev proxy at any other EPS server instead.
const apiTarget = process.env.EPS_API_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/**
 * react-router's package exports name only its development build, for every condition (remix-run/react-router
 * #12532, #14753): a production bundle would ship its dev warnings and their checks. The production build
 * sits beside it in the package; builds take that one, the dev server and the tests keep the warnings.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

const require = createRequire(import.meta.url);

/**
 * Two package entry files that pull a whole component into every page: `rc-field-form`'s index
 * attaches Field, List, useForm and useWatch to its Form as it loads, and `@rc-component/color-picker`'s
 * index loads the picker itself. Nothing marks either package free of side effects, so the bundler keeps
 * the whole of each wherever its index is imported, and it is imported by antd modules every component
 * uses: the form context (for its FormProvider) and the colour helpers (for the Color class and the swatch
 * of buttons' tokens). Those imports go to the one file they use; antd's Form and ColorPicker themselves
 * still import the indexes, so the full packages come with the first form or colour field shown.
 * (Without this, home's start-up code carried the form engine and its validator, ~12 KB brotli.)
 */
const colorPickerParts = '\0eps:rc-color-picker-parts';
const startupImports = {
  name: 'eps-startup-imports',
  apply: 'build' as const,
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined): string | null {
    if (!importer?.includes('node_modules')) return null;
    if (source === 'rc-field-form' && /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) {
      return require.resolve('rc-field-form/es/FormContext.js');
    }
    if (source === '@rc-component/color-picker' && /[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util|components[\\/]ColorPresets|components[\\/]ColorTrigger)\.js$/.test(importer)) {
      return colorPickerParts;
    }
    return null;
  },
  load(id: string): string | null {
    if (id !== colorPickerParts) return null;
    const file = (path: string): string => JSON.stringify(require.resolve(`@rc-component/color-picker/es/${path}`));
    return `export { Color } from ${file('color.js')};\nexport { default as ColorBlock } from ${file('components/ColorBlock.js')};\n`;
  },
};

export default defineConfig(({ command }) => ({
  resolve: { alias: [...viteAliases, ...(command === 'build' ? reactRouterProduction : [])] },
  // checkedScreens: the build validates schemas/ once, so the browser need not (first screen ~0.4 s sooner).
  // compression: brotli and gzip beside each asset at build time; the server picks one by Accept-Encoding.
  plugins: [
    startupImports,
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
    rolldownOptions: { output: { codeSplitting } },
  },
}));
