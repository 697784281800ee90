import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The reference server listens here in development; `npm run dev` starts both.
// EPS_API_TARGET points the dev proxy at any other EPS server instead.
const apiTarget = process.env.EPS_API_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
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
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
});
