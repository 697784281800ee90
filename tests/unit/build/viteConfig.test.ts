import { readFileSync } from 'node:fs';
import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config';

// react-router's package exports name only its development build: the portal's build takes the production one
// (vite.config.ts), the dev server and the tests keep its warnings.
const configFor = (command: ConfigEnv['command']) =>
  (viteConfig as (env: ConfigEnv) => UserConfig)({ command, mode: command === 'build' ? 'production' : 'development' });

const aliases = (config: UserConfig) => (config.resolve?.alias ?? []) as { find: RegExp; replacement: string }[];

describe('vite.config.ts', () => {
  it('builds with react-router and react-router/dom from the production build', () => {
    const build = aliases(configFor('build'));
    for (const specifier of ['react-router', 'react-router/dom']) {
      const alias = build.find((entry) => entry.find.test(specifier));
      expect(alias?.replacement).toMatch(/node_modules\/react-router\/dist\/production\/[a-z-]+\.mjs$/);
      expect(readFileSync(alias?.replacement as string, 'utf8')).toContain('react-router');
    }
    expect(build.some((entry) => entry.find.test('react-router-dom'))).toBe(false);
    // The production build is the one without the dev warnings.
    const entry = readFileSync(build.find((alias) => alias.find.test('react-router'))?.replacement as string, 'utf8');
    const chunks = [...entry.matchAll(/from "\.\/(chunk-[A-Z0-9]+\.mjs)"/g)].map((match) => readFileSync(new URL(`../../../node_modules/react-router/dist/production/${match[1]}`, import.meta.url), 'utf8'));
    expect(chunks.some((chunk) => chunk.includes('ENABLE_DEV_WARNINGS = false'))).toBe(true);
    expect(chunks.some((chunk) => chunk.includes('ENABLE_DEV_WARNINGS = true'))).toBe(false);
  });

  it('leaves react-router as its package says in the dev server and the tests; @core/ is src/core everywhere', () => {
    const serve = aliases(configFor('serve'));
    expect(serve.some((alias) => alias.find.test('react-router'))).toBe(false);
    expect(serve.find((alias) => alias.find.test('@core/env'))?.replacement).toMatch(/\/src\/core\/$/);
    expect(aliases(configFor('build')).find((alias) => alias.find.test('@core/env'))?.replacement).toMatch(/\/src\/core\/$/);
  });
});
