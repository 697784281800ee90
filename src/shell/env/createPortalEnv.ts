/**
 * Adapts the shell's libraries to the core's PortalEnv (STYLE 5): antd's
 * message/notification/modal for notices and confirms, the router for
 * navigation, the api client for calls.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ModalApi } from './feedback';
import type { ApiProvider, I18nProvider, PortalEnv } from '../../core/env';
import { announce } from './liveAnnouncer';
import { openNewWindow } from './openNewWindow';

/** Success toasts last 1500 ms (spec portal-shell 9). */
export const TOAST_MS = 1500;

export interface PortalEnvParts {
  api: ApiProvider;
  i18n: I18nProvider;
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalApi;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  logout: () => Promise<void>;
  hasPermission: (key: string) => boolean;
}

export function createPortalEnv(parts: PortalEnvParts): PortalEnv {
  const { i18n, message, notification, modal } = parts;
  return {
    api: parts.api,
    i18n,
    navigate: parts.navigate,
    openWindow: (url) => openNewWindow(url, { notification, t: (key) => i18n.t(key) }),
    notify: (level, text) => {
      // spec portal-shell 8: success toasts 1500 ms; other notices stay until closed.
      if (level === 'success') {
        void message.success(text, TOAST_MS / 1000);
        // antd's toasts are not live regions; notifications below are role="alert".
        announce(text);
      }
      else notification[level]({ message: i18n.t(`shell.notice.${level}`), description: text, placement: 'top', duration: 0 });
    },
    confirm: (options) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: options.title ?? i18n.t('shell.confirmTitle'),
          content: options.content,
          okText: options.okText ?? i18n.t('shell.ok'),
          cancelText: options.cancelText ?? i18n.t('shell.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    logout: parts.logout,
    hasPermission: parts.hasPermission,
  };
}
