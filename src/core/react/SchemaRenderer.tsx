/**
 * Renders one node of a screen document: permission, visibility and
 * disabled state from the common props, then the registered renderer, inside
 * an error boundary. It knows no business words.
 */
import { Suspense, createContext, createElement, memo, useContext, type ComponentType, type ReactElement } from 'react';
import { checkPermission } from '../permission';
import { evaluateCondition } from '../expression';
import type { Renderer, RendererComponent, RendererProps } from '../registry';
import type { Scope } from '../scope';
import type { SchemaNode } from '../schema/types';
import { InvalidNodesContext, useRuntime } from './context';
import { NodeError } from './NodeError';
import { NodeErrorBoundary } from './NodeErrorBoundary';
import { loadedRenderer, loadRenderer } from './rendererLoads';
import { useLoadedModule, type ModuleLoad } from './useLoadedModule';

export interface SchemaRendererProps {
  node: unknown;
  /** JSON pointer of the node in its document; '' for the root. */
  pointer: string;
  scope: Scope;
  disabled?: boolean;
}

// The component of each split-out definition, chosen once, so re-renders keep the same component type.
const splitComponents = new WeakMap<Renderer, ComponentType<RendererProps>>();

const loadingPlaceholder = <span className="eps-node-loading" aria-busy="true" />;

/**
 * A split-out renderer whose code has not arrived yet: a placeholder, then
 * the renderer once its load settles (useLoadedModule: state, not
 * `React.lazy`). A failed load is thrown, with a translated message, to the
 * node's error boundary; the next mount loads again.
 */
function splitLoader(definition: Renderer): ComponentType<RendererProps> {
  const load: ModuleLoad<RendererComponent> = {
    current: () => loadedRenderer(definition),
    load: () => loadRenderer(definition).then((module) => module.default),
  };
  function SplitRenderer(props: RendererProps): ReactElement {
    const { env } = useRuntime();
    const component = useLoadedModule(load, `Renderer "${definition.type}"`, () => env.i18n.t('core.rendererLoadFailed', { type: definition.type }));
    return component ? createElement(component, props) : loadingPlaceholder;
  }
  SplitRenderer.displayName = `Split(${definition.type})`;
  return SplitRenderer;
}

/**
 * A split-out renderer's component: the real one when its code has already
 * arrived (preloaded with its document: renders in the same pass), else a
 * loader sharing the same load (a placeholder until it arrives). The choice
 * is made on first use and kept, so no node ever changes component type.
 */
function componentOf(definition: Renderer): ComponentType<RendererProps> {
  if (definition.component) return definition.component;
  let component = splitComponents.get(definition);
  if (!component && definition.load) {
    component = loadedRenderer(definition) ?? splitLoader(definition);
    splitComponents.set(definition, component);
  }
  if (!component) throw new Error(`Renderer "${definition.type}" has nothing to render`);
  return component;
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';
}

function NodeBody({ node, pointer, scope, disabled = false }: SchemaRendererProps): ReactElement | null {
  const { registry, env } = useRuntime();
  const invalid = useContext(InvalidNodesContext).get(pointer);
  // Translated only when an error box shows: a screen renders hundreds of nodes, each more than once.
  const title = (): string => env.i18n.t('core.nodeError');
  if (invalid) return <NodeError title={title()} pointer={pointer} messages={invalid} />;
  if (!isNode(node)) return <NodeError title={title()} pointer={pointer} messages={[env.i18n.t('core.notANode')]} />;
  if (!checkPermission(node.permission, (key) => env.hasPermission(key))) return null;
  if (!evaluateCondition(node.visibleOn, scope, true)) return null;
  if (evaluateCondition(node.hiddenOn, scope, false)) return null;
  const isDisabled = disabled || evaluateCondition(node.disabledOn, scope, false);
  const definition = registry.get(node.type);
  if (!definition) {
    return <NodeError title={title()} pointer={pointer} messages={[env.i18n.t('core.unknownType', { type: node.type })]} />;
  }
  // componentOf caches per definition (WeakMap above), so the element type is the same on
  // every render and nothing remounts; createElement says so to the hooks linter too.
  const element = createElement(componentOf(definition), { node, pointer, scope, disabled: isDisabled });
  // Renderers that suspend inside (a form waiting for its engine, a lazy widget) stop here.
  return <Suspense fallback={loadingPlaceholder}>{element}</Suspense>;
}

/**
 * True only inside a studio preview: each node is then wrapped in a box-less
 * element carrying its JSON pointer (`data-eps-node`), so a click in the
 * preview can say which node it landed on. False for everyone else (no
 * extra element, one context read per node).
 */
export const MarkNodesContext = createContext(false);

/**
 * Renders a node with its registered renderer.
 * @example <SchemaRenderer node={document} pointer="" scope={rootScope} />
 */
export const SchemaRenderer = memo(function SchemaRenderer(props: SchemaRendererProps): ReactElement {
  const { env } = useRuntime();
  const marked = useContext(MarkNodesContext);
  const body = (
    <NodeErrorBoundary pointer={props.pointer} title={() => env.i18n.t('core.nodeError')} resetKey={props.node}>
      <NodeBody {...props} />
    </NodeErrorBoundary>
  );
  // `display: contents` keeps the layout of the page as without the wrapper.
  return marked ? <div data-eps-node={props.pointer} style={{ display: 'contents' }}>{body}</div> : body;
});

export interface RenderNodesProps {
  /** A node, a list of nodes, or nothing. */
  nodes: unknown;
  /** Pointer of the prop holding them (`/body`); list items get `/body/0`, ... */
  pointer: string;
  scope: Scope;
  disabled?: boolean;
}

/** Renders the child nodes held by one prop of a node. */
export function RenderNodes({ nodes, pointer, scope, disabled = false }: RenderNodesProps): ReactElement | null {
  if (nodes === undefined || nodes === null) return null;
  if (Array.isArray(nodes)) {
    return (
      <>
        {nodes.map((child: unknown, index) => (
          <SchemaRenderer
            key={isNode(child) && typeof child.id === 'string' ? child.id : index}
            node={child}
            pointer={`${pointer}/${index}`}
            scope={scope}
            disabled={disabled}
          />
        ))}
      </>
    );
  }
  return <SchemaRenderer node={nodes} pointer={pointer} scope={scope} disabled={disabled} />;
}
