/**
 * Where the register QR code goes on the login page: its card and tip at
 * once, the code itself (QrRegister.tsx, with antd's generator) from a chunk
 * of its own. Until that chunk is here, a box of the code's size holds its place, so nothing below moves
 * when it comes.
 */
import { Card } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from '../routing/chunkTimeout';

/** The code's side in px (borderless: the rendered box is this size). */
export const QR_SIZE = 148;

interface QrProps {
  value: string | undefined;
  size: number;
}

/** A chunk that cannot load leaves the card with its tip (no code) rather than failing the login page. */
const QrUnavailable = (_props: QrProps): ReactElement => <QrPlaceholder loading={false} />;

const LazyQrRegister = lazy(
  withChunkTimeout<{ default: (props: QrProps) => ReactElement }>(() =>
    import('./QrRegister').then(
      (module) => ({ default: module.QrRegister }),
      () => ({ default: QrUnavailable }),
    ),
  ),
);

function QrPlaceholder({ loading }: { loading: boolean }): ReactElement {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('login.qr.title')} className="eps-login-qr">
      <div className="eps-login-qr-body">
        <div className="eps-login-qr-placeholder" style={{ width: QR_SIZE, height: QR_SIZE }} aria-busy={loading} />
        <p className="eps-login-qr-tip">{t('login.qr.tip')}</p>
      </div>
    </Card>
  );
}

export function QrRegisterSlot({ value }: { value: string | undefined }): ReactElement {
  return (
    <Suspense fallback={<QrPlaceholder loading />}>
      <LazyQrRegister value={value} size={QR_SIZE} />
    </Suspense>
  );
}
