/** The 404 page (spec portal-shell 2.1 and 2.8): the address hint and a return-home button. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage(): ReactElement {
  const { t } = useTranslation();
  return <ErrorPage testId="page-404" status="404" title="404" message={t('errors.notFound')} />;
}
