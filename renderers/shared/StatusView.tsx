/**
 * A status message: an icon, a title, a message and actions below, centred.
 * It stands where antd's `Result` stood in the start-up paths (error pages,
 * a screen or page that could not load, a chunk that timed out): `Result`
 * carries its 403/404/500 illustrations (~8 KB compressed) into the code
 * every page loads before anything else (page weight), and spec
 * portal-shell 2.8 asks for an icon, not a picture.
 */
import {
  CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, FileSearchOutlined, InfoCircleFilled, StopOutlined,
} from '@ant-design/icons';
import { theme } from 'antd';
import type { ComponentType, CSSProperties, ReactElement, ReactNode } from 'react';

/** The statuses antd's Result knew, so callers keep their words. */
export type StatusKind = 'success' | 'error' | 'info' | 'warning' | '403' | '404' | '500';

export interface StatusViewProps {
  status: StatusKind;
  title: ReactNode;
  /** The message under the title. */
  subTitle?: ReactNode;
  /** Buttons or a prompt under the message. */
  extra?: ReactNode;
  'data-testid'?: string;
}

const ICONS: Readonly<Record<StatusKind, ComponentType<{ style?: CSSProperties }>>> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  '403': StopOutlined,
  '404': FileSearchOutlined,
  '500': CloseCircleFilled,
};

export function StatusView({ status, title, subTitle, extra, 'data-testid': testId }: StatusViewProps): ReactElement {
  const { token } = theme.useToken();
  const colours: Readonly<Record<StatusKind, string>> = {
    success: token.colorSuccess,
    error: token.colorError,
    info: token.colorInfo,
    warning: token.colorWarning,
    '403': token.colorError,
    '404': token.colorTextTertiary,
    '500': token.colorError,
  };
  const Icon = ICONS[status];
  return (
    <div className={`eps-status eps-status-${status}`} data-testid={testId} style={{ padding: `${token.paddingLG * 2}px ${token.paddingLG}px`, textAlign: 'center' }}>
      <div aria-hidden style={{ marginBottom: token.marginLG, fontSize: 72, lineHeight: 1 }}>
        <Icon style={{ color: colours[status] }} />
      </div>
      <div className="eps-status-title" style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>
        {title}
      </div>
      {subTitle !== undefined && subTitle !== null && subTitle !== '' ? (
        <div className="eps-status-message" style={{ color: token.colorTextDescription, fontSize: token.fontSize, lineHeight: token.lineHeight, marginTop: token.marginXS }}>
          {subTitle}
        </div>
      ) : null}
      {extra !== undefined && extra !== null ? <div style={{ marginTop: token.marginLG }}>{extra}</div> : null}
    </div>
  );
}
