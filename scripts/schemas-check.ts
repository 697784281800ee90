/**
 * `npm run schemas:check [files...]`: checks screen documents with the same
 * checks the server runs on every draft (src/core/schema/checkDocument.ts):
 * limits, the meta-schema generated from the renderers' definitions, expressions and
 * templates, form JSON Schemas, `screenDialog` targets (among the files under
 * schemas/) and translation keys (among the portal's bundles). With no
 * arguments, every file under schemas/. Prints `file pointer: message` per
 * problem and exits 1 on any.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { rendererDefinitions } from '../renderers/definitions';
import { createDocumentChecker } from '@core/schema/checkDocument';
import type { ScreenResolver } from '@core/schema/checkDocument';
import { buildMetaSchema } from '@core/schema/metaSchema';

const root = resolve(import.meta.dirname, '..');

function listJson(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .sort();
}

/** Line and column of a JSON.parse position, for a readable syntax error. */
function lineColumn(text: string, message: string): string {
  const match = /position (\d+)/.exec(message);
  if (!match) return '';
  const before = text.slice(0, Number(match[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return ` (line ${line}, column ${column})`;
}

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const files = args.length > 0 ? args.map((file) => resolve(file)) : listJson(join(root, 'schemas'));
const checker = createDocumentChecker(buildMetaSchema(rendererDefinitions), undefined, rendererDefinitions);
let problems = 0;
let warnings = 0;

/** Every shipped screen's kind (root node type), for `screenDialog` targets. */
const kinds = new Map<string, string>();
for (const file of listJson(join(root, 'schemas'))) {
  try {
    const type = (JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown }).type;
    kinds.set(relative(join(root, 'schemas'), file).replace(/\\/g, '/').replace(/\.json$/, ''), typeof type === 'string' ? type : '');
  } catch {
    // Reported below when the file is checked.
  }
}
const resolveScreen: ScreenResolver = (id) => (kinds.has(id) ? { kind: kinds.get(id) as string } : undefined);

/** Every key of the portal's bundles, `<area>.<path>`. */
function bundleKeys(): Set<string> {
  const keys = new Set<string>();
  const add = (tree: unknown, prefix: string): void => {
    if (tree === null || typeof tree !== 'object') keys.add(prefix);
    else for (const [key, value] of Object.entries(tree as Record<string, unknown>)) add(value, `${prefix}.${key}`);
  };
  const locales = join(root, 'src/i18n/locales');
  for (const lang of readdirSync(locales)) {
    for (const file of readdirSync(join(locales, lang)).filter((name) => name.endsWith('.json'))) {
      add(JSON.parse(readFileSync(join(locales, lang, file), 'utf8')), file.replace(/\.json$/, ''));
    }
  }
  return keys;
}
const textKeys = bundleKeys();

for (const file of files) {
  const name = relative(root, file) || file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`${name}: cannot read (${(error as Error).message})`);
    problems += 1;
    continue;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    console.error(`${name}: not valid JSON: ${message}${lineColumn(text, message)}`);
    problems += 1;
    continue;
  }
  // The shipped files are the product's own documents: product-only calls are theirs to make.
  for (const problem of checker.check(parsed, { resolveScreen, textKeys, origin: 'product' })) {
    console.error(`${name} ${problem.pointer || '/'}: ${problem.message}`);
    problems += 1;
  }
  // Accessibility warnings are reported but do not fail the check (the server's and studio's too).
  for (const warning of checker.warnings(parsed)) {
    console.warn(`${name} ${warning.pointer || '/'}: warning: ${warning.message}`);
    warnings += 1;
  }
}

if (files.length === 0) console.log('schemas:check: no files to check');
if (problems > 0) {
  console.error(`schemas:check: ${problems} problem(s) in ${files.length} file(s)`);
  process.exit(1);
}
console.log(`schemas:check: ${files.length} file(s) valid${warnings > 0 ? `, ${warnings} warning(s)` : ''}`);
