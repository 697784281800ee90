/** The 'under development' page (spec portal-shell 2.8): a screen that is not built yet. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function UnderDevelopmentPage(): ReactElement {
  const { t } = useTranslation();
  return <ErrorPage testId="page-developing" status="info" title={t('errors.developingTitle')} message={t('errors.developing')} />;
}
