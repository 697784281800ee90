/**
 * Lists the screen documents under schemas/ that are valid against the
 * meta-schema of the registry being built (for the checkedScreens vite
 * plugin, build/checkedScreensPlugin.mjs, on `vite build`, through
 * buildTimeFacts.ts). Returns the ids (`home/index`) of
 * the documents the build may render without validating them again in the
 * browser, and for every readable document the split-out renderer types it
 * uses (their code loads together with the document), and the meta-schema
 * validator as standalone code (`validatorCode`, no eval in the browser). Invalid or unreadable
 * files are left out of `ids` (they keep their in-browser check, which
 * shows the error boxes); `npm run schemas:check` reports them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { registry } from '../renderers';
import { repoPath } from '../server/repoRoot';
import { migrateDocument } from '@core/migrate';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { documentValidatorFrom } from '@core/schema/validateDocument';
import { typesToPreload } from '@core/react/preloadRenderers';
import { compileDocumentValidator } from './documentValidatorCode';

// From the repository's root: the script runs bundled elsewhere in it (nodeScriptBundle.mjs).
const schemasDir = repoPath('schemas');

function listJson(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name));
}

/** What the build knows of the screen documents (see the top of this file). */
export interface CheckedScreens {
  ids: string[];
  renderers: Record<string, string[]>;
  validatorCode: string;
}

export function checkedScreensFacts(): CheckedScreens {
  const metaSchema = buildMetaSchema(registry.list());
  // validatorCode: the meta-schema validator precompiled for the browser; the documents are checked with it here.
  const compiled = compileDocumentValidator(metaSchema);
  const validate = documentValidatorFrom(compiled.validate, metaSchema);
  const ids: string[] = [];
  const renderers: Record<string, string[]> = {};
  for (const file of listJson(schemasDir).sort()) {
    try {
      const id = relative(schemasDir, file).replace(/\\/g, '/').replace(/\.json$/, '');
      const { document } = migrateDocument(JSON.parse(readFileSync(file, 'utf8')) as unknown);
      renderers[id] = [...typesToPreload(document, registry)].filter((type) => registry.get(type)?.load).sort();
      if (validate(document).length === 0) ids.push(id);
    } catch {
      // Not JSON, or not a document: the browser check reports it where it renders.
    }
  }
  return { ids, renderers, validatorCode: compiled.code };
}
