/**
 * The root of everything the renderer core renders: the registry, the
 * providers, the query client the reads go through, the named-node registry
 * and the dialog host. The shell mounts one; tests mount one around the schema
 * under test.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { queryClient as portalQueryClient } from '../query/queryClient';
import type { PortalEnv } from '../env';
import type { Registry } from '../registry';
import { DialogHostContext, NodeHandlesContext, RuntimeContext } from './context';
import { DialogStack, useDialogStack } from './DialogStack';
import { createNodeHandleRegistry } from './nodeHandles';

export interface PortalRuntimeProps {
  registry: Registry;
  env: PortalEnv;
  /** The portal's one client unless given (a test or a bench that wants its own). */
  queryClient?: QueryClient | undefined;
  children: ReactNode;
}

export function PortalRuntime({ registry, env, queryClient = portalQueryClient, children }: PortalRuntimeProps): ReactElement {
  const runtime = useMemo(() => ({ registry, env }), [registry, env]);
  const nodes = useMemo(() => createNodeHandleRegistry(), []);
  const stack = useDialogStack();
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeContext.Provider value={runtime}>
        <NodeHandlesContext.Provider value={nodes}>
          <DialogHostContext.Provider value={stack.host}>
            {children}
            <DialogStack entries={stack.entries} opening={stack.opening} onClosed={stack.remove} />
          </DialogHostContext.Provider>
        </NodeHandlesContext.Provider>
      </RuntimeContext.Provider>
    </QueryClientProvider>
  );
}
