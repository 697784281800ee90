/** The React side of the renderer core; renderers import from here. */
export { PortalRuntime, type PortalRuntimeProps } from './PortalRuntime';
export { SchemaRenderer, RenderNodes, type SchemaRendererProps, type RenderNodesProps } from './SchemaRenderer';
export { NodeError } from './NodeError';
export { useRuntime, useEnv, useDialogInstance, InvalidNodesContext, NodeHandlesContext, type DialogInstance } from './context';
export { useText, useActionRunner, useDataSource, useNodeHandle, type DataSourceState } from './hooks';
export { createNodeHandleRegistry } from './nodeHandles';
export { nodeRootProps } from './nodeRootProps';
export { ScreenRenderer, type ScreenRendererProps } from './ScreenRenderer';
export { documentValidatorFor } from './documentValidator';
export { preloadRenderers, preloadRendererTypes, nodeTypesIn, typesToPreload } from './preloadRenderers';
export { DocumentRenderer, type DocumentRendererProps } from './DocumentRenderer';
export { EnvOverride, type EnvOverrideProps } from './EnvOverride';
export { moduleLoad, useLoadedModule, useModuleState, type ModuleLoad, type ModuleState } from './useLoadedModule';
