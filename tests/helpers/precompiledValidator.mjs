// The document validator in tests as the portal's build ships it: compiled once per test run (ajv's
// standalone code, by documentValidatorSetup.ts, a Vitest global setup) and served as
// virtual:eps-document-validator, instead of each test file compiling the meta-schema with ajv
// (~0.4 s of every file that renders a screen or a dialog document, profiled). The portal uses it
// only when it was compiled from the very meta-schema it renders with (src/core/react/documentValidator.ts);
// otherwise, and when the file is missing, the validator is compiled where it runs, as before.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the global setup writes the compiled validator (under node_modules: a cache, never committed). */
export const PRECOMPILED_VALIDATOR_FILE = fileURLToPath(new URL('../../node_modules/.cache/eps-tests/document-validator.mjs', import.meta.url));

const MODULE = 'virtual:eps-document-validator';

/**
 * Resolves the virtual module to the compiled file when there is one: a file under node_modules, which
 * Vitest hands to Node as it is (not through Vite's transform, which took seconds for its ~1 MB).
 * @returns {import('vite').Plugin}
 */
export function precompiledDocumentValidator() {
  return {
    name: 'eps-tests-document-validator',
    // Before build/checkedScreensPlugin.mjs, which serves an empty module outside a build.
    enforce: 'pre',
    resolveId: (id) => (id === MODULE && existsSync(PRECOMPILED_VALIDATOR_FILE) ? PRECOMPILED_VALIDATOR_FILE : undefined),
  };
}
