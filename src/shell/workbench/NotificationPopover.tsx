/**
 * The notification bell (spec portal-shell 2.6, 4 "Messaging"): an unread
 * dot; on hover a popover with unread and read tabs listing title, date and
 * an action label, and 'view more' with the total, opening user-notification.
 * Opening an unread item marks it read (it leaves the unread list), then opens
 * its url. The bell also runs the message polling of the signed-in user, once
 * a call flagged for messaging has succeeded (spec 7; `messagingStartedAtom`),
 * and refreshes the lists when a message is pushed.
 */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Tabs, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { userAtom } from '../session';
import { messagingStartedAtom } from '../state/messaging';
import { startMessagePolling } from './messagePolling';
import { openMessageUrl } from './openMessageUrl';

interface MessageRow {
  id: number;
  messageTitle: string;
  type: string;
  url: string | null;
  createTime: string;
}
interface Page {
  items: MessageRow[];
  total: number;
}
const EMPTY: Page = { items: [], total: 0 };

export function NotificationPopover(): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const { token } = theme.useToken();
  const itemStyle = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: token.marginXS, padding: `${token.paddingXS}px 0`, borderBlockEnd: `1px solid ${token.colorSplit}` } as const;
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const messagingStarted = useAtomValue(messagingStartedAtom);
  const [lists, setLists] = useState<{ unread: Page; read: Page }>({ unread: EMPTY, read: EMPTY });

  const load = useCallback(async () => {
    // spec portal-shell 7: pageNum 1, pageSize 20, errors silent.
    const page = (type: string) =>
      env.api
        .request<Page>({ method: 'get', url: '/eps/eps-api/msg/data/info/search', params: { type, pageNum: 1, pageSize: 20 }, silent: true })
        .then((envelope) => envelope.data ?? EMPTY)
        .catch(() => EMPTY);
    const [unread, read] = await Promise.all([page('0'), page('1')]);
    setLists({ unread, read });
  }, [env.api]);

  useEffect(() => {
    if (!user) return;
    // The first load runs after the effect (no state set while React commits).
    queueMicrotask(() => void load());
  }, [user, load]);

  useEffect(() => {
    if (!user || !messagingStarted) return undefined;
    return startMessagePolling({ userId: user.userId, api: env.api, onMessage: () => void load() });
  }, [user, messagingStarted, env.api, load]);

  const open = async (row: MessageRow): Promise<void> => {
    if (row.type === '0') {
      // Named by its permission code (spec workflow 6); without the key the message stays unread.
      await env.api.request({ method: 'get', url: '', permission: 'p_eps_api_msg_read', params: { id: row.id }, silent: true }).catch(() => undefined);
      await load();
    }
    openMessageUrl(row.url, env);
  };

  const list = (page: Page, unread: boolean): ReactElement =>
    page.items.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.notifications.empty')} />
    ) : (
      // A plain list in antd's small List look: antd's List brings Pagination and Select into home's start-up code.
      <ul className="eps-bell-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {page.items.map((row) => (
          <li key={row.id} className="eps-bell-item" data-testid="bell-item" style={itemStyle}>
            <Typography.Text ellipsis style={{ maxWidth: 190 }}>
              {row.messageTitle}
            </Typography.Text>
            <Typography.Text type="secondary">{dayjs(row.createTime).format('YYYY-MM-DD')}</Typography.Text>
            <Button type="link" size="small" onClick={() => void open(row)}>
              {t(unread ? 'workbench.notifications.readAndOpen' : 'workbench.notifications.open')}
            </Button>
          </li>
        ))}
      </ul>
    );

  const total = lists.unread.total + lists.read.total;
  const content = (
    <div className="eps-bell-popover" data-testid="bell-popover">
      <Tabs
        size="small"
        items={[
          { key: 'unread', label: `${t('workbench.messages.unread')} (${lists.unread.total})`, children: list(lists.unread, true) },
          { key: 'read', label: t('workbench.messages.read'), children: list(lists.read, false) },
        ]}
      />
      <Button type="link" block onClick={() => navigate('/pages/main/user-notification')} data-testid="bell-more">
        {t('workbench.notifications.more', { total })}
      </Button>
    </div>
  );
  const label = t('layout.tools.notifications');
  return (
    <Popover content={content} trigger="hover" placement="bottomRight">
      <Button type="text" className="eps-topbar-button" aria-label={label} data-testid="notification-bell" onClick={() => navigate('/pages/main/user-notification')}>
        <Badge dot={lists.unread.total > 0} offset={[-2, 2]} data-testid={lists.unread.total > 0 ? 'bell-unread-dot' : undefined}>
          <BellOutlined style={{ color: 'inherit' }} />
        </Badge>
      </Button>
    </Popover>
  );
}
