/**
 * Opening an app from the top bar or the home page: its first page (the
 * permission set's redirect), or the spec's warning when it has none
 * (spec portal-shell 8: 'no accessible menu under this app, please check
 * permissions!'), then the app's notices (issue 5, once per app per session).
 * Launching by link type (SSO, data portal) is not done yet.
 */
import { App } from 'antd';
import { createElement, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import type { MenuApp } from '../../menu';
import { markAppNoticesRead, takeAppNotices } from '../workbench/appNotices';

export function useOpenApp(): (app: MenuApp) => void {
  const env = useEnv();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useCallback(
    (app: MenuApp) => {
      if (!app.redirect) {
        env.notify('warning', t('layout.apps.noMenu'));
        return;
      }
      navigate(app.redirect);
      // spec portal-shell 4: the app's notices, once per app per session, then marked read.
      void takeAppNotices(app.appInfoId, env.api).then((notices) => {
        if (notices.length === 0) return;
        modal.info({
          title: notices.map((n) => n.title).join(' / '),
          content: notices.map((n) => createElement('p', { key: n.id }, n.content)),
          okText: t('shell.ok'),
          onOk: () => markAppNoticesRead(notices, env.api),
        });
      });
    },
    [env, navigate, t, modal],
  );
}
