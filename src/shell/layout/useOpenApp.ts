/**
 * Opening an app from the top bar or the home page: its first page (the
 * permission set's redirect), or the spec's warning when it has none
 * (spec portal-shell 8: 'no accessible menu under this app, please check
 * permissions!'). Launching by link type (SSO, data portal) is issue 5.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import type { MenuApp } from '../../menu';

export function useOpenApp(): (app: MenuApp) => void {
  const env = useEnv();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (app: MenuApp) => {
      if (app.redirect) navigate(app.redirect);
      else env.notify('warning', t('layout.apps.noMenu'));
    },
    [env, navigate, t],
  );
}
