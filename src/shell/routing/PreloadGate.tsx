/**
 * Runs the startup preload (spec workflow 4.1) whenever the session changes
 * (signed out, signed in, another user or tenant): validates the stored
 * session with session-info, then languages, parameters, dictionaries,
 * permission sets and tenant languages. Results go to the portal-data atoms
 * and into i18next. A failure goes to errors-tip with its message (spec
 * portal-shell 8); an empty permission menu after sign-in forces logout
 * (spec 4). Renders nothing: pages wait on `preloadStateAtom`. A page load's
 * first run takes the answers the early start already has (src/earlyStart.ts).
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { startTransition, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiCallError } from '../../core/env';
import { useEnv } from '../../core/react';
import { API_CODES } from '../../core/apiCodes';
import { buildMenuModel } from '../../menu';
import { detectPlatform } from '../platform';
import { forcedStatesOf, userAtom } from '../session';
import { mergeServerMessages } from './language';
import { errorTipPath } from './paths';
import {
  dictsAtom,
  messagesVersionAtom,
  paramsAtom,
  permissionAppsAtom,
  permissionNodesAtom,
  platformTextsAtom,
  preloadKeyOf,
  preloadStateAtom,
  tenantTextsAtom,
} from './portalData';
import { PreloadError, runPreload } from './preload';
import { fetchSessionInfo, sessionEndAtom, useSignOut } from './sessionLifecycle';
import { dropEarlyReads, isEmbeddedPlatform } from '../../api';

/** Codes after which the api client already logged out: no error page on top of that. */
const LOGGED_OUT_CODES = new Set<string>([API_CODES.LOGIN_ERROR, API_CODES.SESSION_EXPIRED]);

export function PreloadGate(): null {
  const env = useEnv();
  const { api } = env;
  const { i18n, t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Where the person is when a preload fails (the effect below runs once per session, not per page).
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  const store = useStore();
  const user = useAtomValue(userAtom);
  const key = preloadKeyOf(user);
  const setState = useSetAtom(preloadStateAtom);
  const signOut = useSignOut(api, navigate);

  useEffect(() => {
    let live = true;
    // A new session: the next signed-out visit to the main layout is a plain one again.
    if (store.get(userAtom)) store.set(sessionEndAtom, undefined);
    setState({ status: 'loading', key });
    const run = async (): Promise<void> => {
      const current = store.get(userAtom);
      if (current) {
        // Validates the stored session and refreshes the flags; a dead session logs out (api client rule).
        const fresh = await fetchSessionInfo(api);
        if (!live) return;
        if (preloadKeyOf(fresh) !== key) {
          dropEarlyReads(); // read for the stored session, not this one
          store.set(userAtom, fresh); // another tenant now: the effect runs again for it
          return;
        }
        store.set(userAtom, fresh);
      }
      const platform = detectPlatform(window.location.pathname, window.location.origin);
      const result = await runPreload(api, {
        language: i18n.language,
        session: current ? { tenantId: current.tenantId } : undefined,
        embedded: isEmbeddedPlatform(platform),
      });
      if (!live) return;
      mergeServerMessages(i18n, i18n.language, result.messages, result.tenantMessages);
      // The page these make ready (the layout, its menus and first screen) renders as a transition:
      // in slices that yield to input and paint, not one long task (Total Blocking Time).
      startTransition(() => {
        store.set(paramsAtom, result.params);
        store.set(dictsAtom, result.dicts);
        store.set(permissionAppsAtom, result.apps ?? []);
        store.set(permissionNodesAtom, result.nodes ?? []);
        store.set(platformTextsAtom, result.messages);
        store.set(tenantTextsAtom, result.tenantMessages ?? {});
        store.set(messagesVersionAtom, (n) => n + 1);
        setState({ status: 'ready', key });
      });
      // spec portal-shell 4: sign-in with an empty permission menu forces logout; a purchaser
      // still to choose a tenant has no menu yet (the forced tenant dialog asks first).
      const choosingTenant = current ? forcedStatesOf(current).includes('tenant') : false;
      if (current && !choosingTenant && result.nodes && buildMenuModel(result.nodes).apps.length === 0) {
        env.notify('warning', t('layout.session.emptyMenu'));
        await signOut();
      }
    };
    // The early reads (src/earlyStart.ts) are for a page load's first preload: none is left for a later one.
    const running = run();
    running.then(dropEarlyReads, dropEarlyReads);
    running.catch((error: unknown) => {
      if (!live) return;
      const code = error instanceof PreloadError ? error.code : error instanceof ApiCallError ? String(error.code) : undefined;
      const message = error instanceof Error ? error.message : String(error);
      setState({ status: 'failed', key, message });
      if (code !== undefined && LOGGED_OUT_CODES.has(code)) return;
      // The page it failed on may load on a second try (a server that did not answer in time): offered there.
      navigate(errorTipPath(message || t('layout.errors.preloadFailed'), here.current), { replace: true });
    });
    return () => {
      live = false;
    };
    // Runs once per session key; the language switch reloads its own texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
