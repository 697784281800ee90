/**
 * What visitors read on the login page (spec portal-shell 2.2): the lower
 * section of the main view (long-term projects and notices, schema
 * `shell/visitor-notices`, beside the register QR code). The full-page
 * views (project list and detail, under their breadcrumb) are
 * VisitorPage.tsx, a chunk of their own: the main view does not show them.
 */
import { Col, Row } from 'antd';
import type { ReactElement } from 'react';
import { LoginScreen as Screen } from './LoginScreen';
import { SIGN_IN_SCREENS } from './loginView';
import { QrRegisterSlot } from './QrRegisterSlot';
import { useVisitorScope, type VisitorViewProps } from './visitorScope';

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
            <QrRegisterSlot value={qrValue} />
          </Col>
        )}
      </Row>
    </section>
  );
}
