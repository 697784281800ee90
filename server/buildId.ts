/**
 * Which server build this process runs: esbuild defines __EPS_SERVER_BUILD__ as a new id in every bundle it
 * makes (scripts/lib/serverBundle.mjs), so files the build writes beside the bundle (the seeded demo database,
 * db/demoTemplate.ts) can say which bundle made them. Undefined when the sources run through tsx or vitest:
 * nothing a build made is then known to match the code.
 */
declare const __EPS_SERVER_BUILD__: string | undefined;

export const SERVER_BUILD: string | undefined = typeof __EPS_SERVER_BUILD__ === 'string' ? __EPS_SERVER_BUILD__ : undefined;
