/**
 * The editor's check of a document: the shared checks of src/core/schema
 * (limits, meta-schema, expressions and templates, form JSON Schemas,
 * `screenDialog` targets, translation keys), the same code the server runs
 * before it stores a draft, so the lint shows the server's problems at the
 * same pointers, in the user's language. Warnings (a node without
 * an accessible name) are linted as warnings and listed by `warnings`; they
 * never refuse a save. The meta-schema validator is the registry's
 * (documentValidatorFor: precompiled in a production build).
 */
import { use, useMemo } from 'react';
import { documentValidatorFor, useRuntime } from '../../core/react';
import { createDocumentChecker, type DocumentProblem } from '../../core/schema/checkDocument';
import { buildMetaSchema } from '../../core/schema/metaSchema';
import type { I18nProvider } from '../../core/env';
import type { JsonSchema } from '../../core/registry';
import type { LintProblem } from './JsonEditor';

export interface DocumentCheck {
  metaSchema: JsonSchema;
  /** Problems, then warnings (with `severity: 'warning'`), for the editor's lint. */
  check: (document: unknown) => readonly LintProblem[];
  /** The warnings alone, for the list beside the problems. */
  warnings: (document: unknown) => readonly LintProblem[];
}

/** A problem's message in the user's language when a translation exists, else the English one it carries. */
export function translateProblem(problem: Pick<DocumentProblem, 'key' | 'vars' | 'message'>, i18n: I18nProvider): string {
  return problem.key && i18n.exists(problem.key) ? i18n.t(problem.key, problem.vars) : problem.message;
}

export interface CheckKnowledge {
  /** Screens the tenant has, with their root type (from the screens list), for `screenDialog` targets. */
  screenKinds?: ReadonlyMap<string, string> | undefined;
}

export function useDocumentCheck(knowledge: CheckKnowledge = {}): DocumentCheck {
  const { registry, env } = useRuntime();
  const metaSchema = useMemo(() => buildMetaSchema(registry.list()), [registry]);
  // The registry's validator: precompiled at build time in production (no eval under the CSP).
  const validator = use(documentValidatorFor(registry));
  const checker = useMemo(() => createDocumentChecker(metaSchema, validator, registry.list()), [metaSchema, validator, registry]);
  const { screenKinds } = knowledge;
  const warnings = useMemo(
    () =>
      (document: unknown): readonly LintProblem[] =>
        checker.warnings(document).map((warning) => ({ pointer: warning.pointer, message: translateProblem(warning, env.i18n), severity: 'warning' as const })),
    [checker, env.i18n],
  );
  const check = useMemo(
    () =>
      (document: unknown): readonly LintProblem[] => [
        ...checker
          .check(document, {
            ...(screenKinds ? { resolveScreen: (id: string) => (screenKinds.has(id) ? { kind: screenKinds.get(id) as string } : undefined) } : {}),
            textKeys: { has: (key) => env.i18n.exists(key) },
            // The studio edits a tenant's draft: the same call and URL rules as the server's check.
            origin: 'tenant',
          })
          .map((problem) => ({ pointer: problem.pointer, message: translateProblem(problem, env.i18n) })),
        ...warnings(document),
      ],
    [checker, env.i18n, screenKinds, warnings],
  );
  return { metaSchema, check, warnings };
}
