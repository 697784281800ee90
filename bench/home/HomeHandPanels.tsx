/**
 * Baseline panels of the home workbench, copied from the hand-written
 * src/shell/workbench/{AppsPanel,HomePanels}.tsx (spec portal-shell 2.4) and
 * adapted to plain data props: no shell atoms, no router, no core hooks; the
 * same antd components, class names and layout.
 */
import { AppstoreOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, List, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState, type ReactElement } from 'react';
import type { HomeApp, HomeCounts, HomeNews } from './homeData';
import { rankBySearch, useDebouncedSearch } from './homeSearch';

/** spec portal-shell 9: home apps debounce. */
const HOME_APPS_DEBOUNCE_MS = 180;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The apps panel: search box over the tiles; matches first and highlighted. */
export function AppsPanelHand({ apps, onOpen }: { apps: readonly HomeApp[]; onOpen: (app: HomeApp) => void }): ReactElement {
  const search = useDebouncedSearch(HOME_APPS_DEBOUNCE_MS);
  const listRef = useRef<HTMLDivElement>(null);
  const [fixedHeight, setFixedHeight] = useState<number | undefined>(undefined);
  const ranked = rankBySearch(apps, search.query, (app) => app.title);
  return (
    <Card
      title="My apps"
      size="small"
      data-testid="home-apps"
      extra={
        <Input
          allowClear
          size="small"
          prefix={<SearchOutlined />}
          placeholder="Search apps"
          value={search.text}
          onChange={search.onChange}
          onCompositionStart={search.onCompositionStart}
          onCompositionEnd={search.onCompositionEnd}
          onFocus={() => setFixedHeight(listRef.current?.offsetHeight)}
          onBlur={() => setFixedHeight(undefined)}
          style={{ width: 200 }}
        />
      }
    >
      {apps.length === 0 ? (
        <Empty description="No apps" />
      ) : (
        <div ref={listRef} className="eps-home-apps" style={fixedHeight ? { height: fixedHeight, overflow: 'auto' } : undefined}>
          {ranked.map(({ item: app, matched }) => (
            <button
              type="button"
              key={app.permissionId}
              className={matched ? 'eps-home-app eps-home-app-matched' : 'eps-home-app'}
              onClick={() => onOpen(app)}
              data-testid="home-app"
            >
              {app.icon ? <img src={app.icon} alt="" width={36} height={36} /> : <AppstoreOutlined style={{ fontSize: 36, color: '#1677ff' }} />}
              <span>{app.title}</span>
            </button>
          ))}
        </div>
      )}
    </Card>
  );
}

/** The task panel: underway and finished counts, each opening the to-do dialog. */
export function TaskPanelHand({ counts, onOpen }: { counts: HomeCounts | undefined; onOpen: () => void }): ReactElement {
  return (
    <Card
      title="My to-dos"
      size="small"
      data-testid="home-tasks"
      extra={
        <Button type="link" size="small" onClick={onOpen}>
          View all
        </Button>
      }
    >
      <div className="eps-home-task-counts">
        <button type="button" className="eps-home-task-count" onClick={onOpen}>
          <Statistic title="Underway" value={counts?.underway ?? 0} valueStyle={{ color: '#1677ff' }} />
        </button>
        <button type="button" className="eps-home-task-count" onClick={onOpen}>
          <Statistic title="Finished" value={counts?.finished ?? 0} valueStyle={{ color: '#52c41a' }} />
        </button>
      </div>
    </Card>
  );
}

/** A news panel: weekday badge, title, source and date; "More" and a row click navigate. */
export function NewsPanelHand(props: {
  title: string;
  empty: string;
  items: readonly HomeNews[] | undefined;
  onMore: () => void;
  onOpen: (item: HomeNews) => void;
}): ReactElement {
  const loading = props.items === undefined;
  const items = (props.items ?? []).slice(0, 5);
  return (
    <Card
      title={props.title}
      size="small"
      extra={
        <Button type="link" size="small" onClick={props.onMore}>
          More
        </Button>
      }
    >
      {items.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.empty} />
      ) : (
        <List
          size="small"
          loading={loading}
          dataSource={items}
          renderItem={(item) => (
            <List.Item className="eps-home-news-item" onClick={() => props.onOpen(item)}>
              <Tag color="blue" className="eps-home-news-weekday">
                {WEEKDAYS[dayjs(item.modifyTime).day()]}
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
