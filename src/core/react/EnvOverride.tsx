/**
 * Renders its children with some of the providers replaced: the studio's
 * "preview as" shows a screen with another permission set and
 * language without touching the session's. Renderers read the env through
 * context, so every node below sees the override.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import type { PortalEnv } from '../env';
import { RuntimeContext, useRuntime } from './context';

export interface EnvOverrideProps {
  /** Replaces these providers of the surrounding env (keep it memoised: a new object re-renders the subtree). */
  env: Partial<PortalEnv>;
  children: ReactNode;
}

export function EnvOverride({ env, children }: EnvOverrideProps): ReactElement {
  const outer = useRuntime();
  const value = useMemo(() => ({ registry: outer.registry, env: { ...outer.env, ...env } }), [outer, env]);
  return <RuntimeContext.Provider value={value}>{children}</RuntimeContext.Provider>;
}
