/**
 * One check of a tenant's screen document from plain facts (the screens that
 * are targets, the text keys of the database), with no database and no
 * request in reach: it runs in the check worker (documentCheckWorker.ts), off
 * the thread that answers requests. The facts are gathered by
 * documentChecks.ts on the request thread, where the database is.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { DocumentChecker, DocumentProblem } from '@core/schema/checkDocument';
import { createDocumentChecker } from '@core/schema/checkDocument';
import { repoPath } from '../repoRoot';
import { documentHash } from './hash';
import { rendererDefinitions } from '../../renderers/definitions';
import { serverMetaSchema } from './metaSchemaSource';

let checker: Promise<DocumentChecker> | undefined;

/** The checker over the renderers' meta-schema, built on first use. */
export function documentChecker(): Promise<DocumentChecker> {
  checker ??= Promise.resolve().then(() => createDocumentChecker(serverMetaSchema(), undefined, rendererDefinitions));
  return checker;
}

const LOCALES_DIR = repoPath('src/i18n/locales');

function flatten(tree: unknown, prefix: string, into: Set<string>): void {
  if (tree === null || typeof tree !== 'object') {
    into.add(prefix);
    return;
  }
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
}

let bundledKeys: Set<string> | undefined;

/** Every key of the portal's translation bundles, `<area>.<path>` (either language). */
export function bundledTextKeys(): ReadonlySet<string> {
  if (!bundledKeys) {
    const keys = new Set<string>();
    for (const lang of readdirSync(LOCALES_DIR)) {
      for (const file of readdirSync(`${LOCALES_DIR}/${lang}`).filter((name) => name.endsWith('.json'))) {
        flatten(JSON.parse(readFileSync(`${LOCALES_DIR}/${lang}/${file}`, 'utf8')), file.replace(/\.json$/, ''), keys);
      }
    }
    bundledKeys = keys;
  }
  return bundledKeys;
}

/** What one check needs; plain data, so it crosses to the worker as it is. */
export interface DocumentCheckTask {
  /**
   * The document as JSON text. Text, not the object: copying a string to the worker costs a copy of its bytes,
   * a structured clone of a large object graph costs the request thread as much as parsing it.
   */
  json: string;
  /** Every screen that is a target for the tenant, with its kind (screenTargets.ts). */
  screens: ReadonlyArray<readonly [string, string]>;
  /** Text keys of the database (the platform's and the tenant's); the bundles' keys are added in the worker. */
  textKeys: readonly string[];
  /**
   * The document is to be saved: also collect the findings that do not refuse it (a saved draft answers them)
   * and its hash (canonical JSON: as costly as the checks' walks, so not on the request thread either).
   */
  saving: boolean;
}

/** The problems that refuse the document; for a save that passes, its warnings and hash. */
export interface DocumentCheckResult {
  problems: DocumentProblem[];
  warnings: DocumentProblem[];
  hash?: string;
}

/** Runs every check of src/core/schema/checkDocument.ts on the task's document. */
export async function runDocumentCheck(task: DocumentCheckTask): Promise<DocumentCheckResult> {
  const check = await documentChecker();
  const document: unknown = JSON.parse(task.json);
  const screens = new Map(task.screens);
  const textKeys = task.textKeys.length === 0 ? bundledTextKeys() : new Set([...bundledTextKeys(), ...task.textKeys]);
  const problems = check.check(document, {
    resolveScreen: (id) => {
      const kind = screens.get(id);
      return kind === undefined ? undefined : { kind };
    },
    textKeys,
    // Every document the server checks is a tenant's (a draft): its calls and URLs follow the tenant rules.
    origin: 'tenant',
  });
  if (problems.length > 0 || !task.saving) return { problems, warnings: [] };
  return { problems, warnings: check.warnings(document), hash: documentHash(document) };
}
