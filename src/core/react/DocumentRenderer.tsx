/**
 * Renders a screen document given as a value, not by id: the studio's live
 * preview. The document is validated against the meta-schema
 * like a tenant override; a node with props errors shows its error box in
 * place and the rest renders. Until the first check is done the last checked
 * document stays on screen, so typing does not flash a spinner.
 */
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { documentEnv } from '../calls/documentEnv';
import type { DocumentOrigin } from '../calls/screenCalls';
import { migrateDocument } from '../migrate';
import type { Scope } from '../scope';
import { issuesByNode, type SchemaIssue } from '../schema/issues';
import { InvalidNodesContext, useRuntime } from './context';
import { documentValidatorFor } from './documentValidator';
import { EnvOverride } from './EnvOverride';
import { preloadRenderers } from './preloadRenderers';
import { SchemaRenderer } from './SchemaRenderer';

export interface DocumentRendererProps {
  document: unknown;
  scope: Scope;
  /** Shown before the first document is ready. */
  fallback: ReactNode;
  /** Shown when the document cannot be migrated (not a screen document at all). */
  renderError: (error: unknown) => ReactNode;
  /** Told the meta-schema issues of each checked document (the studio lists them). */
  onIssues?: ((issues: readonly SchemaIssue[]) => void) | undefined;
  /** Whose document it is, for what it may call (core/calls): a draft is a tenant's unless the shell renders its own file. */
  origin?: DocumentOrigin;
}

type Checked = { document: unknown; issues: readonly SchemaIssue[]; error?: undefined } | { document: unknown; error: unknown; issues?: undefined };

export function DocumentRenderer({ document, scope, fallback, renderError, onIssues, origin = 'tenant' }: DocumentRendererProps): ReactElement {
  const { registry, env } = useRuntime();
  const guardedEnv = useMemo(() => documentEnv(env, origin), [env, origin]);
  const [checked, setChecked] = useState<Checked | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const run = async (): Promise<Checked> => {
      const migrated = migrateDocument(document).document;
      const [validate] = await Promise.all([documentValidatorFor(registry), preloadRenderers(migrated, registry)]);
      return { document: migrated, issues: validate(migrated) };
    };
    run()
      .catch((error: unknown): Checked => ({ document, error }))
      .then((result) => {
        if (!live) return;
        setChecked(result);
        onIssues?.(result.issues ?? []);
      });
    return () => {
      live = false;
    };
  }, [document, registry, onIssues]);

  const issues = checked?.issues;
  const invalid = useMemo(
    () => (issues ? issuesByNode(issues, (issue) => env.i18n.t(issue.key, issue.vars)) : new Map<string, string[]>()),
    [issues, env.i18n],
  );
  if (!checked) return <>{fallback}</>;
  if (checked.error !== undefined) return <>{renderError(checked.error)}</>;
  return (
    <EnvOverride env={guardedEnv}>
      <InvalidNodesContext.Provider value={invalid}>
        <SchemaRenderer node={checked.document} pointer="" scope={scope} />
      </InvalidNodesContext.Provider>
    </EnvOverride>
  );
}
