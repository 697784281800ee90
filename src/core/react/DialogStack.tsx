/**
 * Dialogs opened by actions. A dialog is mounted only when opened (antd's
 * CSS-in-JS costs main-thread time, ARCHITECTURE performance notes), sees
 * the named nodes of the screen that opened it, and resolves the opening
 * action with the value it closed with.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { DialogConfirm, NodeHandle, NodeHandleRegistry } from '../actions/types';
import type { PortalEnv } from '../env';
import type { Scope } from '../scope';
import type { SchemaNode } from '../schema/types';
import { DialogInstanceContext, InvalidNodesContext, NodeHandlesContext, type DialogHost, type DialogInstance } from './context';
import { DialogOpeningIndicator } from './DialogOpeningIndicator';
import { EnvOverride } from './EnvOverride';
import { createNodeHandleRegistry } from './nodeHandles';
import { SchemaRenderer } from './SchemaRenderer';

export interface DialogEntry {
  key: number;
  node: SchemaNode;
  scope: Scope;
  nodes: NodeHandleRegistry;
  /** Props errors of a dialog loaded from its own document (screenDialog). */
  invalid: ReadonlyMap<string, readonly string[]> | undefined;
  resolve: (result: unknown) => void;
  /** DialogHost.open's `shown`. */
  shown: (() => void) | undefined;
  /** DialogHost.open's `env`: the opening document's providers (its guarded api). */
  env: PortalEnv | undefined;
  /** DialogHost.open's `confirm`: the opener acts before the dialog closes. */
  confirm: DialogConfirm | undefined;
}

export interface DialogStackState {
  host: DialogHost;
  entries: readonly DialogEntry[];
  /** How many dialogs are on their way (DialogHost.opening). */
  opening: number;
  remove: (key: number) => void;
}

export function useDialogStack(): DialogStackState {
  const [entries, setEntries] = useState<readonly DialogEntry[]>([]);
  const [opening, setOpening] = useState(0);
  const nextKey = useRef(1);
  const host = useMemo<DialogHost>(
    () => ({
      open: (node, scope, nodes, invalid, shown, env, confirm) =>
        new Promise<unknown>((resolve) => {
          const key = nextKey.current++;
          setEntries((current) => [...current, { key, node, scope, nodes: createNodeHandleRegistry(nodes), invalid, resolve, shown, env, confirm }]);
        }),
      opening: () => {
        setOpening((count) => count + 1);
        let done = false;
        return () => {
          if (done) return;
          done = true;
          setOpening((count) => count - 1);
        };
      },
    }),
    [],
  );
  const remove = useCallback((key: number) => setEntries((current) => current.filter((entry) => entry.key !== key)), []);
  return { host, entries, opening, remove };
}

function OpenDialog({ entry, onClosed }: { entry: DialogEntry; onClosed: (key: number) => void }): ReactElement {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const form = useRef<NodeHandle | undefined>(undefined);
  const settled = useRef(false);
  const confirming = useRef(false);

  const instance = useMemo<DialogInstance>(() => {
    const markBusy = (next: boolean): void => {
      busyRef.current = next;
      setBusy(next);
    };
    const settle = (result: unknown): void => {
      settled.current = true;
      entry.resolve(result);
      setOpen(false);
    };
    return {
      open,
      busy,
      setBusy: markBusy,
      close: (result, options) => {
        // spec workflow-enterprise-embedding 4.3: the dialog cannot be closed while submitting.
        if ((busyRef.current || confirming.current) && !options?.force) return;
        if (settled.current || confirming.current) return;
        if (result === undefined || !entry.confirm) {
          settle(result);
          return;
        }
        // The opener acts on the values while the dialog stays open and busy; a failure keeps it (and the input).
        confirming.current = true;
        markBusy(true);
        void entry.confirm(result).then(
          (verdict) => verdict.close && settle(verdict.result),
          () => undefined,
        ).finally(() => {
          confirming.current = false;
          markBusy(false);
        });
      },
      afterClose: () => onClosed(entry.key),
      registerForm: (handle) => {
        form.current = handle;
        return () => {
          if (form.current === handle) form.current = undefined;
        };
      },
      getForm: () => form.current,
      shown: () => entry.shown?.(),
    };
  }, [open, busy, entry, onClosed]);
  // The dialog renderer says when its dialog is on screen (DialogInstance.shown). A root that will not render
  // one (not a dialog, or with props errors: an error box shows instead) ends the indicator at once, and so
  // does a dialog that leaves without having shown.
  useEffect(() => {
    if (entry.node.type !== 'dialog' || entry.invalid?.has('')) entry.shown?.();
    return () => entry.shown?.();
  }, [entry]);

  const body = (
    <NodeHandlesContext.Provider value={entry.nodes}>
      <DialogInstanceContext.Provider value={instance}>
        {entry.invalid ? (
          // A document of its own: pointers are relative to its root, as on a screen.
          <InvalidNodesContext.Provider value={entry.invalid}>
            <SchemaRenderer node={entry.node} pointer="" scope={entry.scope} />
          </InvalidNodesContext.Provider>
        ) : (
          <SchemaRenderer node={entry.node} pointer={`#dialog-${entry.key}`} scope={entry.scope} />
        )}
      </DialogInstanceContext.Provider>
    </NodeHandlesContext.Provider>
  );
  return entry.env ? <EnvOverride env={entry.env}>{body}</EnvOverride> : body;
}

export function DialogStack({ entries, opening = 0, onClosed }: { entries: readonly DialogEntry[]; opening?: number; onClosed: (key: number) => void }): ReactElement {
  return (
    <>
      {entries.map((entry) => (
        <OpenDialog key={entry.key} entry={entry} onClosed={onClosed} />
      ))}
      {opening > 0 ? <DialogOpeningIndicator /> : null}
    </>
  );
}
