// A vite plugin: on `vite build`, validates the screen documents under
// schemas/ against the meta-schema of the registry being built
// (build/checkedScreens.ts, run with the build's other facts by
// buildTimeFacts.mjs) and serves, as virtual:eps-checked-screens,
// the ids of the valid ones and the split-out renderer types each document
// uses (loaded together with the document).
// The portal renders the valid ones without compiling the
// validator in the browser (ARCHITECTURE: validate at every door; the build
// is the bundled files' door). Outside a build (dev server, tests) the list
// is empty, so every document is checked where it renders. An invalid file
// does not fail the build (it keeps its in-browser check and error boxes, and
// `npm run schemas:check` reports it); a check that cannot run does: without
// the precompiled validator the browser would compile one with `new Function`,
// which the portal's CSP forbids.
import { buildTimeFacts, forgetBuildTimeFacts } from './buildTimeFacts.mjs';

/** The ids of the valid documents, each document's renderer types and the precompiled validator. */
async function checkedScreensList() {
  try {
    const facts = (await buildTimeFacts()).checkedScreens;
    if (!facts) throw new Error('the script printed no list');
    const { ids, renderers, validatorCode } = facts;
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
/** The virtual module with the valid documents' ids and renderer types (src/shell/screens/checkedScreens.ts). */
const SCREENS_MODULE = 'virtual:eps-checked-screens';
const screensModule = (ids, renderers) => `export const ids = ${JSON.stringify(ids)};\nexport const renderers = ${JSON.stringify(renderers)};\n`;

/** @returns {import('vite').Plugin} */
export function checkedScreens() {
  // Started with the build and awaited where a module needs it: the check (a Node process of ~5 s, which works
  // out the portal's styles too) runs while Vite transforms, instead of before it starts.
  let checked;
  return {
    name: 'eps-checked-screens',
    resolveId: (id) => (id === VALIDATOR_MODULE || id === SCREENS_MODULE ? `\0${id}` : undefined),
    load: {
      // Called for these two only (not once per module of the build).
      filter: { id: /^\0virtual:eps-(document-validator|checked-screens)$/ },
      async handler(id) {
        if (id === `\0${VALIDATOR_MODULE}`) return checked ? (await checked).validatorCode : NO_VALIDATOR;
        if (id !== `\0${SCREENS_MODULE}`) return undefined;
        if (!checked) return screensModule([], {});
        const { ids, renderers } = await checked;
        return screensModule(ids, renderers);
      },
    },
    config(_config, { command }) {
      if (command !== 'build') return;
      checked = checkedScreensList().then((list) => {
        console.log(`[checked-screens] ${list.ids.length} screen document(s) validated at build time`);
        return list;
      });
      // Reported where it is awaited (the build fails there); not an unhandled rejection meanwhile.
      checked.catch(() => undefined);
    },
    buildStart: forgetBuildTimeFacts,
  };
}
