// Import cycles (`npm test -- --only cycles`): dpdm over the code that ships and
// the scripts, exiting 1 on any cycle. Type-only imports are left out
// (`transform`): they vanish from the JavaScript, so they cannot make a module
// see another half-initialised. Dynamic imports count: a lazy chunk that
// imports its importer back still runs in an order nobody chose.
export default {
  files: ['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,mts,mjs}', 'bench/run/*.{mts,mjs}', 'build/**/*.{ts,mts,mjs}', 'subapps/*/src/**/*.{ts,tsx}'],
  transform: true,
  tree: false,
  warning: false,
  circular: true,
  progress: false,
  exitCode: 'circular:1',
  // Known cycles, ISSUER:DEPENDENCY (the import that closes each loop); none.
  skipImports: [],
};
