/**
 * The error page layout of spec portal-shell 2.8: icon, title, message, a
 * back-to-home button and optionally a logout prompt and button. The buttons
 * are hidden on bpm, fw and jcy (embedded in another system's window).
 */
import { Button, Space, theme } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { StatusView, type StatusKind } from '../../../renderers/shared/StatusView';
import { useEnv } from '../../core/react';
import { detectPlatform } from '../platform';
import { HOME_PATH, errorButtonsHidden } from '../routing/paths';

export interface ErrorPageProps {
  status: StatusKind;
  title: ReactNode;
  message: ReactNode;
  /** Show the logout prompt and button (403, error tip). */
  logout?: boolean;
  /** Hide the back-home button. */
  hideHome?: boolean;
  /** Offer "Back" to the page before, when there is one in this tab. */
  back?: boolean;
  /** Offer "Try again": loads this path of the portal afresh (the first button). */
  retryTo?: string | undefined;
  /** Test id of the page root. */
  testId: string;
}

export function ErrorPage({ status, title, message, logout = false, hideHome = false, back = false, retryTo, testId }: ErrorPageProps): ReactElement {
  const { t } = useTranslation();
  const env = useEnv();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const hidden = errorButtonsHidden(detectPlatform(window.location.pathname, window.location.origin));
  const buttons: ReactElement[] = [];
  if (!hidden && retryTo !== undefined) {
    buttons.push(
      // A full load: the page's start (session, preload) runs again from the beginning.
      <Button key="retry" type="primary" onClick={() => window.location.assign(retryTo)}>
        {t('errors.retry')}
      </Button>,
    );
  }
  if (!hidden && !hideHome) {
    buttons.push(
      <Button key="home" type={retryTo === undefined ? 'primary' : 'default'} onClick={() => navigate(HOME_PATH)}>
        {t('errors.backHome')}
      </Button>,
    );
  }
  // A page to go back to: the tab's history holds more than this page (not a link opened in a new tab).
  if (!hidden && back && window.history.length > 1) {
    buttons.push(
      <Button key="back" onClick={() => navigate(-1)}>
        {t('errors.back')}
      </Button>,
    );
  }
  if (!hidden && logout) {
    buttons.push(
      <Button key="logout" danger={hideHome} type={hideHome ? 'primary' : 'default'} onClick={() => void env.logout()}>
        {t('errors.logout')}
      </Button>,
    );
  }
  return (
    <div data-testid={testId}>
      <StatusView
        status={status}
        title={title}
        subTitle={message}
        extra={
          buttons.length > 0 ? (
            <Space direction="vertical" size="middle">
              {!hidden && logout ? <span style={{ color: token.colorTextSecondary }}>{t('errors.logoutPrompt')}</span> : null}
              <Space>{buttons}</Space>
            </Space>
          ) : undefined
        }
      />
    </div>
  );
}
