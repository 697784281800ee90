/** The 403 page (spec portal-shell 2.8): no permission, with the logout option. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';

export function ForbiddenPage(): ReactElement {
  const { t } = useTranslation();
  return <ErrorPage testId="page-403" status="403" title={t('errors.forbiddenTitle')} message={t('errors.forbidden')} logout />;
}
