/**
 * Panels of the home workbench (spec portal-shell 2.4): tasks with their
 * counts (opening the to-do dialog) and a news list (system announcements,
 * publish logs) with a weekday badge, title, source and modify time.
 */
import { Button, Card, Empty, List, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDataSource } from '../../core/react';
import { Scope } from '../../core/scope';
import { useTodoDialog } from './useTodoDialog';

const EMPTY_SCOPE = new Scope({});

/** Task counts of queryTaskCount (spec portal-shell 3). */
interface TaskCounts {
  total?: number;
  underway?: number;
  finished?: number;
}

export function TaskPanel(): ReactElement {
  const { t } = useTranslation();
  const source = useMemo(() => ({ method: 'get' as const, url: '/eps/sse/workbench/Task/queryTaskCount', silent: true }), []);
  const { data } = useDataSource(source, EMPTY_SCOPE);
  const counts = (data ?? undefined) as TaskCounts | undefined;
  const openTodo = useTodoDialog(counts as Readonly<Record<string, unknown>> | undefined);
  const open = (): void => void openTodo();
  return (
    <Card
      title={t('workbench.home.tasks.title')}
      size="small"
      data-testid="home-tasks"
      extra={
        <Button type="link" size="small" onClick={open} data-testid="home-tasks-open">
          {t('workbench.home.tasks.open')}
        </Button>
      }
    >
      <div className="eps-home-task-counts">
        <button type="button" className="eps-home-task-count" onClick={open} data-testid="home-tasks-underway">
          <Statistic title={t('workbench.home.tasks.underway')} value={counts?.underway ?? 0} valueStyle={{ color: '#1677ff' }} />
        </button>
        <button type="button" className="eps-home-task-count" onClick={open} data-testid="home-tasks-finished">
          <Statistic title={t('workbench.home.tasks.finished')} value={counts?.finished ?? 0} valueStyle={{ color: '#52c41a' }} />
        </button>
      </div>
    </Card>
  );
}

interface NewsRow {
  id: number;
  title: string;
  source: string | null;
  modifyTime: string;
}

/** spec portal-shell 7: home notices pageSize 5, pageNum 1, category 2, containExpired 0. */
export function NewsPanel({ category, titleKey, emptyKey, testId }: { category: string; titleKey: string; emptyKey: string; testId: string }): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const source = useMemo(
    () => ({ method: 'get' as const, url: '/eps/config/uc/news/page', params: { pageSize: 5, pageNum: 1, category, containExpired: 0 }, silent: true }),
    [category],
  );
  const { data, loading } = useDataSource(source, EMPTY_SCOPE);
  const items = ((data as { items?: NewsRow[] } | undefined)?.items ?? []).slice(0, 5);
  return (
    <Card
      title={t(titleKey)}
      size="small"
      data-testid={testId}
      extra={
        <Button type="link" size="small" onClick={() => navigate(`/pages/main/bulletins?type=${category}`)}>
          {t('workbench.home.notices.more')}
        </Button>
      }
    >
      {items.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(emptyKey)} />
      ) : (
        <List
          size="small"
          loading={loading}
          dataSource={items}
          renderItem={(item) => (
            <List.Item className="eps-home-news-item" onClick={() => navigate(`/pages/main/bulletins/detail/${item.id}`)}>
              <Tag color="blue" className="eps-home-news-weekday">
                {t(`workbench.home.weekday.${dayjs(item.modifyTime).day()}`)}
              </Tag>
              <Typography.Text ellipsis className="eps-home-news-title">
                {item.title}
              </Typography.Text>
              <Typography.Text type="secondary" className="eps-home-news-meta">
                {item.source ?? ''} {dayjs(item.modifyTime).format('YYYY-MM-DD')}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
