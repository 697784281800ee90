/**
 * spec portal-shell 2.1: a navigation to a path containing `-ui/pages/main`
 * is cancelled (a sub-app asking its host for the host's own layout would
 * nest the portal in itself). The guard puts the previous address back (or
 * home on a first load) and renders nothing of the cancelled one.
 */
import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH, isCancelledNavigation } from './paths';

export function NavigationGuard({ children }: { children: ReactNode }): ReactElement | null {
  const location = useLocation();
  const navigate = useNavigate();
  const lastAllowed = useRef<string | undefined>(undefined);
  const cancelled = isCancelledNavigation(location.pathname);

  useEffect(() => {
    if (cancelled) navigate(lastAllowed.current ?? HOME_PATH, { replace: true });
    else lastAllowed.current = `${location.pathname}${location.search}${location.hash}`;
  }, [cancelled, location, navigate]);

  return cancelled ? null : <>{children}</>;
}
