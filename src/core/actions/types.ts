/**
 * Actions as data (ARCHITECTURE 6): what a button, a row link or a
 * dialog's confirm does. Actions chain: a list runs in order and a failing
 * step (a rejected call, a cancelled confirm) stops the rest, keeping input.
 */
import type { CallTrigger } from '../calls/screenCalls';
import type { NotifyLevel, PortalEnv } from '../env';
import type { Scope } from '../scope';
import type { DataSource, LocalizedText, SchemaNode } from '../schema/types';

interface ActionBase {
  /** Ask before running this step; cancelling stops the chain. */
  confirmText?: LocalizedText;
  /** Safe expression; the step is skipped (not failed) when falsy. */
  runOn?: string;
}

/** Open a dialog node (type `dialog`). Its result is the next steps' `result`. */
export interface DialogAction extends ActionBase { action: 'dialog'; dialog: SchemaNode }
/**
 * Open a screen document (`schemas/<screen>.json` or the tenant's override)
 * whose root is a `dialog` node, so a dialog lives in its own file. `data`
 * (templated) joins the dialog's scope. Its result is the next steps' `result`.
 */
export interface ScreenDialogAction extends ActionBase {
  action: 'screenDialog';
  screen: string;
  data?: Readonly<Record<string, unknown>>;
  /**
   * Steps the opening document runs when the dialog confirms, with the dialog's values as `result`, while the
   * dialog stays open and busy: the dialog document asks (fields, texts, defaults; a tenant may override it),
   * the opener acts with its own rights. Success closes the dialog with the steps' result; a failed step
   * (a refused call) keeps it open with the input; steps that stop without an error (a hook or a confirm
   * said no) close it as cancelled.
   */
  onConfirm?: readonly Action[];
}
/**
 * Run the steps the document names for one point of a flow (a per-action hook such as before-open or
 * before-submit): `steps` is a `${...}` template giving a list of actions from the scope; none, nothing runs.
 * The steps stopping stops the chain, as any step would.
 */
export interface HookAction extends ActionBase { action: 'hook'; name: string; steps: string }
/** Call the server, then run `onSuccess` with the response as `result`. */
export interface AjaxAction extends ActionBase {
  action: 'ajax';
  api: DataSource;
  /**
   * Params an asynchronous helper supplies (spec workflow-enterprise-embedding 7: fw adds extra params): a `${...}`
   * template giving a list of steps, as a hook's, run first with the same `result`; their answer (an object) joins
   * the call's params, its own params winning. None, the call goes as it is; the steps failing stop the chain.
   */
  extraParams?: string;
  onSuccess?: readonly Action[];
  onError?: readonly Action[];
}
/** Open a URL in a new window (allow-listed by the shell). */
export interface LinkAction extends ActionBase { action: 'link'; url: string }
/** Go to an in-app route. */
export interface NavigateAction extends ActionBase { action: 'navigate'; to: string; replace?: boolean }
/** Reload the data of named nodes. */
export interface ReloadAction extends ActionBase { action: 'reload'; target: string | readonly string[] }
/** Close the dialog the action runs in. */
export interface CloseAction extends ActionBase { action: 'close' }
/**
 * Ask the user; cancelling stops the chain. `onCancel` steps run first when
 * the user cancels (spec workflow-enterprise-embedding 4.5: "on cancel, a
 * refer dialog opens"); the chain still stops after them.
 */
export interface ConfirmAction extends ActionBase {
  action: 'confirm';
  title?: LocalizedText;
  content: LocalizedText;
  okLabel?: LocalizedText;
  cancelLabel?: LocalizedText;
  onCancel?: readonly Action[];
}
/** Show a message. */
export interface ToastAction extends ActionBase { action: 'toast'; level?: NotifyLevel; message: LocalizedText }
/** End the session, after `delay` ms (spec: 1500 ms after a switch). */
export interface LogoutAction extends ActionBase { action: 'logout'; delay?: number }
/** Set values on a named node (a form) from templated values. */
export interface SetValueAction extends ActionBase {
  action: 'setValue';
  target: string;
  value: Readonly<Record<string, unknown>>;
}
/** Validate and submit a named form (or the dialog's form when no target). */
export interface SubmitAction extends ActionBase { action: 'submit'; target?: string }
/**
 * Call a capability the shell provides by name (sign-in, language lock):
 * the schema names it and passes templated `args`; the code lives in the
 * shell, once. An unknown name stops the chain with an error.
 */
export interface HostAction extends ActionBase {
  action: 'host';
  name: string;
  args?: Readonly<Record<string, unknown>>;
}

export type Action =
  | DialogAction
  | ScreenDialogAction
  | AjaxAction
  | LinkAction
  | NavigateAction
  | ReloadAction
  | CloseAction
  | ConfirmAction
  | ToastAction
  | LogoutAction
  | SetValueAction
  | SubmitAction
  | HostAction
  | HookAction;

export type ActionType = Action['action'];

/** What a named node lets actions do to it. */
export interface NodeHandle {
  reload?: () => Promise<void> | void;
  setValue?: (values: Readonly<Record<string, unknown>>) => void;
  /**
   * Validates and submits; resolves with the submit result, rejects when invalid or the call fails.
   * `trigger`: why (a person's gesture unless an action chain that runs on load asks).
   */
  submit?: (trigger?: CallTrigger) => Promise<unknown>;
  getValues?: () => Record<string, unknown>;
}

/** The named nodes of one screen (and its dialogs). */
export interface NodeHandleRegistry {
  register(id: string, handle: NodeHandle): () => void;
  get(id: string): NodeHandle | undefined;
}

/** Where an action chain runs. */
export interface ActionContext {
  env: PortalEnv;
  scope: Scope;
  nodes: NodeHandleRegistry;
  /** Opens a dialog node; resolves with what it closed with (undefined when cancelled). */
  openDialog(dialog: SchemaNode, scope: Scope): Promise<unknown>;
  /**
   * Loads screen `id` (a dialog document) and opens it; rejects when it cannot be loaded. `confirm` runs on the
   * dialog's confirm, before it closes (ScreenDialogAction.onConfirm).
   */
  openScreenDialog(id: string, scope: Scope, confirm?: DialogConfirm): Promise<unknown>;
  /** Closes the dialog the chain runs in; absent outside dialogs. */
  close?: ((result?: unknown) => void) | undefined;
  /** The form the chain runs in (a dialog's form), for `submit` without target. */
  form?: NodeHandle | undefined;
  /**
   * Why the chain runs: a person's gesture (a click, a submit; the default) or a load (a step shown, data
   * arriving). A chain run on load may only read (core/calls/screenCalls.ts), end no session and call no
   * shell capability.
   */
  trigger?: CallTrigger | undefined;
}

/** What the opener says when its dialog confirms: close with a result (undefined: as cancelled), or keep it open. */
export type DialogConfirm = (values: unknown) => Promise<{ close: true; result: unknown } | { close: false }>;

/** How a chain ended. `result` is the last step's result (a response, a dialog's value). */
export interface ActionOutcome {
  ok: boolean;
  result?: unknown;
  error?: unknown;
}
