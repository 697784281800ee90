// ESLint 9 flat config. Lint is part of `npm test` (`eslint --max-warnings 0 .`).
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { PATH_ALIASES } from './build/pathAliases.mjs';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// STYLE 1: the core and the menu model are UI-free; antd, axios and i18next
// reach them only through the providers of src/core/env.ts.
const uiFreeImports = {
  patterns: [
    {
      group: ['antd', 'antd/*', '@ant-design/*', 'axios', 'axios/*', 'i18next', 'i18next/*', 'react-i18next'],
      message: 'src/core and src/menu stay UI-free (STYLE 1): use the providers of src/core/env.ts.',
    },
  ],
};

// Which code may import which, judged on the resolved file (import-x), so a
// relative path that climbs out of its folder is caught like any other.
const UI = ['src/shell', 'src/studio', 'renderers'];

// The floors of the shell, lowest first. A file imports its own floor and the
// ones below it, never one above: state and paths at the bottom, the frames
// (signed-in layout, workflow frame) above the pages they show, the route
// table on top. `apps` is the app launcher every frame and page uses, so it
// sits under them (not on top as the first sketch had it).
const SHELL_FLOORS = [
  // Shared atoms, constants, URL checks, theme, shipped screens, edition facts.
  ['state', 'constants', 'security', 'theme', 'screens', 'platform.ts'],
  // The session and the portal's env providers (api, feedback, windows).
  ['session', 'env'],
  // Navigation: paths, the portal's data atoms, language, preloads, the session's lifecycle.
  ['routing'],
  // Embedded apps and the app launcher.
  ['embedding', 'apps'],
  // What a route shows: sign-in pages, the pages of /pages/main, the workbench's popovers.
  ['login', 'pages', 'workbench'],
  // The frames around pages: the signed-in layout, the workflow frame.
  ['layout', 'approval'],
  // The route table and the app root.
  ['App.tsx', 'RuntimeHost.tsx', 'shellHost.ts', 'shellRoutes.tsx', 'routeChunks.ts'],
].map((floor) => floor.map((name) => `src/shell/${name}`));

/** import-x/no-restricted-paths zones: each floor of the shell may not import the floors above it. */
const shellFloorZones = SHELL_FLOORS.slice(0, -1).map((floor, index) => ({
  target: floor,
  from: SHELL_FLOORS.slice(index + 1).flat(),
  message: 'The shell imports only downward (floors in eslint.config.js): move the shared piece down.',
}));

const boundaryZones = [
  { target: ['src/core', 'src/menu'], from: UI, message: 'src/core and src/menu stay UI-free (STYLE 1).' },
  { target: 'renderers', from: ['src/shell', 'src/studio'], message: 'Renderers serve every screen: they import the core, never the shell or the studio.' },
  {
    target: 'renderers/shared',
    from: 'renderers',
    // Known exception: the district names DistrictText shows come from the form's
    // district widget data, which belongs in renderers/shared (a move inside
    // renderers/form, left to whoever next changes the form's widgets).
    except: ['./shared', './form/widgets/districtData.ts'],
    message: 'renderers/shared is what renderers share: it imports no renderer; move the shared piece into renderers/shared.',
  },
  { target: 'server', from: ['src/shell', 'src/studio'], message: 'The server imports the UI-free core (src/core, src/menu), never the shell or the studio.' },
  ...shellFloorZones,
];

export default tseslint.config(
  {
    ignores: ['bench/dist/**', 'dist/**', 'dist-server/**', 'subapps/*/dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // ARCHITECTURE "No eval": expressions go through the safe evaluator.
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // STYLE: no function over 80 lines (blank lines and comments not counted): a longer one is split by meaning,
    // a route plugin into one registration per route group, a component into sub-components and named hooks.
    // Tests are exempt: a describe block holds all its cases and is long by nature.
    ignores: ['tests/**'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/core/**', 'src/menu/**'],
    rules: { 'no-restricted-imports': ['error', uiFreeImports] },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-dom', 'react-dom/*', 'antd', 'antd/*', '@ant-design/*'], message: 'The server renders no UI.' }] },
      ],
    },
  },
  {
    files: ['src/**', 'renderers/**', 'server/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: Object.fromEntries(Object.entries(PATH_ALIASES).map(([name, folder]) => [name, [folder]])) })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
);
