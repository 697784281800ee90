/**
 * The editor's check of a document: the same meta-schema check the portal
 * runs where a screen renders and the server runs before it stores a draft,
 * with the same pointers, translated. Loaded once (ajv stays in this chunk).
 */
import { useEffect, useMemo, useState } from 'react';
import { documentValidatorFor, useRuntime } from '../../core/react';
import { buildMetaSchema } from '../../core/schema/metaSchema';
import type { DocumentValidator } from '../../core/schema/validateDocument';
import type { LintProblem } from './JsonEditor';

export interface DocumentCheck {
  metaSchema: object;
  check: (document: unknown) => readonly LintProblem[];
}

export function useDocumentCheck(): DocumentCheck {
  const { registry, env } = useRuntime();
  const [validate, setValidate] = useState<DocumentValidator | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void documentValidatorFor(registry).then((found) => live && setValidate(() => found));
    return () => {
      live = false;
    };
  }, [registry]);
  const metaSchema = useMemo(() => buildMetaSchema(registry.list()), [registry]);
  const check = useMemo(
    () => (document: unknown): readonly LintProblem[] =>
      validate ? validate(document).map((issue) => ({ pointer: issue.pointer, message: env.i18n.t(issue.key, issue.vars) })) : [],
    [validate, env.i18n],
  );
  return { metaSchema, check };
}
