import { Button, Result } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Unmatched paths (spec portal-shell 2.1): the address hint and a return-home button. */
export function NotFoundPage(): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('shell.notFound')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('shell.backHome')}
        </Button>
      }
    />
  );
}
