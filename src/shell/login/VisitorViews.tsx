/**
 * What visitors read on the login page (spec portal-shell 2.2): the lower
 * section of the main view (long-term projects and notices, schema
 * `shell/visitor-notices`, beside the register QR code), the full-page
 * project list (`shell/visitor-projects`, breadcrumb home > long-term,
 * keyword search, row click opens) and the detail (`shell/visitor-notice-detail`,
 * breadcrumb back, sanitised HTML, attachments). Closing a detail returns
 * to the view it was opened from.
 */
import { CloseOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Col, Row } from 'antd';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Scope } from '../../core/scope';
import { LoginScreen as Screen } from './LoginScreen';
import type { LoginViewState } from './loginView';
import { loginViewPath, SIGN_IN_SCREENS, visitorPageScreen } from './loginView';
import { QrRegister } from './QrRegister';

export interface VisitorViewProps {
  state: LoginViewState;
  loginPath: string;
  search: string;
  /** SU_QR_CODE with its lang query; undefined while the parameters load, '' when not configured. */
  qrValue: string | undefined;
}

/** The schema scope of the visitor views: the view, the login path and the detail's query. */
function useVisitorScope(state: LoginViewState, loginPath: string): Scope {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => new Scope({ view: state.view, loginPath, lang: language, query: { id: state.id, from: state.from } }),
    [state.view, state.id, state.from, loginPath, language],
  );
}

/** The lower section of the main view. */
export function VisitorMain({ state, loginPath, qrValue }: VisitorViewProps): ReactElement {
  const scope = useVisitorScope(state, loginPath);
  return (
    <section className="eps-login-lower">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={qrValue === '' ? 24 : 19}>
          <Screen id={SIGN_IN_SCREENS.notices} scope={scope} />
        </Col>
        {qrValue === '' ? null : (
          <Col xs={24} lg={5}>
            <QrRegister value={qrValue} />
          </Col>
        )}
      </Row>
    </section>
  );
}

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
