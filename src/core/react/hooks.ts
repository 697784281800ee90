/**
 * Hooks renderers use to read texts, run actions, load data and expose
 * themselves to actions. Each keeps callbacks stable so one change does not
 * re-render a whole screen (STYLE 11).
 */
import { startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { runActions } from '../actions/runner';
import type { Action, ActionOutcome, NodeHandle } from '../actions/types';
import { mapResponse, requestKey, sourceRequest } from '../dataSource';
import { callOrTakeHeld } from '../heldAnswers';
import { useHeldStart } from './useHeldStart';
import type { CallTrigger } from '../calls/screenCalls';
import type { Scope } from '../scope';
import type { DataSource, LocalizedText } from '../schema/types';
import { resolveText } from '../text';
import { DialogHostContext, NodeHandlesContext, useDialogInstance, useEnv, useRuntime } from './context';
import { openScreenDialog } from './screenDialog';

/**
 * Resolves schema texts (translation keys or `{zh-cn, en}` pairs, with
 * `${...}` templates against `scope`) in the active language.
 */
export function useText(scope?: Scope): (text: LocalizedText | undefined) => string {
  const { i18n } = useEnv();
  const language = i18n.language;
  // `language` is read so the function changes identity when the language does.
  return useCallback((text: LocalizedText | undefined) => (language ? resolveText(text, i18n, scope) : ''), [i18n, language, scope]);
}

/** Runs an action chain where the node is: its scope, named nodes, dialog. */
export function useActionRunner(
  scope: Scope,
): (actions: Action | readonly Action[] | undefined, extra?: Readonly<Record<string, unknown>>, trigger?: CallTrigger) => Promise<ActionOutcome> {
  const { env, registry } = useRuntime();
  const nodes = useContext(NodeHandlesContext);
  const host = useContext(DialogHostContext);
  const dialog = useDialogInstance();
  return useCallback(
    (actions, extra, trigger) => {
      if (!nodes || !host) throw new Error('Actions need <PortalRuntime>');
      return runActions(actions, {
        env,
        trigger,
        scope: extra ? scope.extend(extra) : scope,
        nodes,
        // An inline dialog is part of this document: it calls through this document's guarded api.
        openDialog: (node, dialogScope) => host.open(node, dialogScope, nodes, undefined, host.opening?.(), env),
        openScreenDialog: (id, dialogScope, confirm) => openScreenDialog(id, dialogScope, { env, registry, host, nodes }, confirm),
        close: dialog ? (result?: unknown) => dialog.close(result, { force: true }) : undefined,
        form: dialog?.getForm(),
      });
    },
    [env, registry, nodes, host, dialog, scope],
  );
}

export interface DataSourceState {
  data: unknown;
  loading: boolean;
  error: unknown;
  /** Calls again with the current request. */
  reload(): Promise<void>;
}

/**
 * Loads a data source. It calls when the resolved request changes (not when
 * the scope object does), once per distinct request (STYLE 12), and aborts a
 * superseded call.
 */
export function useDataSource(source: DataSource | undefined, scope: Scope, options: { enabled?: boolean } = {}): DataSourceState {
  const env = useEnv();
  const enabled = options.enabled ?? true;
  const request = useMemo(() => (enabled ? sourceRequest(source, scope, env.i18n) : undefined), [source, scope, env.i18n, enabled]);
  const key = request ? requestKey(request) : undefined;
  const latest = useRef({ request, source });
  // Layout effects run before the effects below, so `load` always sees this render's request.
  useLayoutEffect(() => {
    latest.current = { request, source };
  }, [request, source]);
  // The screen's preload may have the answer already (render-as-you-fetch): no loading render then.
  const { arrived, takeIfStartedWith } = useHeldStart(env.api, key);
  const [state, setState] = useState<{ data: unknown; loading: boolean; error: unknown }>(() =>
    arrived && source ? { data: mapResponse(arrived, source.responseData), loading: false, error: undefined } : { data: undefined, loading: key !== undefined, error: undefined },
  );
  const generation = useRef(0);

  const load = useCallback(
    async (useHeld = false): Promise<void> => {
      const { request: current, source: currentSource } = latest.current;
      if (!current || !currentSource) return;
      const mine = ++generation.current;
      setState((previous) => ({ ...previous, loading: true, error: undefined }));
      try {
        const envelope = await callOrTakeHeld(env.api, current, useHeld);
        if (mine !== generation.current) return;
        const data = mapResponse(envelope, currentSource.responseData);
        // What an answer shows renders as a transition: in slices that yield to input and paint
        // (Total Blocking Time), not as one long task.
        startTransition(() => setState({ data, loading: false, error: undefined }));
      } catch (error) {
        if (mine !== generation.current) return;
        // Keep the last data so a failed refresh does not blank what the user sees.
        setState((previous) => ({ data: previous.data, loading: false, error }));
      }
    },
    [env.api],
  );
  const reload = useCallback(() => load(false), [load]);

  useEffect(() => {
    if (key === undefined) {
      setState((previous) => (previous.loading ? { ...previous, loading: false } : previous));
      return;
    }
    // Rendered with the held answer: it is taken, so no other node reuses it; else load.
    if (!takeIfStartedWith(key)) void load(true);
    return () => {
      generation.current += 1;
    };
  }, [key, load, takeIfStartedWith]);

  return useMemo(() => ({ ...state, reload }), [state, reload]);
}

/** Exposes a node to actions under its `id` (reload, setValue, submit). */
export function useNodeHandle(id: string | undefined, handle: NodeHandle): void {
  const nodes = useContext(NodeHandlesContext);
  const current = useRef(handle);
  useLayoutEffect(() => {
    current.current = handle;
  });
  useEffect(() => {
    if (!id || !nodes) return;
    // A stable proxy, so re-renders with new closures need no re-registration.
    return nodes.register(id, {
      reload: () => current.current.reload?.(),
      setValue: (values) => current.current.setValue?.(values),
      submit: (trigger) => current.current.submit?.(trigger) ?? Promise.resolve(undefined),
      getValues: () => current.current.getValues?.() ?? {},
    });
  }, [id, nodes]);
}
