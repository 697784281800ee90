import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { checkedScreens } from './scripts/lib/checkedScreensPlugin.mjs';

// Unit and component tests (jsdom). Server tests opt into the node environment
// per file; browser tests run under Playwright, not here.
export default defineConfig({
  // checkedScreens: serves virtual:eps-document-validator (empty outside a build).
  plugins: [react(), checkedScreens()],
  test: {
    globals: true,
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}', 'tests/server/**/*.test.ts'],
    setupFiles: ['tests/helpers/setup.ts'],
    // antd and ProComponents load slowly on 2 cores (STACK.md).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
    pool: 'forks',
  },
});
