/**
 * Hooks renderers use to read texts, run actions, load data and expose
 * themselves to actions. Each keeps callbacks stable so one change does not
 * re-render a whole screen (STYLE 11).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { runActions } from '../actions/runner';
import type { Action, ActionOutcome, NodeHandle } from '../actions/types';
import { mapResponse, sourceRequest } from '../dataSource';
import { useRead } from './useRead';
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
  const client = useQueryClient();
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
        openScreenDialog: (id, dialogScope, confirm) => openScreenDialog(id, dialogScope, { env, registry, host, nodes, client }, confirm),
        close: dialog ? (result?: unknown) => dialog.close(result, { force: true }) : undefined,
        form: dialog?.getForm(),
      });
    },
    [env, registry, nodes, host, dialog, scope, client],
  );
}

export interface DataSourceState {
  data: unknown;
  loading: boolean;
  error: unknown;
  /** The versions of the records the answer holds (ApiEnvelope.recordVersions): a write from this copy sends them. */
  recordVersions: string | undefined;
  /** Calls again with the current request. */
  reload(): Promise<void>;
}

/**
 * Loads a data source: a query of the portal's client keyed by the resolved
 * request and the document's guarded api (core/query/reads.ts), so it calls
 * when the request changes (not when the scope object does), once per distinct
 * request (STYLE 12), takes a screen's prefetched answer, aborts a call nobody
 * waits for and never shows a superseded answer.
 */
export function useDataSource(source: DataSource | undefined, scope: Scope, options: { enabled?: boolean } = {}): DataSourceState {
  const env = useEnv();
  const enabled = options.enabled ?? true;
  const request = useMemo(() => (enabled ? sourceRequest(source, scope, env.i18n) : undefined), [source, scope, env.i18n, enabled]);
  const query = useRead(env.api, request);
  const mapping = source?.responseData;
  const data = useMemo(() => (query.envelope === undefined ? undefined : mapResponse(query.envelope, mapping)), [query.envelope, mapping]);
  const recordVersions = query.envelope?.recordVersions;
  const state = useMemo(
    () => ({ data, loading: query.loading, error: query.error, recordVersions, reload: query.reload }),
    [data, query.loading, query.error, recordVersions, query.reload],
  );
  // What an answer shows renders in slices that yield to input and paint (Total Blocking Time), not as one long task.
  return useDeferredValue(state);
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
