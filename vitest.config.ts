import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests (jsdom). Server tests opt into the node environment
// per file; browser tests run under Playwright, not here.
export default defineConfig({
  plugins: [react()],
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
    // Its ESM imports name files without extensions, which Node refuses; Vite's resolver reads them (studio editor tests).
    server: { deps: { inline: ['codemirror-json-schema'] } },
  },
});
