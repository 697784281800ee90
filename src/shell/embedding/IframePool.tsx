/**
 * The iframe apps of the main layout, kept alive (spec workflow 4.1): after
 * sign-in the user's iframe apps (bounded) are preloaded hidden in the
 * background; each frame, preloaded or opened by a route, stays mounted for
 * the whole signed-in layout, so going to another tab or page and back keeps
 * its state (no reload). Only the app the route shows is visible, and only
 * once revealed (1500 ms after its load). The route's EmbeddedAppPage asks the
 * pool to show an app and reads its host state from here; outside the main
 * layout (the bpm / fw / jcy shells) there is no pool and the page hosts its
 * frame itself.
 */
import { useAtomValue } from 'jotai';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { permissionAppsAtom } from '../routing/portalData';
import { userAtom } from '../session';
import { INITIAL_HOST_STATE, isVisible, type HostEvent, type HostState } from './hostState';
import { IframeHost } from './IframeHost';
import { createSubAppHandler } from './messageTypes';
import { iframeAppsToPreload, type SubAppConfig } from './subAppConfig';
import { contextKey, subAppContext } from './subAppContext';
import { iframePoolReducer, INITIAL_POOL, type PoolState } from './iframePoolState';

/** Preloading waits this long after sign-in, so the first page's own requests go first. */
export const IFRAME_PRELOAD_DELAY_MS = 1000;

export interface IframePoolApi {
  /** Shows `config` at `path` (opening its frame if needed). */
  show(config: SubAppConfig, path: string): void;
  /** The route left `name`: its frame is hidden, not removed. */
  hide(name: string): void;
  /** The host state of `name`. */
  stateOf(name: string): HostState;
}

const PoolContext = createContext<IframePoolApi | undefined>(undefined);

/** The pool of the main layout, or undefined outside it. */
export function useIframePool(): IframePoolApi | undefined {
  return useContext(PoolContext);
}

const PoolStateContext = createContext<{ pool: PoolState; onEvent: (name: string, event: HostEvent) => void } | undefined>(undefined);

export function IframePoolProvider({ children, preload = true, preloadDelayMs = IFRAME_PRELOAD_DELAY_MS }: { children: ReactNode; preload?: boolean; preloadDelayMs?: number }): ReactElement {
  const apps = useAtomValue(permissionAppsAtom);
  const [pool, dispatch] = useReducer(iframePoolReducer, INITIAL_POOL);

  useEffect(() => {
    if (!preload) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'preload', configs: iframeAppsToPreload(apps, window.location.origin) }), preloadDelayMs);
    return () => clearTimeout(timer);
  }, [apps, preload, preloadDelayMs]);

  const show = useCallback((config: SubAppConfig, path: string) => dispatch({ type: 'show', config, path }), []);
  const hide = useCallback((name: string) => dispatch({ type: 'hide', name }), []);
  const onEvent = useCallback((name: string, event: HostEvent) => dispatch({ type: 'host', name, event }), []);
  const api = useMemo<IframePoolApi>(() => ({ show, hide, stateOf: (name) => pool.states[name] ?? INITIAL_HOST_STATE }), [show, hide, pool.states]);
  const internal = useMemo(() => ({ pool, onEvent }), [pool, onEvent]);
  return (
    <PoolContext.Provider value={api}>
      <PoolStateContext.Provider value={internal}>{children}</PoolStateContext.Provider>
    </PoolContext.Provider>
  );
}

/** The frames of the pool, placed where the page's content is. */
export function IframePoolFrames(): ReactElement | null {
  const internal = useContext(PoolStateContext);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const fresh = subAppContext(user, i18n.language);
  const key = contextKey(fresh);
  // Same object while nothing the sub-app sees changed, so it is sent again only on a switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const context = useMemo(() => fresh, [key]);
  if (!internal || internal.pool.frames.length === 0) return null;
  const { pool, onEvent } = internal;
  return (
    <div className="eps-iframe-pool" data-testid="iframe-pool">
      {pool.frames.map(({ config, path }) => {
        const active = pool.active === config.name;
        return (
          // Inactive frames are not displayed but stay in the document: hiding keeps their state.
          <div key={config.name} data-app={config.name} style={active ? undefined : { display: 'none' }}>
            <IframeHost
              config={config}
              path={path}
              title={t('layout.embedded.title', { app: config.name })}
              visible={active && isVisible(pool.states[config.name] ?? INITIAL_HOST_STATE)}
              context={context}
              onEvent={(event) => onEvent(config.name, event)}
              onMessage={createSubAppHandler(config.name, { context: () => context, navigate: (to) => void navigate(to), portalOrigin: window.location.origin })}
            />
          </div>
        );
      })}
    </div>
  );
}
