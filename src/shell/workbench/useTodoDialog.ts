/**
 * Opens the to-do dialog (`schemas/home/todo-dialog.json`, spec portal-shell
 * 2.3) from shell code (the top bar): a `screenDialog` action with the
 * shell's enums and the task counts in its scope. Schemas open it the same
 * way with the action itself.
 */
import { useCallback, useMemo } from 'react';
import { useActionRunner } from '../../core/react';
import { Scope } from '../../core/scope';
import { SHELL_ENUMS } from '../constants/enums';

/** The screen id of the to-do dialog. */
export const TODO_DIALOG_SCREEN = 'home/todo-dialog';

/** A function opening the to-do dialog; `counts` fills the All tab's badge. */
export function useTodoDialog(counts: Readonly<Record<string, unknown>> | undefined): () => Promise<void> {
  const scope = useMemo(() => new Scope({ enums: SHELL_ENUMS }), []);
  const run = useActionRunner(scope);
  return useCallback(async () => {
    await run({ action: 'screenDialog', screen: TODO_DIALOG_SCREEN, data: { counts: counts ?? {} } });
  }, [run, counts]);
}
