/**
 * A highlighted description value: a marked background, a warning icon and a
 * visible word (WCAG 1.4.1: not told by colour alone), read by screen readers
 * as "value, word".
 */
import { ExclamationCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactElement, ReactNode } from 'react';

export function Highlighted({ label, children }: { label: string; children: ReactNode }): ReactElement {
  const { token } = theme.useToken();
  return (
    <mark
      className="eps-descriptions-highlight"
      data-highlighted="true"
      style={{ background: token.colorWarningBg, color: token.colorText, fontWeight: token.fontWeightStrong, padding: '0 4px', borderRadius: token.borderRadiusSM }}
    >
      {children}
      <span style={{ marginInlineStart: 6, color: token.colorWarningText, whiteSpace: 'nowrap' }}>
        <ExclamationCircleFilled aria-hidden="true" style={{ marginInlineEnd: 2 }} />
        {label}
      </span>
    </mark>
  );
}
