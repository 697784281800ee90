/**
 * The register-by-scanning QR code (spec portal-shell 2.2), pointing at the
 * SU_QR_CODE parameter. `undefined` while the parameters are not available:
 * the code shows its loading state while useLoginParams polls every 500 ms
 * (spec 9). The login page loads this module on its own (QrRegisterSlot.tsx):
 * antd's QR code generator is ~40 KB the sign-in form does not need.
 */
import { Card, QRCode } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** `size`: the code's side in px (borderless, so the box is this size: QrRegisterSlot reserves it). */
export function QrRegister({ value, size }: { value: string | undefined; size: number }): ReactElement {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('login.qr.title')} className="eps-login-qr">
      <div className="eps-login-qr-body">
        <QRCode value={value || '-'} status={value === undefined ? 'loading' : 'active'} size={size} bordered={false} data-testid="register-qr" aria-label={t('login.qr.alt')} />
        <p className="eps-login-qr-tip">{t('login.qr.tip')}</p>
      </div>
    </Card>
  );
}
