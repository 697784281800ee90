/**
 * React contexts of the renderer core. Renderers reach the registry, the
 * providers and the named nodes through context (STYLE 11), never through
 * props on every node.
 */
import { createContext, useContext } from 'react';
import type { PortalEnv } from '../env';
import type { Registry } from '../registry';
import type { DialogConfirm, NodeHandle, NodeHandleRegistry } from '../actions/types';
import type { Scope } from '../scope';
import type { SchemaNode } from '../schema/types';

export interface RuntimeValue {
  registry: Registry;
  env: PortalEnv;
}

export const RuntimeContext = createContext<RuntimeValue | null>(null);

/** The registry and providers; throws when a renderer is used outside `<PortalRuntime>`. */
export function useRuntime(): RuntimeValue {
  const value = useContext(RuntimeContext);
  if (!value) throw new Error('Renderer used outside <PortalRuntime>');
  return value;
}

/** The providers (api, i18n, navigation, notices). */
export function useEnv(): PortalEnv {
  return useRuntime().env;
}

export const NodeHandlesContext = createContext<NodeHandleRegistry | null>(null);

/** Opens dialogs on behalf of actions; the dialog sees the opener's named nodes. */
export interface DialogHost {
  /**
   * `invalid`: props errors by JSON pointer, for a dialog loaded from its own document. `shown`: called once, when
   * the dialog is on screen (its renderer says so, DialogInstance.shown) or gone without showing. `env`: the
   * providers its nodes use (the document's guarded api, core/calls/guardCalls.ts); the host's own otherwise.
   */
  open(
    dialog: SchemaNode,
    scope: Scope,
    nodes: NodeHandleRegistry,
    invalid?: ReadonlyMap<string, readonly string[]>,
    shown?: () => void,
    env?: PortalEnv,
    /** Run on confirm before the dialog closes, by the document that opened it (ScreenDialogAction.onConfirm). */
    confirm?: DialogConfirm,
  ): Promise<unknown>;
  /**
   * A dialog is on its way (its document or code still loading): the host shows that something is happening
   * until the returned function is called (pass it to `open` as `shown`). Optional: a host without it shows
   * nothing meanwhile.
   */
  opening?(): () => void;
}

export const DialogHostContext = createContext<DialogHost | null>(null);

/** What a node inside an open dialog may do to its dialog. */
export interface DialogInstance {
  /** False once closed; the dialog renderer plays its close animation, then calls afterClose. */
  open: boolean;
  afterClose(): void;
  /** Closes the dialog; `undefined` means cancelled. Ignored while busy unless forced. */
  close(result?: unknown, options?: { force?: boolean }): void;
  /** While busy (submitting), the dialog cannot be closed (spec workflow 4.3). */
  setBusy(busy: boolean): void;
  busy: boolean;
  /** The dialog's form, submitted by a `submit` action without target. */
  registerForm(handle: NodeHandle): () => void;
  getForm(): NodeHandle | undefined;
  /** The renderer calls it when its dialog is on screen: the host stops showing that a dialog is on its way. */
  shown?(): void;
}

export const DialogInstanceContext = createContext<DialogInstance | undefined>(undefined);

/** The dialog this node is rendered in, if any. */
export function useDialogInstance(): DialogInstance | undefined {
  return useContext(DialogInstanceContext);
}

/**
 * Props validation errors of the current document, keyed by the JSON pointer
 * of the node they belong to: the renderer shows an error box in that node's
 * place instead of rendering it.
 */
export const InvalidNodesContext = createContext<ReadonlyMap<string, readonly string[]>>(new Map());
