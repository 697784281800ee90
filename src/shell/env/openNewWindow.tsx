/**
 * Opens an address in a new window, for every part of the shell (the
 * runtime env's `openWindow`, the app launcher). Refuses what the allow-list
 * refuses (security/urls). A window opened too long after the click (an app
 * launch waits for a ticket, then for its progress to fade) would be blocked
 * by the browser without a word: then the user gets a notice with a button
 * that opens it, a click of its own.
 */
import { Button } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { isOpenableUrl } from '../security/urls';

export interface OpenNewWindowDeps {
  notification: NotificationInstance;
  t: (key: string) => string;
}

const open = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/**
 * True when the browser says the click that started this has expired (it
 * then blocks pop-ups). Browsers that do not say are trusted to allow it.
 */
function clickExpired(): boolean {
  // Older Safari has no userActivation; TypeScript's DOM types assume every browser has.
  const activation = (navigator as Partial<Pick<Navigator, 'userActivation'>>).userActivation;
  return activation !== undefined && !activation.isActive;
}

let sequence = 0;

export function openNewWindow(url: string, { notification, t }: OpenNewWindowDeps): void {
  if (!isOpenableUrl(url, window.location.origin)) {
    notification.error({ message: t('shell.blockedUrl'), placement: 'top' });
    return;
  }
  if (!clickExpired()) {
    open(url);
    return;
  }
  const key = `eps-open-window-${++sequence}`;
  notification.info({
    key,
    message: t('shell.openWindow.title'),
    description: t('shell.openWindow.description'),
    placement: 'top',
    duration: 0,
    actions: (
      <Button
        type="primary"
        onClick={() => {
          open(url);
          notification.destroy(key);
        }}
      >
        {t('shell.openWindow.open')}
      </Button>
    ),
  });
}
