// ESLint 9 flat config. Lint is part of `npm test` (`eslint --max-warnings 0 .`).
import js from '@eslint/js';
import globals from 'globals';
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
    files: ['src/core/**', 'src/menu/**'],
    rules: { 'no-restricted-imports': ['error', uiFreeImports] },
  },
);
