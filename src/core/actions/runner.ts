/**
 * Runs action chains (ARCHITECTURE 6, "Actions as data"). Steps run
 * in order; a failing step (a rejected call, a cancelled confirm or dialog)
 * stops the rest and leaves everything else (form input) as it was. Each
 * step's result is the next steps' `result` in templates and expressions;
 * steps with no result of their own pass the previous one on.
 */
import { mapResponse, resolveRequest, shouldSend } from '../dataSource';
import { evaluateCondition } from '../expression/evaluate';
import type { ConfirmOptions } from '../env';
import type { Scope } from '../scope';
import { renderTemplate, resolveTemplates } from '../template';
import { resolveText } from '../text';
import type { Action, ActionContext, ActionOutcome, ActionType, AjaxAction, DialogConfirm } from './types';

// A typed record, so adding an action type to the union without listing it here fails the build.
const ACTION_TYPE_TABLE: Readonly<Record<ActionType, true>> = {
  dialog: true, screenDialog: true, ajax: true, link: true, navigate: true, reload: true, close: true,
  confirm: true, toast: true, logout: true, setValue: true, submit: true, host: true, hook: true,
};

/** True for an object naming a known action type (`{ action: 'ajax', ... }`). */
export function isAction(value: unknown): value is Action {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const type: unknown = (value as { action?: unknown }).action;
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(ACTION_TYPE_TABLE, type);
}

/** What one step did: stop the chain, or go on with a (possibly new) result. */
type StepOutcome =
  | { readonly stop: true; readonly error?: unknown }
  | { readonly stop: false; readonly result?: unknown; readonly hasResult: boolean };

const NEXT: StepOutcome = { stop: false, hasResult: false };
const CANCELLED: StepOutcome = { stop: true };
const done = (result: unknown): StepOutcome => ({ stop: false, result, hasResult: true });

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The error in a form templates can read: `${error.message}`. */
function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const { code, status } = error as Error & { code?: unknown; status?: unknown };
    return { message: error.message, code, status };
  }
  return { message: String(error) };
}

/** The answer of an ajax step's `extraParams` steps: an object to join the params, or the stop they ended in. */
async function extraParamsOf(step: AjaxAction, context: ActionContext, scope: Scope): Promise<{ params?: Record<string, unknown> } | StepOutcome & { stop: true }> {
  if (step.extraParams === undefined) return {};
  const steps: unknown = resolveTemplates(step.extraParams, scope);
  if (!Array.isArray(steps) || steps.length === 0) return {};
  const result = scope.get('result');
  const outcome = await runChain(steps as readonly Action[], { ...context, scope }, result, result !== undefined);
  if (!outcome.ok) return { stop: true, error: outcome.error };
  const answer = outcome.result;
  // Only a plain answer joins; the steps' pass-through of the caller's own result (nothing ran) adds nothing.
  return answer !== null && typeof answer === 'object' && !Array.isArray(answer) && answer !== result ? { params: answer as Record<string, unknown> } : {};
}

async function runAjax(step: AjaxAction, context: ActionContext, scope: Scope): Promise<StepOutcome> {
  // A data source's own sendOn skips the call, as runOn would.
  if (!shouldSend(step.api, scope)) return NEXT;
  const { env } = context;
  const extra = await extraParamsOf(step, context, scope);
  if ('stop' in extra) return extra;
  let result: unknown;
  try {
    const request = resolveRequest(step.api, scope, env.i18n);
    if (extra.params) request.params = { ...extra.params, ...request.params };
    const envelope = await env.api.request({ ...request, trigger: context.trigger ?? 'gesture' });
    result = mapResponse(envelope, step.api.responseData);
  } catch (error) {
    // The api provider has already told the user (unless silent); onError is for extra steps.
    if (step.onError?.length) await runChain(step.onError, { ...context, scope: scope.extend({ error: describeError(error) }) }, undefined, false);
    return { stop: true, error };
  }
  if (!step.onSuccess?.length) return done(result);
  const nested = await runChain(step.onSuccess, context, result, true);
  return nested.ok ? done(nested.result) : { stop: true, error: nested.error };
}

/** Steps a chain run on load may not take: they act for the person (end the session, call the shell). */
const GESTURE_ONLY: ReadonlySet<ActionType> = new Set(['logout', 'host']);

async function runStep(step: Action, context: ActionContext, scope: Scope, result: unknown): Promise<StepOutcome> {
  const { env, nodes } = context;
  if (context.trigger === 'load' && GESTURE_ONLY.has(step.action)) {
    const message = env.i18n.t('core.calls.gestureOnly', { action: step.action });
    env.notify('error', message);
    return { stop: true, error: new Error(message) };
  }
  switch (step.action) {
    case 'ajax':
      return runAjax(step, context, scope);
    case 'dialog': {
      const value = await context.openDialog(step.dialog, scope);
      return value === undefined ? CANCELLED : done(value);
    }
    case 'screenDialog': {
      const data = step.data ? (resolveTemplates(step.data, scope) as Readonly<Record<string, unknown>>) : undefined;
      const value = await context.openScreenDialog(step.screen, data ? scope.extend(data) : scope, confirmBy(step.onConfirm, context));
      return value === undefined ? CANCELLED : done(value);
    }
    case 'hook': {
      const steps: unknown = resolveTemplates(step.steps, scope);
      if (!Array.isArray(steps) || steps.length === 0) return NEXT;
      const outcome = await runChain(steps as readonly Action[], { ...context, scope }, result, result !== undefined);
      return outcome.ok ? NEXT : { stop: true, error: outcome.error };
    }
    case 'link':
      env.openWindow(renderTemplate(step.url, scope));
      return NEXT;
    case 'navigate':
      env.navigate(renderTemplate(step.to, scope), { replace: step.replace === true });
      return NEXT;
    case 'reload':
      await reloadNodes(step, context);
      return NEXT;
    case 'close':
      context.close?.(result);
      return NEXT;
    case 'confirm':
      return runConfirm(step, context, scope, result);
    case 'toast':
      env.notify(step.level ?? 'success', resolveText(step.message, env.i18n, scope));
      return NEXT;
    case 'logout':
      // spec: the session ends 1500 ms after a switch, so the user can read the message.
      if (step.delay !== undefined && step.delay > 0) await wait(step.delay);
      await env.logout();
      return NEXT;
    case 'setValue': {
      const handle = nodes.get(step.target);
      if (handle?.setValue) handle.setValue(resolveTemplates(step.value, scope) as Record<string, unknown>);
      else console.warn(`[actions] setValue: no node "${step.target}" that takes values`);
      return NEXT;
    }
    case 'submit':
      return runSubmit(step, context);
    case 'host':
      return runHost(step, context, scope);
    default: {
      const type: unknown = (step as { action?: unknown }).action;
      return { stop: true, error: new Error(`Unknown action type "${String(type)}"`) };
    }
  }
}

/** A step of the given action type. */
type StepOf<T extends ActionType> = Extract<Action, { action: T }>;

/** Asks; a yes goes on, a no runs the cancel branch (which sees the same result) and stops the chain. */
async function runConfirm(step: StepOf<'confirm'>, context: ActionContext, scope: Scope, result: unknown): Promise<StepOutcome> {
  const { env } = context;
  const options: ConfirmOptions = { content: resolveText(step.content, env.i18n, scope) };
  if (step.title !== undefined) options.title = resolveText(step.title, env.i18n, scope);
  if (step.okLabel !== undefined) options.okText = resolveText(step.okLabel, env.i18n, scope);
  if (step.cancelLabel !== undefined) options.cancelText = resolveText(step.cancelLabel, env.i18n, scope);
  if (await env.confirm(options)) return NEXT;
  if (!step.onCancel?.length) return CANCELLED;
  // The cancel branch sees the same result; its own failure is reported, the chain stops either way.
  const branch = await runChain(step.onCancel, context, result, result !== undefined);
  return branch.error === undefined ? CANCELLED : { stop: true, error: branch.error };
}

/** Reloads the named nodes in turn; a name with no reloadable node is only warned about. */
async function reloadNodes(step: StepOf<'reload'>, context: ActionContext): Promise<void> {
  const targets = typeof step.target === 'string' ? [step.target] : step.target;
  for (const id of targets) {
    const handle = context.nodes.get(id);
    if (handle?.reload) await handle.reload();
    else console.warn(`[actions] reload: no node "${id}" that can reload`);
  }
}

/** Submits the surrounding form or the named one; its answer is the step's result. */
async function runSubmit(step: StepOf<'submit'>, context: ActionContext): Promise<StepOutcome> {
  const handle = step.target === undefined ? context.form : context.nodes.get(step.target);
  // Going on without the form (to a close, say) would drop the user's input: stop instead.
  if (!handle?.submit) {
    return { stop: true, error: new Error(`submit: no form ${step.target === undefined ? 'around this action' : `named "${step.target}"`}`) };
  }
  return done(await handle.submit(context.trigger ?? 'gesture'));
}

/** Calls a capability the shell provides (by its own name only, never an inherited one). */
async function runHost(step: StepOf<'host'>, context: ActionContext, scope: Scope): Promise<StepOutcome> {
  const { env } = context;
  const capability = env.host && Object.prototype.hasOwnProperty.call(env.host, step.name) ? env.host[step.name] : undefined;
  if (!capability) return { stop: true, error: new Error(`host: the shell provides no "${step.name}"`) };
  const args = (step.args === undefined ? {} : resolveTemplates(step.args, scope)) as Record<string, unknown>;
  try {
    return done(await capability(args));
  } catch (error) {
    return { stop: true, error };
  }
}

/** The opener's side of a dialog's confirm (ScreenDialogAction.onConfirm): its steps, with the values as `result`. */
function confirmBy(steps: readonly Action[] | undefined, context: ActionContext): DialogConfirm | undefined {
  if (!steps?.length) return undefined;
  return async (values) => {
    const outcome = await runChain(steps, context, values, true);
    if (outcome.ok) return { close: true, result: outcome.result ?? values };
    return outcome.error === undefined ? { close: true, result: undefined } : { close: false };
  };
}

async function runChain(
  actions: readonly Action[],
  context: ActionContext,
  initial: unknown,
  hasInitial: boolean,
): Promise<ActionOutcome> {
  let result = initial;
  let hasResult = hasInitial;
  for (const step of actions) {
    const scope = hasResult ? context.scope.extend({ result }) : context.scope;
    try {
      if (step === null || typeof step !== 'object') throw new Error(`Not an action: ${String(step)}`);
      if (!evaluateCondition(step.runOn, scope, true)) continue;
      if (step.confirmText !== undefined) {
        const content = resolveText(step.confirmText, context.env.i18n, scope);
        if (!(await context.env.confirm({ content }))) return { ok: false, result };
      }
      const outcome = await runStep(step, context, scope, result);
      if (outcome.stop) return 'error' in outcome ? { ok: false, result, error: outcome.error } : { ok: false, result };
      if (outcome.hasResult) {
        result = outcome.result;
        hasResult = true;
      }
    } catch (error) {
      // A provider, a dialog or a form handle threw: the chain stops here.
      return { ok: false, result, error };
    }
  }
  return { ok: true, result };
}

/**
 * Runs one action or a chain in `context`. Resolves (never rejects) with how
 * it ended: `ok` false when a step failed or was cancelled (with `error` when
 * something went wrong rather than the user saying no); `result` is the last
 * result produced (a response, a dialog's value, a submit's result).
 * @example
 *   await runActions([
 *     { action: 'ajax', api: { method: 'post', url: '/eps/x', data: '${values}' } },
 *     { action: 'toast', message: 'common.saved' },
 *     { action: 'reload', target: 'list' },
 *   ], context);
 */
export async function runActions(actions: Action | readonly Action[] | undefined, context: ActionContext): Promise<ActionOutcome> {
  if (actions === undefined) return { ok: true };
  const list: readonly Action[] = Array.isArray(actions) ? actions : [actions as Action];
  return runChain(list, context, undefined, false);
}
