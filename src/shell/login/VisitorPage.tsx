/**
 * The login page's full-page visitor views (spec portal-shell 2.2): the
 * project list (`shell/visitor-projects`, breadcrumb home > long-term,
 * keyword search, row click opens) and the detail (`shell/visitor-notice-detail`,
 * breadcrumb back, sanitised HTML, attachments). Closing a detail returns
 * to the view it was opened from.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LoginScreen as Screen } from './LoginScreen';
import { loginViewPath, visitorPageScreen } from './loginView';
import { useVisitorScope, type VisitorViewProps } from './visitorScope';

/** The full-page project list and the detail, under their breadcrumb. */
export function VisitorPage({ state, loginPath, search }: VisitorViewProps): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scope = useVisitorScope(state, loginPath);
  const home = loginViewPath(loginPath, search, 'main');
  const more = loginViewPath(loginPath, search, 'more');
  const items = [{ key: 'home', title: <Link to={home}>{t('login.breadcrumb.home')}</Link> }];
  if (state.view === 'more' || state.from === 'more') {
    items.push({ key: 'more', title: state.view === 'more' ? <span>{t('login.breadcrumb.longTerm')}</span> : <Link to={more}>{t('login.breadcrumb.longTerm')}</Link> });
  }
  if (state.view === 'detail') items.push({ key: 'detail', title: <span>{t('login.breadcrumb.detail')}</span> });
  return (
    <section className="eps-login-visitor-page" data-view={state.view}>
      <div className="eps-login-visitor-head">
        <Breadcrumb items={items} />
        {state.view === 'detail' ? (
          <Button type="text" icon={<CloseOutlined />} aria-label={t('login.visitor.close')} onClick={() => navigate(state.from === 'more' ? more : home)} />
        ) : null}
      </div>
      <div className="eps-login-visitor-body">
        <Screen key={`${state.view}-${state.id ?? ''}`} id={visitorPageScreen(state.view)} scope={scope} />
      </div>
    </section>
  );
}
