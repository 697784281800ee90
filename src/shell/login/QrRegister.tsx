/**
 * The register-by-scanning QR code (spec portal-shell 2.2), pointing at the
 * SU_QR_CODE parameter. `undefined` while the parameters are not available:
 * the code shows its loading state while useLoginParams polls every 500 ms
 * (spec 9).
 */
import { Card, QRCode } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function QrRegister({ value }: { value: string | undefined }): ReactElement {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('login.qr.title')} className="eps-login-qr">
      <div className="eps-login-qr-body">
        <QRCode value={value || '-'} status={value === undefined ? 'loading' : 'active'} size={148} bordered={false} data-testid="register-qr" aria-label={t('login.qr.alt')} />
        <p className="eps-login-qr-tip">{t('login.qr.tip')}</p>
      </div>
    </Card>
  );
}
