/**
 * Keeps a signed-in portal's menus and texts current: reads the
 * tenant's configuration version when the tab becomes visible again, on
 * navigation and every minute (see ./configVersion), and when it moved,
 * refetches the permission tree and the tenant's texts of the active
 * language, without signing in again. Renders nothing.
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useEnv } from '../../core/react';
import type { PermissionApp, PermissionNode } from '../../menu';
import { userAtom } from '../session';
import { CONFIG_POLL_MS, createConfigVersionTracker, readConfigVersion } from './configVersion';
import { messagesVersionAtom, permissionAppsAtom, permissionNodesAtom, platformTextsAtom, preloadStateAtom, tenantTextsAtom } from './portalData';
import { loadTenantMessages } from './preload';
import { applyTenantTexts } from './tenantTexts';

export function ConfigVersionWatch(): null {
  const { api } = useEnv();
  const { i18n } = useTranslation();
  const store = useStore();
  const user = useAtomValue(userAtom);
  const ready = useAtomValue(preloadStateAtom).status === 'ready';
  const { key: locationKey } = useLocation();
  const sessionKey = user ? `${user.userId}:${user.tenantId}` : '';
  // A new tracker per session: the first read of a session only notes the version.
  const tracker = useMemo(() => createConfigVersionTracker(), [sessionKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const check = useRef<() => void>(() => undefined);

  useEffect(() => {
    check.current = () => {
      const current = store.get(userAtom);
      if (!current || !ready || !tracker.due(Date.now())) return;
      tracker.failed(Date.now()); // holds other triggers back while this read runs
      void readConfigVersion(api)
        .then(async (version) => {
          if (version === undefined || !tracker.observe(version, Date.now())) return;
          const [apps, nodes, texts] = await Promise.all([
            api.request<PermissionApp[]>({ method: 'get', url: '/eps/auth/permission/listPermissionApp', silent: true }),
            api.request<PermissionNode[]>({ method: 'get', url: '/eps/auth/permission/listPermissionNotree', silent: true }),
            current.tenantId > 0 ? loadTenantMessages(api, current.tenantId, i18n.language) : Promise.resolve({}),
          ]);
          applyTenantTexts(i18n, i18n.language, store.get(platformTextsAtom), store.get(tenantTextsAtom), texts);
          store.set(tenantTextsAtom, texts);
          store.set(permissionAppsAtom, Array.isArray(apps.data) ? apps.data : []);
          store.set(permissionNodesAtom, Array.isArray(nodes.data) ? nodes.data : []);
          store.set(messagesVersionAtom, (n) => n + 1);
        })
        .catch(() => tracker.failed(Date.now()));
    };
  }, [api, i18n, store, ready, tracker]);

  // On each navigation, and once the session's preload is done (the first read sets the baseline).
  useEffect(() => check.current(), [locationKey, ready, tracker]);

  useEffect(() => {
    if (!sessionKey) return;
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') check.current();
    };
    const timer = window.setInterval(() => check.current(), CONFIG_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [sessionKey]);
  return null;
}
