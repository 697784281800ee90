/**
 * Lists the screen documents under schemas/ that are valid against the
 * meta-schema of the registry being built (run by the checkedScreens vite
 * plugin, scripts/lib/checkedScreensPlugin.mjs, on `vite build`). Prints
 * `{"ids": [...], "renderers": {...}}` on stdout: the ids (`home/index`) of
 * the documents the build may render without validating them again in the
 * browser, and for every readable document the split-out renderer types it
 * uses (their code loads together with the document), and the meta-schema
 * validator as standalone code (`validatorCode`, no eval in the browser). Invalid or unreadable
 * files are left out of `ids` (they keep their in-browser check, which
 * shows the error boxes); `npm run schemas:check` reports them.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { registry } from '../../renderers';
import { migrateDocument } from '../../src/core/migrate';
import { buildMetaSchema } from '../../src/core/schema/metaSchema';
import { createDocumentValidator } from '../../src/core/schema/validateDocument';
import { typesToPreload } from '../../src/core/react/preloadRenderers';
import { documentValidatorCode } from './documentValidatorCode';

const schemasDir = resolve(import.meta.dirname, '..', '..', 'schemas');

function listJson(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listJson(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

const metaSchema = buildMetaSchema(registry.list());
const validate = createDocumentValidator(metaSchema);
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
// validatorCode: the meta-schema validator precompiled for the browser (documentValidatorCode.ts).
process.stdout.write(`${JSON.stringify({ ids, renderers, validatorCode: documentValidatorCode(metaSchema) })}\n`);
