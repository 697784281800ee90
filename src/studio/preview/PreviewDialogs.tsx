/**
 * Dialogs in the live preview. A dialog document (its root is `dialog`:
 * the to-do table, the enterprise change form, a workflow action's dialog)
 * is drawn open, as the dialog it is, over the preview pane; closing it
 * (Cancel, Escape, its confirm) says how it closed and offers to open it
 * again. A dialog that the previewed page opens (a button's `dialog` or
 * `screenDialog` action, in "try" mode) opens on the preview's own dialog
 * host, so it is drawn in the preview pane too, in the preview's language
 * and as the preview's user, not over the studio.
 */
import { Button, Result } from 'antd';
import { useCallback, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { NodeHandle } from '../../core/actions/types';
import { DialogHostContext, DialogInstanceContext, type DialogInstance } from '../../core/react/context';
import { DialogStack, useDialogStack } from '../../core/react/DialogStack';

/** Whether a document's root is a dialog (checked before migration: `type` is never renamed). */
export function isDialogDocument(document: unknown): boolean {
  return typeof document === 'object' && document !== null && (document as { type?: unknown }).type === 'dialog';
}

/** The preview's own dialog host: what `children` open is drawn by `overlay` (put it on the preview's stage). */
export function usePreviewDialogHost(): { provide: (children: ReactNode) => ReactElement; overlay: ReactElement } {
  const stack = useDialogStack();
  const provide = useCallback((children: ReactNode) => <DialogHostContext.Provider value={stack.host}>{children}</DialogHostContext.Provider>, [stack.host]);
  const overlay = <DialogStack entries={stack.entries} opening={stack.opening} onClosed={stack.remove} />;
  return { provide, overlay };
}

type Closed = { how: 'open' } | { how: 'closing' | 'closed'; result: unknown };

/** What the studio says about a dialog's result: cancelled, confirmed, or confirmed with values. */
function closedText(result: unknown, t: TFunction): string {
  if (result === undefined) return t('studio.preview.dialogCancelled');
  if (result === true) return t('studio.preview.dialogConfirmed');
  return t('studio.preview.dialogConfirmedWith', { value: JSON.stringify(result).slice(0, 300) });
}

/** Holds a dialog document open in the preview, as the dialog stack would for a dialog opened by an action. */
export function PreviewDialogDocument({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<Closed>({ how: 'open' });
  const [busy, setBusyState] = useState(false);
  const busyRef = useRef(false);
  const form = useRef<NodeHandle | undefined>(undefined);

  const instance = useMemo<DialogInstance>(
    () => ({
      open: state.how === 'open',
      busy,
      setBusy: (next) => {
        busyRef.current = next;
        setBusyState(next);
      },
      close: (result, options) => {
        if (busyRef.current && !options?.force) return;
        setState((current) => (current.how === 'open' ? { how: 'closing', result } : current));
      },
      afterClose: () => setState((current) => (current.how === 'closing' ? { how: 'closed', result: current.result } : current)),
      registerForm: (handle) => {
        form.current = handle;
        return () => {
          if (form.current === handle) form.current = undefined;
        };
      },
      getForm: () => form.current,
    }),
    [state.how, busy],
  );

  const reopen = (): void => {
    setState({ how: 'open' });
    setRound((n) => n + 1);
  };

  return (
    <>
      {state.how !== 'closed' && (
        <DialogInstanceContext.Provider key={round} value={instance}>
          {children}
        </DialogInstanceContext.Provider>
      )}
      {state.how !== 'open' && (
        <div data-testid="preview-dialog-closed">
        <Result
          status="info"
          title={t('studio.preview.dialogClosed')}
          subTitle={closedText(state.result, t)}
          extra={
            <Button type="primary" onClick={reopen} data-testid="preview-dialog-reopen">
              {t('studio.preview.dialogReopen')}
            </Button>
          }
        />
        </div>
      )}
    </>
  );
}
