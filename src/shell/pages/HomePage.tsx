/**
 * /pages/main/home. The home workbench is issue 5 (`schemas/home/index.json`);
 * until that file exists this page greets the user by name and lists the
 * apps they hold (real permission data, no invented figures).
 */
import { Avatar, Card, Col, Empty, Row, Typography } from 'antd';
import { AppstoreOutlined, UserOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import { appIcon, appTitle } from '../layout/menuTitle';
import { useOpenApp } from '../layout/useOpenApp';
import { useMessagesVersion } from '../routing/language';
import { menuModelAtom, permissionAppsAtom } from '../routing/portalData';
import { userAtom } from '../session';
import { SchemaScreenPage, screenExists } from './SchemaScreenPage';

/** The screen issue 5 provides for the home page. */
export const HOME_SCREEN_ID = 'home/index';

function WelcomePage(): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  useMessagesVersion();
  const user = useAtomValue(userAtom);
  const model = useAtomValue(menuModelAtom);
  const apps = useAtomValue(permissionAppsAtom);
  const openApp = useOpenApp();
  return (
    <div data-testid="home-welcome">
      <Card style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Avatar size={56} src={user?.avatar ?? undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('layout.home.welcome', { name: user?.username ?? '' })}
            </Typography.Title>
            <Typography.Text type="secondary">{user?.tenantName ?? ''}</Typography.Text>
          </div>
        </div>
      </Card>
      <Card title={t('layout.home.apps')}>
        {model.apps.length === 0 ? (
          <Empty description={t('layout.apps.none')} />
        ) : (
          <Row gutter={[16, 16]}>
            {model.apps.map((app) => {
              const icon = appIcon(app, apps);
              const title = appTitle(app, apps, env.i18n);
              return (
                <Col key={app.permissionId} xs={12} sm={8} md={6} lg={4}>
                  <Card hoverable size="small" onClick={() => openApp(app)} data-testid="home-app" styles={{ body: { textAlign: 'center' } }}>
                    {icon ? <img src={icon} alt="" width={40} height={40} /> : <AppstoreOutlined style={{ fontSize: 40, color: '#1677ff' }} />}
                    <div style={{ marginTop: 8 }}>{title}</div>
                  </Card>
                </Col>
              );
            })}
          </Row>
        )}
      </Card>
    </div>
  );
}

export function HomePage(): ReactElement {
  return screenExists(HOME_SCREEN_ID) ? <SchemaScreenPage screenId={HOME_SCREEN_ID} /> : <WelcomePage />;
}
