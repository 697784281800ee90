/**
 * The error-tip page (spec portal-shell 2.1 and 2.8): title 'Error!', the
 * `message` parameter (query `?message=` or path `/errors/tip/{message}`)
 * and a logout button. Shown when startup, single sign-on or automatic
 * login fails. It is no dead end: home and back are offered beside logout
 * (the error layout's back-to-home button of 2.8), and "Try again" when the
 * failed page may load on a second try (`retry`, a path of the portal).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { isRetryPath } from '../routing/paths';
import { ErrorPage } from './ErrorPage';

export function ErrorTipPage(): ReactElement {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { message: fromPath } = useParams();
  const message = query.get('message') ?? fromPath ?? t('errors.unknown');
  const retry = query.get('retry');
  return <ErrorPage testId="page-error-tip" status="error" title={t('errors.tipTitle')} message={message} logout back retryTo={isRetryPath(retry) ? retry : undefined} />;
}
