// A vite plugin: on `vite build`, validates the screen documents under
// schemas/ against the meta-schema of the registry being built
// (scripts/lib/checkedScreens.ts) and defines __EPS_CHECKED_SCREENS__ as the
// ids of the valid ones, and __EPS_SCREEN_RENDERERS__ as the split-out
// renderer types each document uses (loaded together with the document).
// The portal renders the valid ones without compiling the
// validator in the browser (ARCHITECTURE: validate at every door; the build
// is the bundled files' door). Outside a build (dev server, tests) the list
// is empty, so every document is checked where it renders. An invalid file
// does not fail the build (it keeps its in-browser check and error boxes, and
// `npm run schemas:check` reports it); a check that cannot run does: without
// the precompiled validator the browser would compile one with `new Function`,
// which the portal's CSP forbids.
import { tsxJson } from './run.mjs';

/** The ids of the valid documents, each document's renderer types and the precompiled validator. */
async function checkedScreensList() {
  try {
    const { ids, renderers, validatorCode } = await tsxJson('scripts/lib/checkedScreens.ts');
    return {
      validatorCode: typeof validatorCode === 'string' ? validatorCode : NO_VALIDATOR,
      ids: Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [],
      renderers: renderers !== null && typeof renderers === 'object' && !Array.isArray(renderers) ? renderers : {},
    };
  } catch (error) {
    throw new Error(`[checked-screens] the build-time schema check failed, so the build would ship no document validator: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * The virtual module with the build's precompiled meta-schema validator
 * (src/core/react/documentValidator.ts). Outside a build it has none, and
 * the validator is compiled where it runs (Node, the dev server: no CSP).
 */
const VALIDATOR_MODULE = 'virtual:eps-document-validator';
const NO_VALIDATOR = 'export default undefined;\nexport const metaSchemaKey = "";\n';

/** @returns {import('vite').Plugin} */
export function checkedScreens() {
  let moduleCode = NO_VALIDATOR;
  return {
    name: 'eps-checked-screens',
    resolveId: (id) => (id === VALIDATOR_MODULE ? `\0${VALIDATOR_MODULE}` : undefined),
    load: (id) => (id === `\0${VALIDATOR_MODULE}` ? moduleCode : undefined),
    async config(_config, { command }) {
      const { ids, renderers, validatorCode } = command === 'build' ? await checkedScreensList() : { ids: [], renderers: {}, validatorCode: NO_VALIDATOR };
      moduleCode = validatorCode;
      if (command === 'build') console.log(`[checked-screens] ${ids.length} screen document(s) validated at build time`);
      return { define: { __EPS_CHECKED_SCREENS__: JSON.stringify(ids), __EPS_SCREEN_RENDERERS__: JSON.stringify(renderers) } };
    },
  };
}
