/**
 * The portal's toasts, notices and confirm dialogs, in place of antd's `App`
 * (page weight). `App` mounts antd's message, notification and
 * modal hooks at start; the modal part (rc-dialog, the confirm layouts) is
 * code every page loaded before its first paint for a dialog most visits
 * never open (~34 KB compressed on its own; ~6 KB of it in our build, where
 * its motion and portal code is shared with other start-up parts). Here toasts and notices are
 * ready at once (errors must show even when the network is gone), and the
 * confirm/info dialogs load on their first call: calls made meanwhile wait
 * in order; if the code cannot load they are cancelled (a confirm answers
 * "no") with an error notice, and the next call tries again.
 */
import type { ModalFuncProps } from 'antd';
import { theme } from 'antd';
import useMessage from 'antd/es/message/useMessage';
import type { MessageInstance } from 'antd/es/message/interface';
import useNotification from 'antd/es/notification/useNotification';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleLoad, useModuleState } from '../../core/react';

/** The dialogs the shell opens by call (their return handles are not used). */
export interface ModalApi {
  confirm(config: ModalFuncProps): void;
  info(config: ModalFuncProps): void;
}

export interface Feedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalApi;
}

const FeedbackContext = createContext<Feedback | null>(null);

/** The feedback instances of the nearest FeedbackProvider. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback needs a FeedbackProvider above it');
  return feedback;
}

const confirmDialogs = moduleLoad(() => import('./confirmDialogs').then((module) => module.ConfirmDialogsHolder));

interface PendingCall {
  run(api: HookAPI): void;
  /** The code did not load: end the call as if dismissed. */
  cancel(): void;
}

/** The modal API that loads its code on the first call, and the element that holds its dialogs. */
function useDeferredModal(notifyFailure: () => void): { modal: ModalApi; holder: ReactElement | null } {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<HookAPI | undefined>(undefined);
  const pending = useRef<PendingCall[]>([]);
  const call = useCallback((kind: keyof ModalApi, config: ModalFuncProps) => {
    const entry: PendingCall = { run: (api) => void api[kind](config), cancel: () => config.onCancel?.() };
    if (ready.current) entry.run(ready.current);
    else {
      pending.current.push(entry);
      setWanted(true);
    }
  }, []);
  const onReady = useCallback((api: HookAPI) => {
    ready.current = api;
    for (const entry of pending.current.splice(0)) entry.run(api);
  }, []);
  const onFailed = useCallback(() => {
    for (const entry of pending.current.splice(0)) entry.cancel();
    setWanted(false);
    notifyFailure();
  }, [notifyFailure]);
  const modal = useMemo<ModalApi>(() => ({ confirm: (config) => call('confirm', config), info: (config) => call('info', config) }), [call]);
  return { modal, holder: wanted ? <DeferredHolder onReady={onReady} onFailed={onFailed} /> : null };
}

function DeferredHolder({ onReady, onFailed }: { onReady: (api: HookAPI) => void; onFailed: () => void }): ReactElement | null {
  const holder = useModuleState(confirmDialogs, 'The confirm dialogs');
  // A failed load is forgotten by moduleLoad: unmounted by onFailed, the next call's mount loads again.
  const failed = holder.failed;
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  // One module-level component, the same on every render (createElement says so to the hooks linter).
  return holder.value ? createElement(holder.value, { onReady }) : null;
}

/** Provides useFeedback() and renders the toasts, notices and dialogs, in antd App's text style. */
export function FeedbackProvider({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const notifyFailure = useCallback(
    () => notification.error({ message: t('shell.notice.error'), description: t('renderers.dialogLoad.failed'), placement: 'top', duration: 0 }),
    [notification, t],
  );
  const { modal, holder } = useDeferredModal(notifyFailure);
  const value = useMemo<Feedback>(() => ({ message, notification, modal }), [message, notification, modal]);
  const style = { color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily };
  return (
    <FeedbackContext.Provider value={value}>
      <div className="eps-app" style={style}>
        {children}
      </div>
      {messageHolder}
      {notificationHolder}
      {holder}
    </FeedbackContext.Provider>
  );
}
