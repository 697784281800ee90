/**
 * The remembered login as starting values of the account form (spec
 * portal-shell 4: "an unexpired entry prefills the form and ticks the
 * agreement"). Undefined while it is being read; one stable object after.
 */
import { useEffect, useState } from 'react';
import type { RememberMe } from './rememberMe';

/** Starting values of the account form. */
export type RememberedValues = Readonly<{ username?: string; password?: string; remember?: boolean; agreement?: boolean }>;

const NONE: RememberedValues = Object.freeze({});

export function useRemembered(rememberMe: RememberMe): RememberedValues | undefined {
  const [values, setValues] = useState<RememberedValues | undefined>(undefined);
  useEffect(() => {
    let live = true;
    rememberMe.load().then(
      (login) => live && setValues(login ? { username: login.username, password: login.password, remember: true, agreement: true } : NONE),
      () => live && setValues(NONE),
    );
    return () => {
      live = false;
    };
  }, [rememberMe]);
  return values;
}
