/**
 * The home workbench (spec portal-shell 2.4): greeting with avatar and tip,
 * apps panel, task panel, system announcements (category 2) and publish logs
 * (category 6). Shell code rather than a schema: the apps panel's launch and
 * search rules and the to-do dialog opener live here once.
 */
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Row, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessagesVersion } from '../routing/language';
import { userAtom } from '../session';
import { AppsPanel } from './AppsPanel';
import { greetingPart } from './greeting';
import { NewsPanel, TaskPanel } from './HomePanels';
import './workbench.css';

export function WorkbenchHome(): ReactElement {
  const { t } = useTranslation();
  useMessagesVersion();
  const user = useAtomValue(userAtom);
  return (
    <div className="eps-home" data-testid="home-workbench">
      <Card size="small" className="eps-home-greeting">
        <Avatar size={56} src={user?.avatar ?? undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="home-greeting">
            {t(`workbench.home.greeting.${greetingPart(new Date())}`)}, {user?.username ?? ''}
          </Typography.Title>
          <Typography.Text type="secondary">
            {user?.tenantName ?? ''} · {t('workbench.home.tip')}
          </Typography.Text>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <AppsPanel />
        </Col>
        <Col xs={24} lg={8}>
          <TaskPanel />
        </Col>
        <Col xs={24} lg={12}>
          <NewsPanel category="2" titleKey="workbench.home.notices.title" emptyKey="workbench.home.notices.empty" testId="home-notices" />
        </Col>
        <Col xs={24} lg={12}>
          <NewsPanel category="6" titleKey="workbench.home.logs.title" emptyKey="workbench.home.logs.empty" testId="home-logs" />
        </Col>
      </Row>
    </div>
  );
}
