import { useCallback, useRef, useState } from 'react';
import type { Action, ActionOutcome } from '@core/actions/types';
import { useActionRunner, useDialogInstance, useEnv, useText } from '@core/react';
import type { Scope } from '@core/scope';
import type { LocalizedText } from '@core/schema/types';

/**
 * Runs a clicked control's action chain: asks `confirmText` first, reports
 * `running` while the chain runs, ignores clicks meanwhile, and keeps the
 * dialog it is in busy so it cannot be closed mid-call (spec
 * workflow-enterprise-embedding 4.3).
 */
export function useRunActions(
  scope: Scope,
): {
  running: boolean;
  run: (actions: Action | readonly Action[] | undefined, confirmText?: LocalizedText, extra?: Readonly<Record<string, unknown>>) => Promise<ActionOutcome | undefined>;
} {
  const runActions = useActionRunner(scope);
  const dialog = useDialogInstance();
  const env = useEnv();
  const t = useText(scope);
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);

  const run = useCallback(
    async (actions: Action | readonly Action[] | undefined, confirmText?: LocalizedText, extra?: Readonly<Record<string, unknown>>) => {
      if (runningRef.current || actions === undefined) return undefined;
      if (confirmText !== undefined && !(await env.confirm({ content: t(confirmText) }))) return undefined;
      runningRef.current = true;
      setRunning(true);
      dialog?.setBusy(true);
      try {
        return await runActions(actions, extra);
      } finally {
        runningRef.current = false;
        setRunning(false);
        dialog?.setBusy(false);
      }
    },
    [runActions, dialog, env, t],
  );
  return { running, run };
}
