/**
 * `npm run schemas:check [files...]`: validates screen documents against the
 * meta-schema generated from the registry. With no arguments, every file
 * under schemas/. Prints `file pointer: message` per problem and exits 1 on any.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { registry } from '../renderers';
import { migrateDocument, SchemaDocumentError } from '../src/core/migrate';
import { buildMetaSchema } from '../src/core/schema/metaSchema';
import { nameWarnings } from '../src/core/schema/nameWarnings';
import { createDocumentValidator, formatIssue } from '../src/core/schema/validateDocument';

const root = resolve(import.meta.dirname, '..');

function listJson(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...listJson(path));
    else if (name.endsWith('.json')) found.push(path);
  }
  return found.sort();
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
const validate = createDocumentValidator(buildMetaSchema(registry.list()));
let problems = 0;
let warnings = 0;

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
  try {
    const { document } = migrateDocument(parsed);
    for (const issue of validate(document)) {
      console.error(`${name} ${issue.pointer || '/'}: ${formatIssue(issue)}`);
      problems += 1;
    }
    // Accessibility warnings (issue 17) are reported but do not fail the check.
    for (const issue of nameWarnings(document, registry.list())) {
      console.warn(`${name} ${issue.pointer || '/'}: warning: ${formatIssue(issue)}`);
      warnings += 1;
    }
  } catch (error) {
    if (!(error instanceof SchemaDocumentError)) throw error;
    console.error(`${name} ${error.pointer || '/'}: ${error.message}`);
    problems += 1;
  }
}

if (files.length === 0) console.log('schemas:check: no files to check');
if (problems > 0) {
  console.error(`schemas:check: ${problems} problem(s) in ${files.length} file(s)`);
  process.exit(1);
}
console.log(`schemas:check: ${files.length} file(s) valid${warnings > 0 ? `, ${warnings} warning(s)` : ''}`);
