import { Spin } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The full-page spinner shown while the layout decides where to go or loads the session's data. */
export function LayoutLoading(): ReactElement {
  const { t } = useTranslation();
  return (
    <div className="eps-layout-loading" data-testid="layout-loading">
      <Spin size="large" tip={t('layout.loading')}>
        <div style={{ width: 200, height: 60 }} />
      </Spin>
    </div>
  );
}
