/**
 * Handles a URL entry (ticket, ukey, jumpUrl, register; see urlEntries.ts)
 * once, before any route renders, so the main layout does not bounce a
 * visitor who is just being signed in to the login page.
 */
import { Spin } from 'antd';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useEnv } from '../../core/react';
import { detectPlatform } from '../platform';
import { userAtom } from '../session';
import { paramList } from './portalData';
import { detectUrlEntry, runUrlEntry, type UrlEntry } from './urlEntries';

/** The parameter listing origins redirects may go to (comma list). */
export const REDIRECT_ALLOWLIST_PARAM = 'EPS_REDIRECT_ALLOWLIST';

export function UrlEntryGate({ children }: { children: ReactNode }): ReactElement {
  const { api, confirm } = useEnv();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setUser = useSetAtom(userAtom);
  const location = useLocation();
  // The address the entry started on: the routes render again only once the
  // router has moved away from it. Releasing them in the same tick as
  // navigate() let the `/` route's own redirect to home (rendered while the
  // router still showed `/`) replace the entry's destination.
  const startKey = useRef(location.key);
  const [navigated, setNavigated] = useState(false);
  const [entry, setEntry] = useState<UrlEntry | undefined>(() =>
    detectUrlEntry(window.location.search, detectPlatform(window.location.pathname, window.location.origin)),
  );

  // A ticket or ukey is single-use: run once even when StrictMode mounts twice.
  const started = useRef(false);
  useEffect(() => {
    if (!entry || started.current) return;
    started.current = true;
    const run = async (): Promise<void> => {
      const { data } = await api
        .request<{ paramCode: string; paramValue: string }[]>({ method: 'get', url: '/eps/config/params/list', params: { codes: REDIRECT_ALLOWLIST_PARAM }, silent: true })
        .catch(() => ({ data: [] as { paramCode: string; paramValue: string }[] }));
      const params = Object.fromEntries((Array.isArray(data) ? data : []).map((p) => [p.paramCode, p.paramValue]));
      const outcome = await runUrlEntry(entry, {
        api,
        origin: window.location.origin,
        allowedOrigins: paramList(params, REDIRECT_ALLOWLIST_PARAM),
        pathname: window.location.pathname,
        search: window.location.search,
        texts: { ssoFailed: t('layout.entry.ssoFailed'), registerFailed: t('layout.entry.registerFailed') },
        // A link may carry someone else's ticket: never switch a signed-in user's account unasked.
        confirmSwitch: (name) =>
          confirm({ title: t('layout.entry.switchAccountTitle'), content: t('layout.entry.switchAccount', { name }), okText: t('layout.entry.switchAccountOk') }),
      });
      if (outcome.user) setUser(outcome.user);
      if (/^https?:\/\//i.test(outcome.navigateTo)) {
        // An allow-listed origin: leave the portal.
        window.location.assign(outcome.navigateTo);
        return;
      }
      navigate(outcome.navigateTo, { replace: true });
      setNavigated(true);
    };
    void run();
    // Once per page load: the entry parameters are gone from the address afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (navigated && location.key !== startKey.current) setEntry(undefined);
  }, [navigated, location.key]);

  if (entry) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '60vh' }}>
        <Spin size="large" tip={t('layout.entry.signingIn')}>
          <div style={{ width: 200, height: 60 }} />
        </Spin>
      </div>
    );
  }
  return <>{children}</>;
}
