/**
 * Baseline: the home workbench as it was hand-written in
 * src/shell/workbench/WorkbenchHome.tsx (spec portal-shell 2.4), with the
 * same antd components and layout: greeting card, apps panel, task panel,
 * system announcements (category 2) and publish logs (category 6). Its
 * counts and news come from the same bench api handler as ours, through a
 * promise, as the panels fetched them.
 */
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Row, Typography } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { createBenchEnv } from '../benchEnv';
import { homeApi, HOME_COUNTS_URL, HOME_NEWS_URL } from './homeApi';
import { homeApps, homeUser, type HomeCounts, type HomeNews } from './homeData';
import { AppsPanelHand, NewsPanelHand, TaskPanelHand } from './HomeHandPanels';
import './homeHand.css';

const env = createBenchEnv(homeApi);
const noop = (): void => undefined;

/** One GET through the bench api, once per url and params (module constants here). */
function useFetched<T>(url: string, params?: Readonly<Record<string, unknown>>): T | undefined {
  const [data, setData] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void env.api.request<T>({ method: 'get', url, ...(params ? { params } : {}) }).then((envelope) => {
      if (live) setData(envelope.data);
    });
    return () => {
      live = false;
    };
  }, [url, params]);
  return data;
}

const NOTICE_PARAMS = { pageSize: 5, pageNum: 1, category: '2', containExpired: 0 };
const LOG_PARAMS = { pageSize: 5, pageNum: 1, category: '6', containExpired: 0 };

export default function HomeHand(): ReactElement {
  const counts = useFetched<HomeCounts>(HOME_COUNTS_URL);
  const notices = useFetched<{ items: HomeNews[] }>(HOME_NEWS_URL, NOTICE_PARAMS);
  const logs = useFetched<{ items: HomeNews[] }>(HOME_NEWS_URL, LOG_PARAMS);
  return (
    <div className="eps-home" data-testid="home-workbench">
      <Card size="small" className="eps-home-greeting">
        <Avatar size={56} src={homeUser.avatar ?? undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            Good morning, {homeUser.username}
          </Typography.Title>
          <Typography.Text type="secondary">{homeUser.tenantName} · Have a productive day!</Typography.Text>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <AppsPanelHand apps={homeApps} onOpen={noop} />
        </Col>
        <Col xs={24} lg={8}>
          <TaskPanelHand counts={counts} onOpen={noop} />
        </Col>
        <Col xs={24} lg={12}>
          <NewsPanelHand title="System announcements" empty="No announcements" items={notices?.items} onMore={noop} onOpen={noop} />
        </Col>
        <Col xs={24} lg={12}>
          <NewsPanelHand title="Publish logs" empty="No publish logs" items={logs?.items} onMore={noop} onOpen={noop} />
        </Col>
      </Row>
    </div>
  );
}
