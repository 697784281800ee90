/** The React side of the renderer core; renderers import from here. */
export { PortalRuntime } from './PortalRuntime';
export { SchemaRenderer, RenderNodes } from './SchemaRenderer';

export { useRuntime, useEnv, useDialogInstance, InvalidNodesContext, NodeHandlesContext } from './context';
export { useText, useActionRunner, useDataSource, useNodeHandle } from './hooks';
export { createNodeHandleRegistry } from './nodeHandles';
export { nodeRootProps } from './nodeRootProps';
export { ScreenRenderer } from './ScreenRenderer';
export { documentValidatorFor } from './documentValidator';
export { preloadRenderers, preloadRendererTypes, nodeTypesIn, typesToPreload } from './preloadRenderers';
export { DocumentRenderer } from './DocumentRenderer';
export { EnvOverride } from './EnvOverride';
export { moduleLoad, useLoadedModule, useModuleState, type ModuleLoad } from './useLoadedModule';
