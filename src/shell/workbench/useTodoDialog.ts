/**
 * Opens the to-do dialog (`schemas/home/todo-dialog.json`, spec portal-shell
 * 2.3) from shell code: the document is loaded like any screen and run as a
 * `dialog` action, with the shell's enums and the task counts in its scope.
 */
import { useCallback, useMemo } from 'react';
import { useActionRunner } from '../../core/react';
import { loadScreen } from '../../core/schema/screenStore';
import { Scope } from '../../core/scope';
import { SHELL_ENUMS } from '../constants/enums';
import { bundledScreens } from '../screens/bundledScreens';

/** The screen id of the to-do dialog. */
export const TODO_DIALOG_SCREEN = 'home/todo-dialog';

/** A function opening the to-do dialog; `counts` fills the All tab's badge. */
export function useTodoDialog(counts: Readonly<Record<string, unknown>> | undefined): () => Promise<void> {
  const scope = useMemo(() => new Scope({ enums: SHELL_ENUMS, counts: counts ?? {} }), [counts]);
  const run = useActionRunner(scope);
  return useCallback(async () => {
    const { document } = await loadScreen(TODO_DIALOG_SCREEN, { bundled: bundledScreens });
    await run({ action: 'dialog', dialog: document });
  }, [run]);
}
