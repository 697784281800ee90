/**
 * Renders a screen document by id: loads it (tenant override, else file),
 * migrates it, validates it against the meta-schema and renders it. Props
 * errors show in place of the node that has them; the rest renders. A
 * bundled file the build already validated (ScreenSource.checked) is not
 * validated again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { documentEnv, originOf } from '../calls/documentEnv';
import type { DocumentOrigin } from '../calls/screenCalls';
import { prefetchScreenData } from '../prefetchScreenData';
import type { Scope } from '../scope';
import type { ScreenDocument } from '../schema/types';
import { isCheckedAtBuild, loadScreen, rendererTypesOf, type ScreenSource } from '../schema/screenStore';
import { issuesByNode, type SchemaIssue } from '../schema/issues';
import { InvalidNodesContext, useRuntime } from './context';
import { documentValidatorFor } from './documentValidator';
import { EnvOverride } from './EnvOverride';
import { preloadRenderers, preloadRendererTypes } from './preloadRenderers';
import { SchemaRenderer } from './SchemaRenderer';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; document: ScreenDocument; issues: readonly SchemaIssue[]; origin: DocumentOrigin }
  | { status: 'failed'; error: unknown };

/** A finished load, tagged with what it loaded, so a new id shows as loading without a reset in the effect. */
type Loaded = Exclude<LoadState, { status: 'loading' }> & { key: string };

export interface ScreenRendererProps {
  id: string;
  source: ScreenSource;
  scope: Scope;
  /** Shown while loading (the shell passes a spinner). */
  fallback: ReactNode;
  /** Shown when the screen cannot be loaded at all (unknown id, broken JSON, network). */
  renderError: (error: unknown, retry: () => void) => ReactNode;
}

export function ScreenRenderer({ id, source, scope, fallback, renderError }: ScreenRendererProps): ReactElement {
  const { registry, env } = useRuntime();
  const client = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const key = `${id}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const state: LoadState = loaded && loaded.key === key ? loaded : { status: 'loading' };
  // Read by the load below without restarting it when the scope object changes.
  const latest = useRef({ scope, env, client });
  useLayoutEffect(() => {
    latest.current = { scope, env, client };
  }, [scope, env, client]);

  useEffect(() => {
    let live = true;
    // What the build listed for this file starts loading before the document is even read.
    void preloadRendererTypes(rendererTypesOf(id, source), registry);
    const screen = loadScreen(id, source);
    // Renderer code and the validator load side by side with the document, not after it;
    // the screen shows once its renderers' code is here (no Suspense fallback, see preloadRenderers).
    const renderers = screen.then(({ document }) => preloadRenderers(document, registry)).catch(() => undefined);
    // The first calls of the nodes it shows at once start now too (render-as-you-fetch, core/query/reads).
    void screen.then(({ document, origin }) => {
      const { scope: current, env: currentEnv, client: currentClient } = latest.current;
      if (live) prefetchScreenData(document, current, registry, documentEnv(currentEnv, originOf(origin)), currentClient);
    }, () => undefined);
    // The validator too, unless the document is likely a bundled file the build validated: then it
    // loads only when the load turns out to be a tenant override (the fast path stays fast).
    const validator = source.checked?.has(id) ? undefined : documentValidatorFor(registry);
    void validator?.catch(() => undefined);
    screen
      // A bundled file the build validated renders at once; anything else waits for the validator.
      .then(async ({ document, origin }) => ({
        document,
        origin: originOf(origin),
        issues: isCheckedAtBuild(id, origin, source) ? [] : (await (validator ?? documentValidatorFor(registry)))(document),
      }))
      .then(async ({ document, origin, issues }) => {
        await renderers;
        // A whole screen's first render, as a transition: React renders it in slices that yield to input
        // and paint instead of one long task (Total Blocking Time: /login 505 -> ~200 ms at 4x).
        if (live) startTransition(() => setLoaded({ key, status: 'ready', document, issues, origin }));
      })
      .catch((error: unknown) => {
        if (live) setLoaded({ key, status: 'failed', error });
      });
    return () => {
      live = false;
    };
  }, [id, source, registry, key]);

  const issues = state.status === 'ready' ? state.issues : undefined;
  // The document's nodes call with its origin's rights (core/calls): a tenant's screen never acts as product.
  const origin = state.status === 'ready' ? state.origin : undefined;
  const guardedEnv = useMemo(() => (origin ? documentEnv(env, origin) : undefined), [origin, env]);
  const invalid = useMemo(
    () => (issues ? issuesByNode(issues, (issue) => env.i18n.t(issue.key, issue.vars)) : new Map<string, string[]>()),
    [issues, env.i18n],
  );

  if (state.status === 'loading') return <>{fallback}</>;
  if (state.status === 'failed') return <>{renderError(state.error, () => setAttempt((n) => n + 1))}</>;
  return (
    <EnvOverride env={guardedEnv ?? env}>
      <InvalidNodesContext.Provider value={invalid}>
        <SchemaRenderer node={state.document} pointer="" scope={scope} />
      </InvalidNodesContext.Provider>
    </EnvOverride>
  );
}
