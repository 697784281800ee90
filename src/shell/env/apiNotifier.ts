/**
 * The api client's notices adapted to antd (spec portal-shell 8): success
 * toasts stay 1500 ms (the client passes the duration); error and warning
 * notifications are persistent, they stay until the user closes them; one
 * text is shown once at a time.
 */
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ApiNotifier } from '../../api';

/** antd's duration for "never close by itself". */
const PERSISTENT = 0;

export function createApiNotifier(
  message: Pick<MessageInstance, 'success'>,
  notification: Pick<NotificationInstance, 'error' | 'warning'>,
  t: (key: string) => string,
): ApiNotifier {
  return {
    success: (text, ms) => void message.success(text, ms / 1000),
    // Keyed by their text: the same refusal met by two reads of one page (its data and a list) is one notice, not two stacked.
    error: (text) => notification.error({ key: `api-error:${text}`, message: t('shell.notice.error'), description: text, placement: 'top', duration: PERSISTENT }),
    warning: (text) => notification.warning({ key: `api-warning:${text}`, message: t('shell.notice.warning'), description: text, placement: 'top', duration: PERSISTENT }),
  };
}
